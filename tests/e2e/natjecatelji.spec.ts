import { expect, test, type Page } from "@playwright/test";
import { graphql } from "./support/stack";
import { T, T_ENTRY, T_STAFF } from "../../shared/texts";
import { win1250 } from "../fixtures/win1250";
import { expectAccessible } from "./support/spa";
import { MEMBER, STAFF, storedToken } from "./support/staff-ui";
import { signInThroughUi } from "./support/sign-in";

const dropCsv = (page: Page, name: string, bytes: Uint8Array) =>
  page.getByLabel("CSV").setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(bytes) });

const stored = (page: Page) => page.getByRole("table", { name: T_ENTRY.spremljeniNatjecatelji });
const preview = (page: Page) => page.getByRole("table", { name: /Natjecatelja za slanje/ });

/** A suffix no earlier run used, in letters only (team names stay realistic). */
const run = () =>
  Date.now()
    .toString(36)
    .replace(/[0-9]/g, (d) => "abcdefghij"[Number(d)]!);

test.describe("competitors as staff", () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughUi(page, STAFF);
  });

  test("a ;-separated Windows-1250 CSV with diacritics previews correctly and is stored", async ({ page }) => {
    const team = `VK Trešnjevka ${run()}`;
    await page.goto("/unesi-natjecatelje");
    await expect(page.getByText(T.csvHint)).toBeVisible();
    await expect(page.getByRole("button", { name: T.posalji })).toBeDisabled();

    const csv = `Ime;Prezime;Team\r\nĐuro;Šimić;${team}\r\n\r\nŽeljka;"Čačić; Ćosić";${team}\r\n`;
    await dropCsv(page, "natjecatelji.csv", win1250(csv));
    const rows = preview(page).getByRole("row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(`ĐuroŠimić${team}`);
    await expect(rows.nth(2)).toContainText(`ŽeljkaČačić; Ćosić${team}`);
    await expectAccessible(page);

    await page.getByRole("button", { name: T.posalji }).click();
    await expect(page.getByText(T_ENTRY.natjecateljiOk(2))).toBeVisible();
    await expect(preview(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: T.posalji })).toBeDisabled();
    await expect(stored(page).getByRole("row", { name: `Đuro Šimić ${team}` })).toBeVisible();
    await page.reload();
    await expect(stored(page).getByRole("row", { name: `Željka Čačić; Ćosić ${team}` })).toBeVisible();
  });

  test("a CSV missing team shows the spec text and leaves the list as it was", async ({ page }) => {
    await page.goto("/unos-natjecatelja");
    await page.getByLabel(T.ime, { exact: true }).fill("Ana");
    await page.getByLabel(T.prezime).fill("Babić");
    await page.getByLabel(T.tim).fill("HAVK Mladost");
    await page.getByRole("button", { name: T_ENTRY.dodaj }).click();
    await expect(preview(page).getByRole("row")).toHaveCount(2);
    const storedBefore = await stored(page).getByRole("row").count();

    await dropCsv(page, "bez-tima.csv", new TextEncoder().encode("ime,prezime,klub\nIvo,Ivić,KK\n"));
    await expect(page.getByRole("alert")).toContainText("CSV datoteka mora sadržavati stupce: ime, prezime, team.");
    await expect(preview(page).getByRole("row")).toHaveCount(2);
    await expect(preview(page).getByRole("row").nth(1)).toContainText("AnaBabićHAVK Mladost");
    await expect(stored(page).getByRole("row")).toHaveCount(storedBefore);
  });

  test("manual add needs all three fields", async ({ page }) => {
    await page.goto("/unesi-natjecatelje");
    await page.getByLabel(T.ime, { exact: true }).fill("Ana");
    await page.getByRole("button", { name: T_ENTRY.dodaj }).click();
    await expect(page.getByRole("alert")).toHaveText(T.missingFields);
    await expect(preview(page)).toHaveCount(0);
    await expect(page.getByLabel(T.ime, { exact: true })).toHaveValue("Ana");
  });

  test("duplicates within the file and against stored competitors are flagged", async ({ page }) => {
    const team = `RK Dubrava ${run()}`;
    const token = await storedToken(page);
    const objects = [{ ime: "Luka", prezime: "Perić", team }];
    const seeded = await graphql(page.request, "InsertNatjecatelji", { objects }, token);
    expect(seeded.ok()).toBe(true);

    await page.goto("/unesi-natjecatelje");
    const csv = `ime,prezime,team\nMarko,Kovač,${team}\nmarko,KOVAC,${team.toLowerCase()}\nLUKA,peric,${team}\nIva,Novak,${team}\n`;
    await dropCsv(page, "duplikati.csv", new TextEncoder().encode(csv));
    const rows = preview(page).getByRole("row");
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(1)).not.toContainText(T_ENTRY.duplikatRetka(1));
    await expect(rows.nth(2)).toContainText(T_ENTRY.duplikatRetka(1));
    await expect(rows.nth(3)).toContainText(T_ENTRY.vecSpremljen);
    await expect(rows.nth(4)).not.toContainText(T_ENTRY.vecSpremljen);
    await expectAccessible(page);

    await page.getByRole("button", { name: T_ENTRY.ukloniDuplikate }).click();
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText("MarkoKovač");
    await expect(rows.nth(2)).toContainText("IvaNovak");
  });
});

test.describe("competitors refused to a member", () => {
  test("the page refuses in the UI and the server answers 403", async ({ page }) => {
    await signInThroughUi(page, MEMBER);
    await page.goto("/unesi-natjecatelje");
    await expect(page.getByRole("alert")).toHaveText(T_STAFF.samoOsoblje);
    await expect(page.getByLabel("CSV")).toHaveCount(0);
    const token = await storedToken(page);
    for (const [operationName, variables] of [
      ["InsertNatjecatelji", { objects: [{ ime: "A", prezime: "B", team: "C" }] }],
      ["Natjecatelji", {}],
    ] as const) {
      const response = await graphql(page.request, operationName, variables, token);
      const body = await response.json();
      expect([operationName, response.status()]).toEqual([operationName, 403]);
      expect(JSON.stringify(body)).not.toContain('"natjecatelji":[');
    }
  });
});
