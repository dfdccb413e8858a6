// A competition's venue (`mjesto`, issue 27's field added in its folder alone): staff enter it in
// 'Unesi Natjecanje' and change it in the competition's edit dialog, the card names it before the address,
// and a visitor reads it among the details of /natjecanja/:id.
import { expect, test, type Page } from "@playwright/test";
import { T, T_NATJECANJE, T_STAFF, T_UREDI } from "../../shared/texts";
import { pdfBytes } from "../fixtures/documents";
import { signInThroughUi } from "./support/sign-in";
import { STAFF, unique } from "./support/staff-ui";

const VENUE = "Dom sportova, Trg Krešimira Ćosića 11";

/** The id of the stored competition named `naziv`, from the staff list's own Natjecanja read on a reload. */
async function competitionId(page: Page, naziv: string): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith("/v1/graphql") && r.request().postDataJSON()?.operationName === "Natjecanja",
    ),
    page.reload(),
  ]);
  const body = (await response.json()) as { data: { natjecanja: { id: string; naziv: string }[] } };
  return body.data.natjecanja.find((n) => n.naziv === naziv)!.id;
}

test("staff enter and edit a competition's venue, and its public page shows it", async ({ page }) => {
  await signInThroughUi(page, STAFF);
  const naziv = unique("Dvoranski kup");
  await page.goto("/unesi-natjecanja");
  await page.getByLabel(T.nazivNatjecanja).fill(naziv);
  await page.getByLabel(T.od, { exact: true }).fill("2031-02-01");
  await page.getByLabel(T.do, { exact: true }).fill("2031-02-02");
  await page.getByLabel(T_NATJECANJE.mjesto).fill(VENUE);
  await page.getByLabel(T.lokacija).fill("Zagreb");
  await page
    .getByLabel(T_STAFF.dokument)
    .setInputFiles({ name: "Propozicije.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdfBytes(naziv)) });
  await page.getByRole("button", { name: T.posalji }).click();
  await expect(page.getByText(T_STAFF.natjecanjeOk)).toBeVisible();
  const card = page.getByRole("article", { name: naziv });
  await expect(card).toContainText(`1. 2. 2031. – 2. 2. 2031., ${VENUE}, Zagreb`);

  // The edit dialog holds the venue; a new one is saved and shown.
  await card.getByRole("button", { name: `${T_UREDI.uredi}: ${naziv}` }).click();
  const dialog = page.getByRole("dialog", { name: T_UREDI.urediNaslov(naziv) });
  await expect(dialog.getByLabel(T_NATJECANJE.mjesto)).toHaveValue(VENUE);
  await dialog.getByLabel(T_NATJECANJE.mjesto).fill("Bazen Mladost");
  await dialog.getByRole("button", { name: T_UREDI.spremi }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText("Bazen Mladost, Zagreb");

  // A visitor reads it among the competition's details.
  const id = await competitionId(page, naziv);
  await page.goto(`/natjecanja/${id}`);
  const details = page.locator("dl.javno-facts");
  await expect(details.locator("div", { has: page.getByText(T_NATJECANJE.mjesto) }).locator("dd")).toHaveText(
    "Bazen Mladost",
  );
  await expect(details).toContainText(T_NATJECANJE.lokacija);
});
