// A person's own data on /settings/profile, end to end with a fresh Auth Emulator account (never a demo one):
// 'Preuzmi moje podatke' saves a JSON file of their account, and 'Izbriši račun' (confirmed with the password
// in the dialog) erases the account on the server, deletes the Firebase account and ends the session.
import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { T_MY_DATA } from "../../shared/texts";
import { emulatorSignIn, emulatorSignUp, signInThroughUi } from "./support/sign-in";
const ADMIN = { email: "admin@demo.test", password: "demo-admin-1" };

test("a person downloads their data, then deletes their account (server row and Firebase account)", async ({
  page,
  request,
}) => {
  const account = { email: `brisanje-${Date.now().toString(36)}@e2e.test`, password: "lozinka-za-brisanje-1" };
  await emulatorSignUp(request, account);

  await signInThroughUi(page, account);
  await page.goto("/settings/profile");
  const card = page.getByRole("heading", { name: T_MY_DATA.naslov }).locator("..");

  const downloadPromise = page.waitForEvent("download");
  await card.getByRole("button", { name: T_MY_DATA.preuzmi }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(T_MY_DATA.datoteka);
  const data = JSON.parse(await readFile((await download.path())!, "utf8")) as { account: { email: string } };
  expect(data.account.email).toBe(account.email);

  await card.getByRole("button", { name: T_MY_DATA.izbrisi }).click();
  const dialog = page.getByRole("alertdialog", { name: T_MY_DATA.dijalogNaslov });
  await dialog.getByLabel(T_MY_DATA.lozinka).fill(account.password);
  await dialog.getByRole("button", { name: T_MY_DATA.potvrdi }).click();
  await expect(page.getByText(T_MY_DATA.izbrisano)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The session ended, the Firebase account is gone, and no person with that email remains on the server.
  const stored = await page.evaluate(() => window.localStorage.getItem("user-store"));
  expect((JSON.parse(stored ?? "{}") as { state?: { token?: string | null } }).state?.token ?? null).toBeNull();
  expect((await emulatorSignIn(request, account)).ok()).toBe(false);
  const admin = (await (await emulatorSignIn(request, ADMIN)).json()) as { idToken: string };
  const people = await request.get(`/api/v1/admin/people?q=${encodeURIComponent(account.email)}`, {
    headers: { authorization: `Bearer ${admin.idToken}` },
  });
  expect(people.ok()).toBe(true);
  expect(((await people.json()) as { people: unknown[] }).people).toEqual([]);
});
