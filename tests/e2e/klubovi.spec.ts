// Clubs, athletes and licences in Chromium (issue 29, the first acceptance line): the tajnik of RK Dubrava adds
// an athlete by hand and three by CSV (one refused for a bad OIB, shown at its row; the file fixed, the other
// two imported) and requests their licences; staff@demo.test (Zicer Savez only) sees none of the requests;
// rukomet@demo.test approves two and rejects one with a reason; the official sees the statuses and the reason;
// the approved athlete's licence QR, decoded from a screenshot, opens /provjera/... anonymously showing
// 'Licenca', the season, the club and 'Aktivna'. The clubs, the active season and the officials are the demo
// data of the clubs branch (worker/seed/demo.sql); ./support/klubovi-accounts.ts makes sure of the accounts.
import type { Browser, Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { oibCheckDigit } from "../../shared/season/oib";
import { expect, expectAccessible, test } from "./support/spa";
import { KLUB, RUKOMET, ensureSeasonAccounts } from "./support/klubovi-accounts";
import { signInThroughUi } from "./support/sign-in";
import { STAFF } from "./support/staff-ui";

/** A valid OIB no earlier run used: ten random digits and their ISO 7064 MOD 11,10 check digit. */
function freshOib(): string {
  const first = `${1 + Math.floor(Math.random() * 9)}${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  return `${first}${oibCheckDigit(first)}`;
}

/** The same OIB with its check digit wrong. */
const badOib = (oib: string) => `${oib.slice(0, 10)}${(Number(oib[10]) + 1) % 10}`;

async function decodeQr(png: Buffer): Promise<string> {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!code) throw new Error("no QR code found in the screenshot");
  return code.data;
}

async function signedInPage(
  browser: Browser,
  baseURL: string | undefined,
  account: { email: string; password: string },
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInThroughUi(page, account);
  return page;
}

const csv = (rows: string[][]) =>
  Buffer.from(["ime,prezime,datum_rodenja,spol,oib", ...rows.map((r) => r.join(","))].join("\n"), "utf8");

const row = (page: Page, name: string) => page.getByTestId("sportas-row").filter({ hasText: name });

test.beforeAll(ensureSeasonAccounts);

test("an official registers athletes and requests licences; the federation decides; the card verifies", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const surname = (n: number) => `Klubić${run}${"abcd"[n]}`;
  const [hand, first, second, refused] = [0, 1, 2, 3].map((n) => ({
    ime: "Ana",
    prezime: surname(n),
    oib: freshOib(),
  }));
  const names = [hand, first, second].map((a) => `${a.ime} ${a.prezime}`);

  // The tajnik of RK Dubrava: one athlete by hand.
  const klub = await signedInPage(browser, baseURL, KLUB);
  await klub.goto("/moj-klub");
  await expect(klub.getByRole("heading", { level: 1 })).toHaveText("Moj klub: Rukometni klub Dubrava");
  const season = /Aktivna sezona: (\S+)/.exec(await klub.locator(".page").innerText())?.[1] ?? "";
  expect(season).not.toBe("");
  await klub.getByLabel("Ime", { exact: true }).fill(hand.ime);
  await klub.getByLabel("Prezime", { exact: true }).fill(hand.prezime);
  await klub.getByLabel("Datum rođenja", { exact: true }).fill("2011-04-12");
  await klub.getByLabel("Spol", { exact: true }).selectOption("M");
  await klub.getByLabel("OIB", { exact: true }).fill(hand.oib);
  await klub.getByRole("button", { name: "Dodaj sportaša" }).click();
  await expect(klub.getByText(`Sportaš ${names[0]} je dodan.`)).toBeVisible();

  // Three by CSV, one with a bad OIB: refused at its row (line 4), nothing can be imported.
  const input = klub.getByLabel("CSV datoteka za uvoz");
  const rows = [first, second, refused].map((a, i) => [a.ime, a.prezime, `2012-0${i + 1}-15`, "Ž", a.oib]);
  rows[2]![4] = badOib(refused.oib);
  await input.setInputFiles({ name: "sportasi.csv", mimeType: "text/csv", buffer: csv(rows) });
  await expect(klub.getByTestId("import-summary")).toHaveText("Pregled: 3 redaka, 1 s greškom.");
  const badRow = klub.getByTestId("import-preview").locator('tr[data-line="4"]');
  await expect(badRow).toHaveClass(/row-error/);
  await expect(badRow).toContainText("OIB nije ispravan");
  await expect(klub.getByRole("button", { name: "Uvezi" })).toBeDisabled();
  // The file fixed (the refused row left out): the other two, all or nothing.
  await input.setInputFiles({ name: "sportasi.csv", mimeType: "text/csv", buffer: csv(rows.slice(0, 2)) });
  await expect(klub.getByTestId("import-summary")).toHaveText("Pregled: 2 redaka, 0 s greškom.");
  await klub.getByRole("button", { name: "Uvezi" }).click();
  await expect(klub.getByText("Uvezeno je 2 sportaša.")).toBeVisible();

  // Licences for the three at once.
  for (const name of names) await klub.getByRole("checkbox", { name: `Odaberi: ${name}` }).check();
  await klub.getByRole("button", { name: "Zatraži licence (3)" }).click();
  await expect(klub.getByText("Zatraženo licenci: 3.")).toBeVisible();
  for (const name of names) await expect(row(klub, name).getByTestId("licenca-status")).toHaveText("Zatražena");

  // Staff of Zicer Savez only: none of RK Dubrava's requests.
  const zicer = await signedInPage(browser, baseURL, STAFF);
  await zicer.goto("/licence");
  await expect(zicer.getByRole("heading", { level: 1 })).toHaveText("Licence na čekanju");
  await expect(zicer.getByText(surname(0).slice(0, -1))).toHaveCount(0);

  // Staff of Rukometni savez Zagreba: approve two, reject one with a reason.
  const rukomet = await signedInPage(browser, baseURL, RUKOMET);
  await rukomet.goto("/licence");
  const queue = rukomet.getByTestId("licence-queue");
  for (const name of names) await expect(queue.getByText(name)).toBeVisible();
  for (const name of names.slice(0, 2)) {
    await rukomet.getByRole("button", { name: `Odobri: ${name}` }).click();
    await expect(rukomet.getByText("Odobreno: 1.")).toBeVisible();
  }
  await rukomet.getByRole("button", { name: `Odbij: ${names[2]}` }).click();
  const dialog = rukomet.getByRole("dialog");
  await dialog.getByLabel("Razlog odbijanja").fill("Nedostaje liječnička potvrda.");
  await dialog.getByRole("button", { name: "Odbij", exact: true }).click();
  await expect(rukomet.getByText("Odbijeno: 1.")).toBeVisible();
  await expect(queue.getByText(names[0]!)).toHaveCount(0);

  // The official sees the statuses and the reason.
  await klub.reload();
  await expect(row(klub, names[0]!).getByTestId("licenca-status")).toHaveText("Aktivna");
  await expect(row(klub, names[1]!).getByTestId("licenca-status")).toHaveText("Aktivna");
  await expect(row(klub, names[2]!).getByTestId("licenca-status")).toHaveText(
    "Odbijena: Nedostaje liječnička potvrda.",
  );

  // The approved licence's card: its QR opens the verification page for anyone.
  await row(klub, names[0]!)
    .getByRole("button", { name: `Licenca: ${names[0]}` })
    .click();
  const qr = klub.getByTestId("licence-card").getByTestId("membership-qr");
  await expect(qr).toBeVisible();
  const url = await decodeQr(await qr.screenshot());
  expect(url).toMatch(/\/provjera\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
  expect(url.length).toBeLessThanOrEqual(300);
  const anonymous = await browser.newContext({ baseURL });
  const visitor = await anonymous.newPage();
  await visitor.goto(url);
  await expect(visitor.getByTestId("provjera-status")).toHaveText("Aktivna");
  const facts = visitor.getByTestId("provjera-licenca");
  await expect(facts).toContainText("Licenca");
  await expect(facts).toContainText(season);
  await expect(facts).toContainText("Rukometni klub Dubrava");
  await expect(visitor.getByText(names[0]!)).toBeVisible();
  await anonymous.close();

  // 'Moj klub' and the queue with their rows: usable at 360 px (nothing scrolls sideways) and axe-clean.
  for (const [page, path] of [
    [klub, "/moj-klub"],
    [rukomet, "/licence"],
  ] as const) {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
  }
  for (const page of [klub, zicer, rukomet]) await page.context().close();
});
