// Content lifecycle as staff live it: an announcement and a result's standings are corrected, deleted and
// restored from the staff screens, home follows each step, and the audit screen shows who did what.
import { expect, test, type Page } from "@playwright/test";
import { T, T_REVIZIJA, T_STAFF, T_UREDI } from "../../shared/texts";
import { pdfBytes } from "../fixtures/documents";
import { STAFF, unique } from "./support/staff-ui";
import { signInThroughUi } from "./support/sign-in";

const eventTitles = (page: Page) =>
  page.getByRole("region", { name: T.latestEvents }).getByTestId("event-card").getByRole("heading");

async function goHome(page: Page) {
  await page.getByRole("link", { name: "Home" }).first().click();
  await expect(page.getByRole("region", { name: T.latestEvents })).toBeVisible();
}

test("an announcement is edited, deleted and restored, home follows, and the audit screen shows it", async ({
  page,
}) => {
  await signInThroughUi(page, STAFF);
  const before = unique("Regata na Jarunu");
  const after = `${before} (ispravljeno)`;
  await page.goto("/unesi-najavu");
  await page.getByLabel(T.naslov).first().fill(before);
  await page.getByLabel(T.opis).first().fill("Start u 9 sati kod veslačkog doma.");
  await page.getByRole("button", { name: T.posalji }).click();
  await expect(page.getByText(T.najavaOk)).toBeVisible();

  // Uredi: the form prefilled in a dialog; the new title on home.
  await page.getByRole("button", { name: `${T_UREDI.uredi}: ${before}` }).click();
  const dialog = page.getByRole("dialog", { name: T_UREDI.urediNaslov(before) });
  await expect(dialog.getByLabel(T.naslov)).toHaveValue(before);
  await dialog.getByLabel(T.naslov).fill(after);
  await dialog.getByRole("button", { name: T_UREDI.spremi }).click();
  await expect(dialog).toBeHidden();
  await goHome(page);
  await expect(eventTitles(page).filter({ hasText: after })).toHaveCount(1);
  await expect(eventTitles(page).filter({ hasText: new RegExp(`^${before}$`) })).toHaveCount(0);

  // Obriši: asks first, naming the item; then gone from home.
  await page.goto("/unesi-najavu");
  await page.getByRole("button", { name: `${T_UREDI.obrisi}: ${after}` }).click();
  const confirm = page.getByRole("alertdialog", { name: T_UREDI.obrisiNaslov });
  await expect(confirm).toContainText(after);
  await confirm.getByRole("button", { name: T_UREDI.obrisi }).click();
  await expect(confirm).toBeHidden();
  await goHome(page);
  await expect(eventTitles(page).filter({ hasText: after })).toHaveCount(0);

  // Vrati from 'Obrisano': back on home.
  await page.goto("/obrisano");
  await page.getByRole("button", { name: `${T_UREDI.vrati}: ${after}` }).click();
  await expect(page.getByRole("button", { name: `${T_UREDI.vrati}: ${after}` })).toHaveCount(0);
  await goHome(page);
  await expect(eventTitles(page).filter({ hasText: after })).toHaveCount(1);

  // The audit screen: the edit with before and after, the delete and the restore.
  await page.goto("/admin/revizija");
  await expect(page.getByRole("heading", { name: T_REVIZIJA.naslov })).toBeVisible();
  const entries = page.getByRole("row").filter({ hasText: after });
  await expect(entries.filter({ hasText: T_REVIZIJA.radnje.update! }).filter({ hasText: before })).toHaveCount(1);
  await expect(entries.filter({ hasText: T_REVIZIJA.radnje.delete! })).toHaveCount(1);
  await expect(entries.filter({ hasText: T_REVIZIJA.radnje.restore! })).toHaveCount(1);
});

