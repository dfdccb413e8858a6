// The membership register as staff use it (issue 15), in Chromium against the real Worker, D1, R2 and the Auth
// Emulator: a membership issued with a photo to a new email becomes, once that email signs up and verifies, a
// card with its photo and a QR whose verification page follows 'Suspendiraj' and 'Aktiviraj', and after 'Izdaj
// novu iskaznicu' (issue 28 item 5) says the old QR's card was replaced while the new QR is 'Aktivna'; search and
// filters; 'Obnovi'; 'Uredi' and a stale edit's 409 text; the CSV import's preview (a bad row blocks 'Uvezi',
// a good file imports all) and 5 000 rows previewed without freezing the page; the export's neutralised cells.
import { readFile } from "node:fs/promises";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { expect, test, type Page } from "@playwright/test";
import { nextSeason } from "../../shared/entities/membership/input";
import {
  T_MEMBERSHIP_PHOTO_ERRORS,
  T_MEMBERSHIP,
  T,
  T_PROVJERA,
  T_REGISTAR,
  T_STAFF,
  T_UI,
  T_UREDI,
  T_VALIDATION,
} from "../../shared/texts";
import { croatianDate, zagrebDay } from "../../shared/dates";
import { STAFF, openVerificationLink, storedToken, tokenClaims } from "./support/staff-ui";
import { signInThroughUi } from "./support/sign-in";

/** A tag no earlier run used: lower-case letters only (a surname, an email). */
const tag = () =>
  Array.from(`${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`, (c) =>
    /\d/.test(c) ? String.fromCharCode(97 + Number(c)) : c,
  ).join("");

/** A real PNG photo, larger than the 600 px the browser shrinks it to. */
function photoPng(): Buffer {
  const png = new PNG({ width: 900, height: 700 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([30, 120, 200, 255], i);
  return PNG.sync.write(png);
}

/** The URL a QR on the screen holds, read from a screenshot of it. */
function decodeQr(png: Buffer): string {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!code) throw new Error("no QR code found in the screenshot");
  return code.data;
}

const newForm = (page: Page) => page.getByRole("form", { name: T_REGISTAR.novo });
const register = (page: Page) => page.getByTestId("registar");
const rowOf = (page: Page, text: string) => register(page).getByRole("row").filter({ hasText: text });

/** Opens the register from the staff dashboard's shortcut. */
async function openRegister(page: Page) {
  await page.goto("/dashboard");
  await page.getByRole("link", { name: T_REGISTAR.izbornik }).click();
  await expect(page.getByRole("heading", { name: T_REGISTAR.naslov, level: 1 })).toBeVisible();
}

/** Issues a membership through 'Novo članstvo' and answers the number the server gave it. */
async function issue(page: Page, m: { ime: string; prezime: string; email: string; photo?: Buffer }) {
  const form = newForm(page);
  await form.getByLabel(T_REGISTAR.ime, { exact: true }).fill(m.ime);
  await form.getByLabel(T_REGISTAR.prezime, { exact: true }).fill(m.prezime);
  await form.getByLabel(T_REGISTAR.email, { exact: true }).fill(m.email);
  if (m.photo) {
    await form
      .getByLabel(T_REGISTAR.fotografija)
      .setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: m.photo });
    await expect(form.getByTestId("photo-preview")).toBeVisible();
  }
  await form.getByRole("button", { name: T_REGISTAR.spremi }).click();
  const issued = form.getByRole("status").filter({ hasText: "Članstvo je izdano pod brojem" });
  await expect(issued).toBeVisible();
  return /pod brojem (\S+)\.$/.exec((await issued.textContent()) ?? "")![1]!;
}

async function search(page: Page, text: string) {
  await page.getByLabel(T_REGISTAR.pretraga).fill(text);
}

