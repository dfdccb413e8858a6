import { expect, test } from "@playwright/test";
import { T, T_STAFF } from "../../shared/texts";
import { docxBytes, pdfBytes } from "../fixtures/documents";
import { MEMBER, STAFF, unique } from "./support/staff-ui";
import { signInThroughUi } from "./support/sign-in";

test("anyone can read 'Dokumenti Saveza'; the add form is not offered to visitors", async ({ page }) => {
  await page.goto("/preuzmi-dokumente-saveza");
  await expect(page.getByRole("heading", { name: T.dokumentiSaveza })).toBeVisible();
  const card = page.getByRole("article", { name: "Statut saveza" });
  const link = card.getByRole("link", { name: T.preuzmi });
  await expect(link).toHaveAttribute("target", "_blank");
  const download = await page.request.get((await link.getAttribute("href"))!);
  expect(download.status()).toBe(200);
  expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expect(page.getByRole("form", { name: T_STAFF.dodajDokumentSaveza })).toHaveCount(0);
});

test("a document added by staff downloads from the documents page", async ({ page }) => {
  await signInThroughUi(page, STAFF);
  const naziv = unique("Kalendar natjecanja");
  const pdf = Buffer.from(pdfBytes(naziv));
  await page.goto("/preuzmi-dokumente-saveza");
  const form = page.getByRole("form", { name: T_STAFF.dodajDokumentSaveza });
  await form.getByLabel(T_STAFF.naziv, { exact: true }).fill(naziv);
  await form.getByLabel(T.opis).fill("Raspored za sezonu 2026.");
  await form
    .getByLabel(T_STAFF.dokument)
    .setInputFiles({ name: "Kalendar 2026.pdf", mimeType: "application/pdf", buffer: pdf });
  await expect(form.getByText(`${T.ucitaniDokument} Kalendar 2026.pdf`)).toBeVisible();
  await form.getByRole("button", { name: T.posalji }).click();
  await expect(page.getByText(T_STAFF.dokumentSavezaOk)).toBeVisible();

  const card = page.getByRole("article", { name: naziv });
  await expect(card).toContainText("Raspored za sezonu 2026.");
  // A PDF is served as an attachment (never shown on the app's origin), so 'Preuzmi' saves it.
  const href = await card.getByRole("link", { name: T.preuzmi }).getAttribute("href");
  expect(href).toMatch(/\/api\/v1\/files\/[0-9a-f-]{36}\.pdf$/);
  const download = await page.request.get(href!);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(download.headers()["content-disposition"]).toMatch(/^attachment; /);
  expect(download.headers()["x-content-type-options"]).toBe("nosniff");
  expect(Buffer.compare(await download.body(), pdf)).toBe(0);
});

test("staff attach a result document (DOCX) to a stored competition", async ({ page }) => {
  await signInThroughUi(page, STAFF);
  const docx = Buffer.from(docxBytes("Regata: konačni poredak"));
  const name = `${unique("Poredak regata").replace(/\s/g, "-")}.docx`;
  await page.goto("/unesi-dokumente-rezultata");
  await page.getByLabel(T_STAFF.odaberiNatjecanje).selectOption({ label: "Zagrebačka regata 2025" });
  await page.getByLabel(T_STAFF.dokument).setInputFiles({
    name,
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: docx,
  });
  await page.getByRole("button", { name: T.posalji }).click();
  await expect(page.getByText(T_STAFF.dokumentRezultataOk)).toBeVisible();
  const link = page.getByRole("article", { name: "Zagrebačka regata 2025" }).getByRole("link", { name });
  const download = await page.request.get((await link.getAttribute("href"))!);
  expect(download.headers()["content-disposition"]).toMatch(/^attachment; /);
  expect(Buffer.compare(await download.body(), docx)).toBe(0);
});

test("a member sees the documents but cannot add any, nor result documents", async ({ page }) => {
  await signInThroughUi(page, MEMBER);
  await page.goto("/preuzmi-dokumente-saveza");
  await expect(page.getByRole("article", { name: "Statut saveza" })).toBeVisible();
  await expect(page.getByRole("form", { name: T_STAFF.dodajDokumentSaveza })).toHaveCount(0);
  await page.goto("/unesi-dokumente-rezultata");
  await expect(page.getByText(T_STAFF.samoOsoblje)).toBeVisible();
  await expect(page.getByRole("button", { name: T.posalji })).toHaveCount(0);
});
