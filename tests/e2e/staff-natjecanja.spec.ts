import { expect, test } from "@playwright/test";
import { T_DOCUMENT_ERRORS, T, T_STAFF } from "../../shared/texts";
import { pdfBytes, pngBytes } from "../fixtures/documents";
import { MEMBER, STAFF, storedToken, unique } from "./support/staff-ui";
import { signInThroughUi } from "./support/sign-in";

test.describe("competitions as staff", () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughUi(page, STAFF);
  });

  test("a competition with a PDF is stored and its document downloads byte-identical", async ({ page }) => {
    const naziv = unique("Jesenska regata");
    const pdf = Buffer.from(pdfBytes(naziv));
    await page.goto("/unesi-natjecanja");
    await page.getByLabel(T.nazivNatjecanja).fill(naziv);
    await page.getByLabel(T.od, { exact: true }).fill("2025-10-04");
    await page.getByLabel(T.do, { exact: true }).fill("2025-10-05");
    await page.getByLabel(T.lokacija).fill("Jarun, Zagreb");
    await page
      .getByLabel(T_STAFF.dokument)
      .setInputFiles({ name: "Propozicije.pdf", mimeType: "application/pdf", buffer: pdf });
    await expect(page.getByText(`${T.ucitaniDokument} Propozicije.pdf`)).toBeVisible();
    // Dropping a file leaves the typed fields alone (the spec's sample-value overwrite is not copied).
    await expect(page.getByLabel(T.nazivNatjecanja)).toHaveValue(naziv);
    await page.getByRole("button", { name: T.posalji }).click();
    await expect(page.getByText(T_STAFF.natjecanjeOk)).toBeVisible();
    await expect(page.getByLabel(T.nazivNatjecanja)).toHaveValue("");

    const card = page.getByRole("article", { name: naziv });
    await expect(card).toContainText("4. 10. 2025. – 5. 10. 2025., Jarun, Zagreb");
    const link = card.getByRole("link", { name: "Propozicije.pdf" });
    await expect(link).toHaveAttribute("target", "_blank");
    const download = await page.request.get((await link.getAttribute("href"))!);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("application/pdf");
    expect(download.headers()["content-disposition"]).toContain("filename*=UTF-8''Propozicije.pdf");
    expect(Buffer.compare(await download.body(), pdf)).toBe(0);

    // Stored for real: a fresh load still lists it.
    await page.reload();
    await expect(page.getByRole("article", { name: naziv })).toBeVisible();
  });

  test("a PNG renamed .pdf is refused with a clear message, in the browser and by the server", async ({ page }) => {
    await page.goto("/unos-natjecanja");
    await page
      .getByLabel(T_STAFF.dokument)
      .setInputFiles({ name: "rezultati.pdf", mimeType: "application/pdf", buffer: Buffer.from(pngBytes()) });
    await expect(page.getByRole("alert")).toHaveText(T_DOCUMENT_ERRORS.unsupported_type);
    await expect(page.getByText(T.ucitaniDokument)).toHaveCount(0);

    const response = await page.request.post("/api/v1/files?name=rezultati.pdf", {
      headers: { authorization: `Bearer ${await storedToken(page)}`, "content-type": "application/pdf" },
      data: Buffer.from(pngBytes()),
    });
    expect(response.status()).toBe(415);
    expect((await response.json()).error.message).toBe(T_DOCUMENT_ERRORS.unsupported_type);
  });

  test("missing fields and an end before the start are caught before anything is sent", async ({ page }) => {
    await page.goto("/unesi-natjecanja");
    await page.getByRole("button", { name: T.posalji }).click();
    await expect(page.getByRole("alert")).toHaveText(T.missingFields);

    await page.getByLabel(T.nazivNatjecanja).fill("Kup");
    await page.getByLabel(T.od, { exact: true }).fill("2025-10-05");
    await page.getByLabel(T.do, { exact: true }).fill("2025-10-04");
    await page.getByLabel(T.lokacija).fill("Zagreb");
    await page
      .getByLabel(T_STAFF.dokument)
      .setInputFiles({ name: "a.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdfBytes()) });
    await page.getByRole("button", { name: T.posalji }).click();
    await expect(page.getByRole("alert")).toHaveText(T_STAFF.datumDoPrijeOd);
  });
});

test.describe("competitions are staff-only", () => {
  test("an anonymous visitor gets no form, and the server answers 401", async ({ page }) => {
    await page.goto("/unesi-natjecanja");
    await expect(page.getByText(T.pleaseLogin)).toBeVisible();
    await expect(page.getByRole("button", { name: T.posalji })).toHaveCount(0);
    const response = await page.request.post("/api/v1/files?name=a.pdf", { data: Buffer.from(pdfBytes()) });
    expect(response.status()).toBe(401);
  });

  test("a member gets no form, and the server answers 403", async ({ page }) => {
    await signInThroughUi(page, MEMBER);
    await page.goto("/unesi-natjecanja");
    await expect(page.getByText(T_STAFF.samoOsoblje)).toBeVisible();
    await expect(page.getByRole("button", { name: T.posalji })).toHaveCount(0);
    const response = await page.request.post("/api/v1/files?name=a.pdf", {
      headers: { authorization: `Bearer ${await storedToken(page)}` },
      data: Buffer.from(pdfBytes()),
    });
    expect(response.status()).toBe(403);
  });
});