test("issued with a photo to a new email: the card appears once verified, its QR follows Suspendiraj, Aktiviraj and Izdaj novu iskaznicu", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const id = tag();
  const prezime = `Registrić${id}`;
  const email = `clan-${id}@demo.test`;
  await signInThroughUi(page, STAFF);
  await openRegister(page);
  const number = await issue(page, { ime: "Marta", prezime, email, photo: photoPng() });
  expect(number).toMatch(/^[A-Z]+-\d{5,}$/);

  // Found by surname, with its number and live status.
  await search(page, prezime);
  await expect(rowOf(page, prezime)).toContainText(number);
  await expect(rowOf(page, prezime)).toContainText(T_REGISTAR.statusi.aktivna!);
  await expect(register(page).locator("tbody tr").filter({ hasText: "@" })).toHaveCount(1);

  // The email signs up; unverified, it sees no card.
  const memberContext = await browser.newContext({ baseURL });
  const member = await memberContext.newPage();
  await member.goto("/signup");
  await member.getByLabel("Email").fill(email);
  await member.getByLabel("Password").fill("lozinka-123");
  await member.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(member).toHaveURL(/\/verify-email$/);
  await member.goto("/membership");
  await expect(member.getByText(T.noMemberships)).toBeVisible();
  await expect(member.getByTestId("membership-card")).toHaveCount(0);

  // It verifies, and its card shows with the photo and a QR.
  await member.goto("/verify-email");
  await member.getByRole("button", { name: T.verifyEmailButton }).click();
  await expect(member.getByText(T.verifyEmailDone)).toBeVisible();
  await openVerificationLink(request, email);
  await expect(member.getByText(T_UI.emailVerified)).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => tokenClaims(await storedToken(member)).email_verified, { timeout: 20_000 }).toBe(true);
  await member.goto("/membership");
  const card = member.getByTestId("membership-card");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`#${number}`);
  const photo = card.getByRole("img", { name: T_UI.membershipPhotoAlt(`Marta ${prezime}`) });
  await expect(photo).toHaveAttribute("src", /\/api\/v1\/provjera\/.+\/fotografija$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
  const qr = card.getByTestId("membership-qr");
  await expect(qr).toBeVisible();
  const url = decodeQr(await qr.screenshot());

  const anonymousContext = await browser.newContext({ baseURL });
  const visitor = await anonymousContext.newPage();
  await visitor.goto(url);
  await expect(visitor.getByTestId("provjera-status")).toHaveText(T_PROVJERA.aktivna);
  await expect(visitor.getByText(`Marta ${prezime}`)).toBeVisible();

  // Suspendiraj asks for the reason, which is required.
  const label = `Marta ${prezime} (${number})`;
  await rowOf(page, prezime)
    .getByRole("button", { name: `${T_REGISTAR.suspendiraj}: ${label}` })
    .click();
  const dialog = page.getByRole("dialog", { name: T_REGISTAR.suspendirajNaslov(label) });
  await dialog.getByRole("button", { name: T_REGISTAR.suspendiraj }).click();
  await expect(dialog.getByText(T_MEMBERSHIP.reasonRequired)).toBeVisible();
  await dialog.getByLabel(T_REGISTAR.razlog).fill("Neplaćena članarina");
  await dialog.getByRole("button", { name: T_REGISTAR.suspendiraj }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, prezime)).toContainText(T_REGISTAR.statusi.suspendirana!);
  await visitor.goto(url);
  await expect(visitor.getByTestId("provjera-status")).toHaveText(T_PROVJERA.suspendirana);

  // The status filter 'suspendirana' shows it while suspended, 'aktivna' does not.
  await page.getByLabel(T_REGISTAR.status, { exact: true }).selectOption("suspendirana");
  await expect(rowOf(page, prezime)).toBeVisible();
  await page.getByLabel(T_REGISTAR.status, { exact: true }).selectOption("aktivna");
  await expect(register(page).getByText(T_REGISTAR.nemaClanstava)).toBeVisible();
  await page.getByLabel(T_REGISTAR.status, { exact: true }).selectOption("");

  await rowOf(page, prezime)
    .getByRole("button", { name: `${T_REGISTAR.aktiviraj}: ${label}` })
    .click();
  await expect(page.getByRole("status").filter({ hasText: T_REGISTAR.aktivirano(number) })).toBeVisible();
  await expect(rowOf(page, prezime)).toContainText(T_REGISTAR.statusi.aktivna!);
  await visitor.goto(url);
  await expect(visitor.getByTestId("provjera-status")).toHaveText(T_PROVJERA.aktivna);

  // 'Izdaj novu iskaznicu' asks first; then the old QR says its card was replaced, showing nothing of the member.
  await rowOf(page, prezime)
    .getByRole("button", { name: `${T_REGISTAR.novaIskaznica}: ${label}` })
    .click();
  const reissue = page.getByRole("alertdialog", { name: T_REGISTAR.novaIskaznicaNaslov(label) });
  await expect(reissue).toContainText(T_REGISTAR.novaIskaznicaOpis);
  await reissue.getByRole("button", { name: T_REGISTAR.novaIskaznicaPotvrdi }).click();
  await expect(reissue).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: T_REGISTAR.novaIskaznicaIzdana(number) })).toBeVisible();
  await visitor.goto(url);
  await expect(visitor.getByTestId("provjera-status")).toHaveText(T_PROVJERA.zamijenjena);
  await expect(visitor.getByText(`Marta ${prezime}`)).toHaveCount(0);

  // The member's card screen now shows the new card: its QR is another, and it is the valid one.
  await member.reload();
  const newQr = member.getByTestId("membership-card").getByTestId("membership-qr");
  await expect(newQr).toBeVisible();
  await expect.poll(async () => decodeQr(await newQr.screenshot()), { timeout: 20_000 }).not.toBe(url);
  const newUrl = decodeQr(await newQr.screenshot());
  await visitor.goto(newUrl);
  await expect(visitor.getByTestId("provjera-status")).toHaveText(T_PROVJERA.aktivna);
  await expect(visitor.getByText(`Marta ${prezime}`)).toBeVisible();
  await visitor.goto(url);
  await expect(visitor.getByTestId("provjera-status")).toHaveText(T_PROVJERA.zamijenjena);
  await memberContext.close();
  await anonymousContext.close();
});

