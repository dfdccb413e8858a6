// The admin area end to end (real Worker, D1, R2 and the Auth Emulator): the acceptance — a demo admin
// creates a federation with a logo and invites a new email as its staff; that email signs up, has no staff
// rights until it verifies, then is welcomed by its federation, publishes, and home names the federation —
// plus the last admin who cannot be removed, granting and revoking on the People screen with 'Učitaj još',
// withdrawing an invitation, and the refusal of everyone who is not an admin.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { T_ADMIN_ERRORS, T, T_ADMIN, T_SAVEZ, T_STAFF, T_UI } from "../../shared/texts";
import { expectAccessible } from "./support/spa";
import {
  EMULATOR,
  MEMBER,
  PROJECT_ID,
  STAFF,
  openVerificationLink,
  storedToken,
  tokenClaims,
} from "./support/staff-ui";
import { emulatorSignUp, idToken, signInThroughUi, type Credentials } from "./support/sign-in";
import { graphql } from "./support/stack";

const ADMIN = { email: "admin@demo.test", password: "demo-admin-1" };
const RUKOMET = "Rukometni savez Zagreba";

/** A 1×1 PNG: a real image by its bytes, as the Worker checks. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** A tag no earlier run used (lower-case letters and digits: fits a slug and an email). */
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** The admin's Bearer header, from the emulator. */
async function bearer(request: APIRequestContext, account: Credentials) {
  return { authorization: `Bearer ${await idToken(request, account)}` };
}

/**
 * A new emulator account with a verified email that has made one request to the Worker (so it has a users
 * row and shows among the people).
 */
/** The emails of the pending invitations, as the admin API lists them. */
async function pendingEmails(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/api/v1/admin/invitations", { headers: await bearer(request, ADMIN) });
  expect(response.ok()).toBe(true);
  const { invitations } = (await response.json()) as { invitations: { email: string }[] };
  return invitations.map((invitation) => invitation.email);
}

/** Waits until the pending-invitations list has loaded: its rows, or the text that there are none. */
async function invitationsLoaded(page: Page) {
  await expect(page.getByText(T_ADMIN.nemaPozivnica).or(page.getByRole("row").nth(1))).toBeVisible();
}

async function verifiedAccount(request: APIRequestContext, email: string) {
  const localId = await emulatorSignUp(request, { email, password: "lozinka-123" });
  const update = await request.post(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      headers: { authorization: "Bearer owner" },
      data: { localId, emailVerified: true },
    },
  );
  expect(update.ok()).toBe(true);
  const me = await request.get("/api/v1/me", { headers: await bearer(request, { email, password: "lozinka-123" }) });
  expect(me.ok()).toBe(true);
}

/** The row of the people table for an email. */
const personRow = (page: Page, email: string) => page.locator(`tr[data-email="${email}"]`);

async function searchPeople(page: Page, query: string) {
  await page.getByRole("searchbox", { name: T_ADMIN.trazi }).fill(query);
}