test("a result's standings are corrected and home's result card shows the correction", async ({ page }) => {
  await signInThroughUi(page, STAFF);
  const naziv = unique("Kup Save");
  await page.goto("/unos-rezultata");
  await page.getByLabel(T_STAFF.ilNazivNatjecanja).fill(naziv);
  await page.getByLabel(`${T_STAFF.mjesto} 1`).fill("1");
  await page.getByLabel(`${T.ime} 1`).fill("VK Gusar");
  await page.getByLabel(`${T_STAFF.bodovi} 1`).fill("30");
  await page.getByRole("button", { name: T_STAFF.dodajRedak }).click();
  await page.getByLabel(`${T.ime} 2`).fill("VK Jadran");
  await page.getByLabel(`${T_STAFF.bodovi} 2`).fill("20");
  await page.getByRole("button", { name: T.posalji }).click();
  await expect(page.getByText(T_STAFF.rezultatOk)).toBeVisible();

  // Swap the places in the edit dialog.
  await page.getByRole("button", { name: `${T_UREDI.uredi}: ${naziv}` }).click();
  const dialog = page.getByRole("dialog", { name: T_UREDI.urediNaslov(naziv) });
  await expect(dialog.getByLabel(`${T.ime} 1`)).toHaveValue("VK Gusar");
  await dialog.getByLabel(`${T_STAFF.mjesto} 1`).fill("2");
  await dialog.getByLabel(`${T_STAFF.mjesto} 2`).fill("1");
  await dialog.getByRole("button", { name: T_UREDI.spremi }).click();
  await expect(dialog).toBeHidden();

  await goHome(page);
  const card = page
    .getByRole("region", { name: T.latestResults })
    .getByTestId("result-card")
    .filter({ hasText: naziv });
  await expect(card.getByRole("row")).toHaveText([/Mjesto/, /1\.\s*VK Jadran\s*20/, /2\.\s*VK Gusar\s*30/]);

  // 'Povijest' of the result shows the standings before and after.
  await page.goto("/unos-rezultata");
  await page.getByRole("button", { name: `${T_UREDI.uredi}: ${naziv}` }).click();
  const edit = page.getByRole("dialog", { name: T_UREDI.urediNaslov(naziv) });
  await edit.getByRole("tab", { name: T_UREDI.povijest }).click();
  await expect(edit.getByText(T_REVIZIJA.radnje.update!).first()).toBeVisible();
  await expect(edit.getByText(/VK Jadran/).first()).toBeVisible();
});

test("a competition's dates are corrected and its document replaced from the edit dialog", async ({ page }) => {
  await signInThroughUi(page, STAFF);
  const naziv = unique("Zimska regata");
  await page.goto("/unesi-natjecanja");
  await page.getByLabel(T.nazivNatjecanja).fill(naziv);
  await page.getByLabel(T.od, { exact: true }).fill("2025-12-06");
  await page.getByLabel(T.do, { exact: true }).fill("2025-12-06");
  await page.getByLabel(T.lokacija).fill("Jarun");
  await page
    .getByLabel(T_STAFF.dokument)
    .setInputFiles({ name: "Propozicije.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdfBytes(naziv)) });
  await page.getByRole("button", { name: T.posalji }).click();
  await expect(page.getByText(T_STAFF.natjecanjeOk)).toBeVisible();

  await page.getByRole("button", { name: `${T_UREDI.uredi}: ${naziv}` }).click();
  let dialog = page.getByRole("dialog", { name: T_UREDI.urediNaslov(naziv) });
  await dialog.getByLabel(T.do, { exact: true }).fill("2025-12-07");
  await dialog.getByRole("button", { name: T_UREDI.spremi }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("article", { name: naziv });
  await expect(card).toContainText("6. 12. 2025. – 7. 12. 2025., Jarun");

  // The form read version 1; the row is now at 2, so the dialog opens on the new version and the file saves.
  await card.getByRole("button", { name: `${T_UREDI.uredi}: ${naziv}` }).click();
  dialog = page.getByRole("dialog", { name: T_UREDI.urediNaslov(naziv) });
  await dialog
    .getByLabel(T_UREDI.zamijeniDokument)
    .setInputFiles({ name: "Propozicije-v2.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdfBytes(naziv)) });
  await expect(dialog).toBeHidden();
  const link = card.getByRole("link", { name: "Propozicije-v2.pdf" });
  await expect(link).toBeVisible();
  const download = await page.request.get((await link.getAttribute("href"))!);
  expect(download.status()).toBe(200);
});