test("Obnovi moves the expiry one season on; Uredi changes the name; a stale edit shows the 409 text", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const prezime = `Obnović${tag()}`;
  await signInThroughUi(page, STAFF);
  await openRegister(page);
  const number = await issue(page, {
    ime: "Luka",
    prezime,
    email: `${prezime.toLowerCase().replace("ć", "c")}@demo.test`,
  });
  await search(page, prezime);
  const today = zagrebDay();
  const first = nextSeason(null, today).expiry;
  await expect(rowOf(page, prezime)).toContainText(croatianDate(first)!);

  const label = `Luka ${prezime} (${number})`;
  await rowOf(page, prezime)
    .getByRole("button", { name: `${T_REGISTAR.obnovi}: ${label}` })
    .click();
  const renewed = nextSeason(first, today).expiry;
  await expect(
    page.getByRole("status").filter({ hasText: T_REGISTAR.obnovljeno(number, croatianDate(renewed)!) }),
  ).toBeVisible();
  await expect(rowOf(page, prezime)).toContainText(croatianDate(renewed)!);

  // Uredi in two tabs: the first save wins, the second is refused with the catalogue's 409 text.
  const other = await context.newPage();
  await openRegister(other);
  await search(other, prezime);
  await expect(rowOf(other, prezime)).toContainText(croatianDate(renewed)!);
  for (const p of [page, other]) {
    await rowOf(p, prezime)
      .getByRole("button", { name: `${T_UREDI.uredi}: ${label}` })
      .click();
  }
  const dialog = page.getByRole("dialog", { name: T_UREDI.urediNaslov(label) });
  await dialog.getByLabel(T_REGISTAR.ime, { exact: true }).fill("Lukas");
  await dialog.getByRole("button", { name: T_UREDI.spremi }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, prezime)).toContainText(`Lukas ${prezime}`);
  const stale = other.getByRole("dialog", { name: T_UREDI.urediNaslov(label) });
  await stale.getByLabel(T_REGISTAR.prezime, { exact: true }).fill(`${prezime}x`);
  await stale.getByRole("button", { name: T_UREDI.spremi }).click();
  await expect(stale.getByText(T_STAFF.sukobVerzija)).toBeVisible();
  await other.close();

  // Obriši moves it to 'Obrisano', where 'Vrati' brings it back to the register.
  const edited = `Lukas ${prezime} (${number})`;
  await rowOf(page, prezime)
    .getByRole("button", { name: `${T_UREDI.obrisi}: ${edited}` })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: T_UREDI.obrisi }).click();
  await expect(register(page).getByText(T_REGISTAR.nemaClanstava)).toBeVisible();
  await page.goto("/obrisano");
  const trash = page.getByRole("article", { name: T_UREDI.vrste.memberships! });
  await trash.getByRole("button", { name: `${T_UREDI.vrati}: ${edited}` }).click();
  await expect(page.getByRole("button", { name: `${T_UREDI.vrati}: ${edited}` })).toHaveCount(0);
  await openRegister(page);
  await search(page, prezime);
  await expect(rowOf(page, prezime)).toContainText(number);
});