test.describe("the admin area", () => {
  test("acceptance: a new federation with a logo invites its staff, who publishes once verified", async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(150_000);
    const id = tag();
    const naziv = `Savez za test ${id}`;
    const slug = `savez-test-${id}`;
    const email = `novi-djelatnik-${id}@demo.test`;

    // The admin opens the admin area from the drawer.
    await signInThroughUi(page, ADMIN);
    await page.getByRole("button", { name: T_UI.openMenu }).click();
    await page.getByRole("dialog").getByRole("link", { name: T_ADMIN.navAdmin }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: T_ADMIN.title })).toBeVisible();
    await expectAccessible(page);

    // Creates the federation with its logo.
    await page.getByRole("navigation", { name: T_ADMIN.odjeljci }).getByRole("link", { name: T_ADMIN.savezi }).click();
    await page.getByRole("link", { name: T_ADMIN.noviSavez }).click();
    await expect(page).toHaveURL(/\/admin\/savezi\/novi$/);
    await page.getByLabel(T_ADMIN.nazivSaveza).fill(naziv);
    await page.getByLabel(T_ADMIN.slug).fill(slug);
    await page.getByLabel(T_ADMIN.opisSaveza).fill("Savez stvoren u testu preglednika.");
    await page.getByLabel(T_ADMIN.emailSaveza).fill(`info@${slug}.demo.test`);
    await page.getByLabel(T_ADMIN.webSaveza).fill(`https://${slug}.demo.test`);
    await page.getByLabel(T_ADMIN.logo, { exact: true }).setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: PNG,
    });
    await expect(page.getByRole("img", { name: T_ADMIN.logoPreviewAlt })).toBeVisible();
    await expectAccessible(page);
    const upload = page.waitForResponse(
      (r) => r.url().includes("/api/v1/files/slike?") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: T_ADMIN.spremi }).click();
    expect((await upload).status()).toBe(201);
    await expect(page).toHaveURL(/\/admin\/savezi$/);
    await expect(page.getByText(T_ADMIN.savezDodan(naziv))).toBeVisible();
    const logo = page.getByRole("img", { name: T_SAVEZ.logoAlt(naziv) });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    const logoResponse = await request.get((await logo.getAttribute("src"))!);
    expect(logoResponse.headers()["content-type"]).toBe("image/png");
    await expectAccessible(page);

    // Invites the new email as the federation's staff.
    await page
      .getByRole("navigation", { name: T_ADMIN.odjeljci })
      .getByRole("link", { name: T_ADMIN.pozivnice })
      .click();
    await page.getByLabel(T_ADMIN.emailPozvanog).fill(email);
    await page.getByLabel(T_ADMIN.uloga).selectOption({ label: T_ADMIN.ulogaStaff });
    await page.getByLabel(T_ADMIN.savez, { exact: true }).selectOption({ label: naziv });
    await page.getByRole("button", { name: T_ADMIN.posaljiPozivnicu }).click();
    await expect(page.getByText(T_ADMIN.pozivnicaSpremljena(email))).toBeVisible();
    const pending = page.getByRole("row").filter({ hasText: email });
    await expect(pending).toContainText(T_ADMIN.osobljeSaveza(naziv));
    await expectAccessible(page);

    // The email signs up in the emulator (another browser): until it verifies, it has no staff rights.
    const context = await browser.newContext({ baseURL });
    const invited = await context.newPage();
    await invited.goto("/signup");
    await invited.getByLabel("Email").fill(email);
    await invited.getByLabel("Password").fill("lozinka-123");
    await invited.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(invited).toHaveURL(/\/verify-email$/);
    const unverifiedToken = await storedToken(invited);
    const me = await request.get("/api/v1/me", { headers: { authorization: `Bearer ${unverifiedToken}` } });
    expect(await me.json()).toMatchObject({ role: "member", emailVerified: false, savezi: [] });
    const variables = { subject: "Ne smije proći", description: "Nepotvrđena adresa." };
    const refused = await graphql(request, "CreateNajava", variables, unverifiedToken);
    expect(refused.status()).toBe(403);
    await invited.goto("/unesi-najavu");
    await expect(invited.getByText(T_STAFF.samoOsoblje)).toBeVisible();
    await expect(invited.getByLabel(T.naslov)).toHaveCount(0);
    // The staff section is decided by /api/v1/me: wait for its answer before asserting there is none.
    const meAnswered = invited.waitForResponse((r) => r.url().endsWith("/api/v1/me") && r.ok());
    await invited.goto("/dashboard");
    await meAnswered;
    await expect(invited.getByText(`${email} (${T_UI.notVerified})`)).toBeVisible();
    await expect(invited.getByRole("heading", { name: /^Dobrodošli / })).toHaveCount(0);
    // The invitation is still pending, and People shows it under the unverified account.
    expect(await pendingEmails(request)).toContain(email);
    await page.reload();
    await expect(page.getByRole("row").filter({ hasText: email })).toBeVisible();
    await page.goto("/admin/ljudi");
    await searchPeople(page, email);
    await expect(personRow(page, email)).toContainText(T_ADMIN.nepotvrdjeno);
    await expect(personRow(page, email)).toContainText(T_ADMIN.naCekanju(T_ADMIN.osobljeSaveza(naziv)));
    await expectAccessible(page);
    await page.goto("/admin/pozivnice");

    // It verifies: the verification screen picks that up, and the invitation applies.
    await invited.goto("/verify-email");
    await invited.getByRole("button", { name: T.verifyEmailButton }).click();
    await expect(invited.getByText(T.verifyEmailDone)).toBeVisible();
    await openVerificationLink(request, email);
    await expect(invited.getByText(T_UI.emailVerified)).toBeVisible({ timeout: 20_000 });
    // The screen says verified as soon as the SDK reloads the user; the token that says so is stored a moment
    // later. The staff rights follow that token, so wait for it before opening the dashboard.
    await expect
      .poll(async () => tokenClaims(await storedToken(invited)).email_verified, { timeout: 20_000 })
      .toBe(true);

    await invited.goto("/dashboard");
    await expect(invited.getByRole("heading", { name: T_SAVEZ.dobrodosli(naziv) })).toBeVisible();

    // It publishes an announcement, and home names the federation on it.
    const subject = `Prva najava ${naziv}`;
    await invited.goto("/unesi-najavu");
    await invited.getByLabel(T.naslov).fill(subject);
    await invited.getByLabel(T.opis).fill("Pozivamo sve članove na prvo okupljanje.");
    await invited.getByRole("button", { name: T.posalji }).click();
    await expect(invited.getByText(T.najavaOk)).toBeVisible();
    await invited.goto("/");
    const card = invited.getByTestId("event-card").filter({ hasText: subject });
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: naziv, exact: true })).toHaveAttribute("href", `/savezi/${slug}`);
    await context.close();

    // For the admin: no longer pending, and the person holds the role.
    expect(await pendingEmails(request)).not.toContain(email);
    await page.reload();
    await invitationsLoaded(page);
    await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);
    await page.getByRole("navigation", { name: T_ADMIN.odjeljci }).getByRole("link", { name: T_ADMIN.ljudi }).click();
    await searchPeople(page, email);
    await expect(personRow(page, email)).toContainText(T_ADMIN.osobljeSaveza(naziv));
  });

  test("the last admin cannot be removed: the dialog shows the server's 409 text and nothing changes", async ({
    page,
    request,
  }) => {
    await signInThroughUi(page, ADMIN);
    await page.goto("/admin/ljudi");
    await searchPeople(page, "ADMIN@demo"); // prefix search ignores case
    const row = personRow(page, ADMIN.email);
    await expect(row).toBeVisible();
    await expect(row.locator(".badge-admin")).toHaveText(new RegExp(T_ADMIN.ulogaAdmin));
    await expectAccessible(page);

    await row.getByRole("button", { name: new RegExp(`^${T_ADMIN.ukloni} ulogu ${T_ADMIN.ulogaAdmin}: `) }).click();
    const dialog = page.getByRole("alertdialog", { name: T_ADMIN.uklanjanjeNaslov });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(ADMIN.email); // it names the person …
    await expect(dialog).toContainText(`„${T_ADMIN.ulogaAdmin}”`); // … and the role
    await expectAccessible(page);
    const revoke = page.waitForResponse((r) => r.url().endsWith("/api/v1/admin/roles"));
    await dialog.getByRole("button", { name: T_ADMIN.ukloni, exact: true }).click();
    expect((await revoke).status()).toBe(409);
    await expect(dialog.getByRole("alert")).toHaveText(T_ADMIN_ERRORS.lastAdmin);
    await dialog.getByRole("button", { name: T_ADMIN.odustani }).click();
    await expect(dialog).toHaveCount(0);

    await page.reload();
    await searchPeople(page, ADMIN.email);
    await expect(personRow(page, ADMIN.email).locator(".badge-admin")).toBeVisible();
    const me = await request.get("/api/v1/me", { headers: await bearer(request, ADMIN) });
    expect(await me.json()).toMatchObject({ role: "admin", emailVerified: true });
  });

  test("people: search by prefix 50 a page with 'Učitaj još'; grant and revoke staff behind confirmations", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const id = tag();
    const prefix = `ljudi-${id}-`;
    const emails = Array.from({ length: 51 }, (_, i) => `${prefix}${String(i).padStart(2, "0")}@demo.test`);
    for (const email of emails) await verifiedAccount(request, email);
    const target = emails[0]!;

    await signInThroughUi(page, ADMIN);
    await page.goto("/admin/ljudi");
    await searchPeople(page, prefix.toUpperCase());
    // The unfiltered first page shows until the search settles; then only the prefix's people.
    await expect(page.locator("tbody tr").first()).toHaveAttribute("data-email", emails[0]!);
    await expect(page.locator("tbody tr")).toHaveCount(50);
    await expect(page.locator("tbody tr").last()).toHaveAttribute("data-email", emails[49]!);
    await page.getByRole("button", { name: T_ADMIN.ucitajJos }).click();
    await expect(page.locator("tbody tr")).toHaveCount(51);
    await expect(page.getByRole("button", { name: T_ADMIN.ucitajJos })).toHaveCount(0);

    // Grant: the dialog names the person, then asks with the role before anything is sent.
    await searchPeople(page, target);
    const row = personRow(page, target);
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await expect(row).toBeVisible();
    await expect(row).toContainText(T_ADMIN.bezUloge);
    await row.getByRole("button", { name: T_ADMIN.dodijeliUloguOsobi(target) }).click();
    const grant = page.getByRole("dialog", { name: T_ADMIN.dodjelaNaslov });
    await expect(grant).toContainText(target);
    await grant.getByLabel(T_ADMIN.uloga).selectOption({ label: T_ADMIN.ulogaStaff });
    await grant.getByLabel(T_ADMIN.savez, { exact: true }).selectOption({ label: RUKOMET });
    await expect(grant.getByText(T_ADMIN.dodjelaPitanje(T_ADMIN.osobljeSaveza(RUKOMET), target))).toBeVisible();
    await expectAccessible(page);
    await grant.getByRole("button", { name: T_ADMIN.dodijeli }).click();
    await expect(grant).toHaveCount(0);
    await expect(page.getByText(T_ADMIN.ulogaDodijeljena(T_ADMIN.osobljeSaveza(RUKOMET), target))).toBeVisible();
    await expect(row).toContainText(T_ADMIN.osobljeSaveza(RUKOMET));
    const asTarget = await bearer(request, { email: target, password: "lozinka-123" });
    expect(await (await request.get("/api/v1/me", { headers: asTarget })).json()).toMatchObject({
      role: "staff",
      savezi: [expect.objectContaining({ naziv: RUKOMET })],
    });

    // Revoke: cancelling changes nothing; confirming removes the role.
    const remove = row.getByRole("button", {
      name: T_ADMIN.ukloniUloguOsobi(T_ADMIN.osobljeSaveza(RUKOMET), target),
    });
    await remove.click();
    const confirm = page.getByRole("alertdialog", { name: T_ADMIN.uklanjanjeNaslov });
    await expect(confirm).toContainText(T_ADMIN.uklanjanjePitanje(T_ADMIN.osobljeSaveza(RUKOMET), target));
    await confirm.getByRole("button", { name: T_ADMIN.odustani }).click();
    await expect(row).toContainText(T_ADMIN.osobljeSaveza(RUKOMET));
    await remove.click();
    await confirm.getByRole("button", { name: T_ADMIN.ukloni, exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row).toContainText(T_ADMIN.bezUloge);
    expect(await (await request.get("/api/v1/me", { headers: asTarget })).json()).toMatchObject({
      role: "member",
      savezi: [],
    });

    // An invitation for an account that is already verified applies at once, and nothing is left pending.
    const verified = emails[1]!;
    await page.goto("/admin/pozivnice");
    await page.getByLabel(T_ADMIN.emailPozvanog).fill(verified);
    await page.getByLabel(T_ADMIN.savez, { exact: true }).selectOption({ label: RUKOMET });
    await page.getByRole("button", { name: T_ADMIN.posaljiPozivnicu }).click();
    await expect(page.getByText(T_ADMIN.pozivnicaPrimijenjena(verified))).toBeVisible();
    expect(await pendingEmails(request)).not.toContain(verified);
    await page.goto("/admin/ljudi");
    await searchPeople(page, verified);
    await expect(personRow(page, verified)).toContainText(T_ADMIN.osobljeSaveza(RUKOMET));
  });

  test("withdrawing an invitation removes it from the pending list", async ({ page, request }) => {
    const email = `povuci-${tag()}@demo.test`;
    await signInThroughUi(page, ADMIN);
    await page.goto("/admin/pozivnice");
    await page.getByLabel(T_ADMIN.emailPozvanog).fill(email);
    await page.getByLabel(T_ADMIN.uloga).selectOption({ label: T_ADMIN.ulogaAdmin });
    await expect(page.getByLabel(T_ADMIN.savez, { exact: true })).toBeDisabled(); // admins are platform-wide
    await page.getByRole("button", { name: T_ADMIN.posaljiPozivnicu }).click();
    const row = page.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText(T_ADMIN.ulogaAdmin);

    await row.getByRole("button", { name: T_ADMIN.povuciPozivnicu(email) }).click();
    const dialog = page.getByRole("alertdialog", { name: T_ADMIN.povlacenjeNaslov });
    await expect(dialog).toContainText(T_ADMIN.povlacenjePitanje(T_ADMIN.ulogaAdmin, email));
    await expectAccessible(page);
    await dialog.getByRole("button", { name: T_ADMIN.povuci }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(T_ADMIN.pozivnicaPovucena(email))).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: email })).toHaveCount(0);

    expect(await pendingEmails(request)).not.toContain(email);
  });

  test("an edit sends the version it read: a stale one shows the conflict and changes nothing", async ({
    page,
    request,
  }) => {
    const id = tag();
    const naziv = `Savez za uređivanje ${id}`;
    const object = { slug: `uredi-${id}`, naziv, opis: "Prvi opis." };
    const created = await graphql(request, "CreateSavez", { object }, await idToken(request, ADMIN));
    expect(created.status()).toBe(200);
    const savezId = (await created.json()).data.insert_savezi_one.id as string;

    await signInThroughUi(page, ADMIN);
    const stale = await page.context().newPage();
    await stale.goto(`/admin/savezi/${savezId}`);
    await expect(stale.getByLabel(T_ADMIN.opisSaveza)).toHaveValue("Prvi opis.");

    await page.goto("/admin/savezi");
    await page.getByRole("link", { name: T_ADMIN.urediNaziv(naziv) }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(T_ADMIN.urediSavez(naziv));
    await page.getByLabel(T_ADMIN.opisSaveza).fill("Drugi opis.");
    await page.getByRole("button", { name: T_ADMIN.spremi }).click();
    await expect(page.getByText(T_ADMIN.savezSpremljen)).toBeVisible();
    await expectAccessible(page);
    // A second save from the same form sends the new version.
    await page.getByLabel(T_ADMIN.opisSaveza).fill("Treći opis.");
    await page.getByRole("button", { name: T_ADMIN.spremi }).click();
    await expect(page.getByText(T_ADMIN.savezSpremljen)).toBeVisible();
    await page.getByRole("link", { name: T_ADMIN.natragNaSaveze }).click();
    await expect(page.getByRole("article", { name: naziv })).toContainText("Treći opis.");

    await stale.getByLabel(T_ADMIN.nazivSaveza).fill(`${naziv} (stari)`);
    await stale.getByRole("button", { name: T_ADMIN.spremi }).click();
    await expect(stale.getByRole("alert").filter({ hasText: T_STAFF.sukobVerzija })).toBeVisible();
    await stale.getByRole("button", { name: T_STAFF.osvjeziStranicu }).click();
    await expect(stale.getByLabel(T_ADMIN.opisSaveza)).toHaveValue("Treći opis.");
    await expect(stale.getByLabel(T_ADMIN.nazivSaveza)).toHaveValue(naziv);
  });

  test("the form refuses a bad slug and a non-image logo before anything is sent", async ({ page }) => {
    let sent = 0;
    page.on(
      "request",
      (r) => (r.url().includes("/api/v1/files/slike") || r.postData()?.includes("CreateSavez")) && sent++,
    );
    await signInThroughUi(page, ADMIN);
    await page.goto("/admin/savezi/novi");
    await page.getByLabel(T_ADMIN.nazivSaveza).fill("Loš savez");
    await page.getByLabel(T_ADMIN.slug).fill("Loš Savez");
    await page.getByLabel(T_ADMIN.logo, { exact: true }).setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: Buffer.from("ovo nije slika"),
    });
    await expect(page.getByRole("alert").filter({ hasText: "Datoteka nije ispravna slika" })).toBeVisible();
    await page.getByRole("button", { name: T_ADMIN.spremi }).click();
    await expect(page.getByLabel(T_ADMIN.slug)).toHaveAttribute("aria-invalid", "true");
    expect(sent).toBe(0);
  });

  for (const [who, account] of [
    ["a member", MEMBER],
    ["federation staff", STAFF],
  ] as const) {
    test(`${who} opening /admin is refused, sees no admin link, and the admin API answers 403`, async ({
      page,
      request,
    }) => {
      await signInThroughUi(page, account);
      for (const path of ["/admin", "/admin/savezi", "/admin/ljudi", "/admin/pozivnice"]) {
        await page.goto(path);
        await expect(page.getByText(T_ADMIN.samoAdministratori)).toBeVisible();
        await expect(page.getByRole("navigation", { name: T_ADMIN.odjeljci })).toHaveCount(0);
      }
      await expectAccessible(page);
      await page.getByRole("button", { name: T_UI.openMenu }).click();
      await expect(page.getByRole("dialog").getByRole("link", { name: T_ADMIN.navAdmin })).toHaveCount(0);
      const headers = await bearer(request, account);
      expect((await request.get("/api/v1/admin/people", { headers })).status()).toBe(403);
      expect((await request.get("/api/v1/admin/invitations", { headers })).status()).toBe(403);
    });
  }

  test("signed out, /admin asks to log in", async ({ page }) => {
    await page.goto("/admin/ljudi");
    await expect(page.getByText(T.pleaseLogin)).toBeVisible();
  });
});