test("Novo članstvo refuses blank fields, a bad email, an expiry before the start and a file that is no image", async ({
  page,
}) => {
  const prezime = `Odbijenić${tag()}`;
  await signInThroughUi(page, STAFF);
  await openRegister(page);
  const form = newForm(page);
  await form.getByLabel(T_REGISTAR.ime, { exact: true }).fill("");
  await form.getByRole("button", { name: T_REGISTAR.spremi }).click();
  await expect(form.getByText(T.missingFields)).toBeVisible();
  await form.getByLabel(T_REGISTAR.ime, { exact: true }).fill("Pero");
  await form.getByLabel(T_REGISTAR.prezime, { exact: true }).fill(prezime);
  await form.getByLabel(T_REGISTAR.email, { exact: true }).fill("nije-adresa");
  await form.getByLabel(T_REGISTAR.istek, { exact: true }).fill("2000-01-01");
  await form.getByRole("button", { name: T_REGISTAR.spremi }).click();
  await expect(form.getByLabel(T_REGISTAR.email, { exact: true })).toHaveAccessibleDescription(T_VALIDATION.badEmail);
  await expect(form.getByLabel(T_REGISTAR.istek, { exact: true })).toHaveAccessibleDescription(
    T_MEMBERSHIP.expiryBeforeStart,
  );
  // A text file named .png: the browser cannot decode it, so it goes as it is and the server's refusal shows.
  await form
    .getByLabel(T_REGISTAR.email, { exact: true })
    .fill(`odbijen-${prezime.toLowerCase().replace("ć", "c")}@demo.test`);
  await form.getByLabel(T_REGISTAR.istek, { exact: true }).fill("2099-12-31");
  await form
    .getByLabel(T_REGISTAR.fotografija)
    .setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: Buffer.from("nije slika") });
  await form.getByRole("button", { name: T_REGISTAR.spremi }).click();
  await expect(form.getByText(T_MEMBERSHIP_PHOTO_ERRORS.unsupported_type)).toBeVisible();
  await search(page, prezime);
  await expect(register(page).getByText(T_REGISTAR.nemaClanstava)).toBeVisible();
});

/** A CSV of the register's import columns. */
const csv = (rows: string[][]) =>
  ["ime;prezime;email;vrsta;vrijedi_od;istek", ...rows.map((r) => r.join(";"))].join("\n");

async function dropCsv(page: Page, text: string, name = "clanovi.csv") {
  await page
    .getByLabel(T_REGISTAR.uvozDatoteka)
    .setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });
}

test("CSV import: a bad row blocks 'Uvezi' and shows its error; a good file of three rows imports all three", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const prezime = `Uvozić${tag()}`;
  const mail = (n: number) => `uvoz-${prezime.toLowerCase().replace("ć", "c")}-${n}@demo.test`;
  await signInThroughUi(page, STAFF);
  await openRegister(page);

  await dropCsv(
    page,
    csv([
      ["Ana", prezime, mail(1), "Gold", "2026-01-01", "2026-12-31"],
      ["", prezime, mail(2), "Silver", "2026-01-01", "31. 2. 2026."],
      ["Ivo", prezime, mail(1), "Bronze", "", ""],
    ]),
  );
  await expect(page.getByTestId("import-summary")).toHaveText(T_REGISTAR.pregled(3, 2));
  const preview = page.getByTestId("import-preview");
  await expect(preview.getByRole("row").filter({ hasText: mail(2) })).toContainText(T_REGISTAR.nedostajeIme);
  await expect(preview.getByRole("row").filter({ hasText: mail(2) })).toContainText(
    T_REGISTAR.losDatum(T_REGISTAR.istek),
  );
  await expect(preview.getByRole("row").filter({ hasText: "Ivo" })).toContainText(T_REGISTAR.duplikatEmaila(2));
  await expect(page.getByRole("button", { name: T_REGISTAR.uvezi })).toBeDisabled();
  await search(page, prezime);
  await expect(register(page).getByText(T_REGISTAR.nemaClanstava)).toBeVisible();

  await dropCsv(
    page,
    csv([
      ["Ana", prezime, mail(1), "Gold", "2026-01-01", "2026-12-31"],
      ["Iva", prezime, mail(2), "Silver", "1. 1. 2026.", "31. 12. 2026."],
      ["Ivo", prezime, mail(3), "Bronze", "", ""],
    ]),
  );
  await expect(page.getByTestId("import-summary")).toHaveText(T_REGISTAR.pregled(3, 0));
  await page.getByRole("button", { name: T_REGISTAR.uvezi }).click();
  await expect(page.getByText(T_REGISTAR.uvezeno(3))).toBeVisible();
  await expect(register(page).locator("tbody tr").filter({ hasText: prezime })).toHaveCount(3);
});

test("'Učitaj još' brings the next page of the register: 55 imported rows show as 50, then all 55", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const id = tag();
  const prezime = `Stranić${id}`;
  const rows = Array.from({ length: 55 }, (_, i) => [
    `Ime${String.fromCharCode(97 + (i % 26))}${i}`,
    prezime,
    `s-${id}-${i}@demo.test`,
    "Silver",
    "",
    "",
  ]);
  await signInThroughUi(page, STAFF);
  await openRegister(page);
  await dropCsv(page, csv(rows));
  await expect(page.getByTestId("import-summary")).toHaveText(T_REGISTAR.pregled(55, 0));
  await page.getByRole("button", { name: T_REGISTAR.uvezi }).click();
  await expect(page.getByText(T_REGISTAR.uvezeno(55))).toBeVisible();
  await search(page, prezime);
  const listed = register(page).locator("tbody tr").filter({ hasText: prezime });
  await expect(listed).toHaveCount(50);
  await register(page).getByRole("button", { name: T_REGISTAR.ucitajJos }).click();
  await expect(listed).toHaveCount(55);
  await expect(register(page).getByRole("button", { name: T_REGISTAR.ucitajJos })).toHaveCount(0);
});

test("5 000 rows preview without freezing the page: no long task over 200 ms, a click is handled meanwhile", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const id = tag();
  const rows = Array.from({ length: 5000 }, (_, i) => [
    `Ime${i}`,
    `Veliki${id}`,
    `v-${id}-${i}@demo.test`,
    ["Gold", "Silver", "Bronze"][i % 3]!,
    "2026-01-01",
    "2026-12-31",
  ]);
  await signInThroughUi(page, STAFF);
  await openRegister(page);
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
    }).observe({ type: "longtask", buffered: false });
  });
  await dropCsv(page, csv(rows), "veliki.csv");
  // While the file is read and checked, the page answers a click.
  const expiring = page.getByLabel(T_REGISTAR.isticeUskoro);
  await expiring.click();
  await expect(expiring).toBeChecked();
  await expect(page.getByTestId("import-summary")).toHaveText(T_REGISTAR.pregled(5000, 0), { timeout: 60_000 });
  await expect(page.getByRole("button", { name: T_REGISTAR.uvezi })).toBeEnabled();
  // Only the first rows are drawn, not 5 000.
  const drawn = await page.getByTestId("import-preview").locator("tbody tr").count();
  expect(drawn).toBeLessThanOrEqual(20);
  const longest = await page.evaluate(() => Math.max(0, ...(window as unknown as { longTasks: number[] }).longTasks));
  expect(longest).toBeLessThan(200);
});

test("the export holds the register's rows, a name starting with '=' written as '=...", async ({ page }) => {
  test.setTimeout(90_000);
  const prezime = `Izvozić${tag()}`;
  await signInThroughUi(page, STAFF);
  await openRegister(page);
  const number = await issue(page, {
    ime: "=HYPERLINK(1)",
    prezime,
    email: `izvoz-${prezime.toLowerCase().replace("ć", "c")}@demo.test`,
  });
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: T_REGISTAR.izvoz }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^registar-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path())).toString("utf8");
  expect(text.split("\n")[0]).toContain("broj,ime,prezime,email,vrsta,status,vrijedi_od,istek,datum_rodenja");
  const line = text.split(/\r?\n/).find((l) => l.includes(prezime));
  expect(line).toContain(number);
  expect(line).toContain(`'=HYPERLINK(1)`);
  expect(line).not.toMatch(/(^|,)=HYPERLINK/);
});
