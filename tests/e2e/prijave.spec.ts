// Entries in Chromium (issue 30's acceptance): the tajnik of VK Trešnjevka (veslanje@demo.test) opens the demo
// regatta of Zagrebački veslački savez (worker/seed/demo-prijave.sql, entries open from the seed day), sees
// 'Prijave otvorene do …', and through 'Prijavi' enters Nina Perić (a senior: refused, the category rule shown
// at the athlete's field) and Lana Matić (accepted) into the juniors' single, then Tin Babić into the full men's
// single (waiting, 2nd); withdrawing Marin Jurković's accepted entry there promotes VK Mladost's Luka Pavić, so
// Tin moves up to 1st, in '/moj-klub/prijave' too. Then the window closes for real: the platform admin saves the
// settings through the staff API with the close a minute ago, and the public page, signed out, shows the start
// lists by event (Luka in, Marin out). Each screen is checked with axe at 360 px.
import { zagrebWallClock } from "../../shared/dates";
import { gotoHydrated } from "./support/hydration";
import { ACCOUNTS, expect, expectAccessible, test } from "./support/spa";
import { idToken, signInThroughUi } from "./support/sign-in";

const VESLANJE = { email: "veslanje@demo.test", password: "demo-veslanje-1" };
const REGATA = "81000000-0000-4000-8000-000000000001";
const SEZONA = "50000000-0000-4000-8000-000000000022";

test.use({ viewport: { width: 360, height: 800 } });

test("a club enters, waits, withdraws (promoting the first waiting) and the closed regatta shows its start lists", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await signInThroughUi(page, VESLANJE);

  await gotoHydrated(page, `/natjecanja/${REGATA}`);
  await expect(page.getByTestId("prijave-prozor")).toContainText("Prijave otvorene do ");
  await page.getByRole("button", { name: "Prijavi", exact: true }).click();
  const form = page.getByRole("form", { name: "Prijavi" });
  await form.getByLabel("Disciplina").selectOption({ label: "Ž1x juniorke 2000 m" });
  const athlete = form.getByLabel("Sportaš 1");

  // A senior in the juniors' event: refused, and the rule is said at the athlete's field.
  await athlete.selectOption({ label: "Perić Nina" });
  await form.getByRole("button", { name: "Pošalji prijavu" }).click();
  await expect(page.locator("#prijava-sportas-0-error")).toHaveText(
    "Nina Perić nije u dobnoj kategoriji discipline (Juniori).",
  );
  await expect(athlete).toHaveAttribute("aria-invalid", "true");
  await expect(athlete).toHaveAttribute("aria-describedby", "prijava-sportas-0-error");
  await expectAccessible(page);

  // A junior: accepted.
  await athlete.selectOption({ label: "Matić Lana" });
  await form.getByRole("button", { name: "Pošalji prijavu" }).click();
  await expect(form.getByTestId("prijava-rezultat")).toHaveText("Prihvaćena");
  await expect(page.locator("#prijava-sportas-0-error")).toHaveCount(0);

  // The men's single is full (cap 2, Luka Pavić of VK Mladost waiting): Tin Babić waits second.
  await form.getByLabel("Disciplina").selectOption({ label: "M1x seniori 2000 m" });
  await form.getByLabel("Sportaš 1").selectOption({ label: "Babić Tin" });
  await form.getByRole("button", { name: "Pošalji prijavu" }).click();
  await expect(form.getByTestId("prijava-rezultat")).toHaveText("Na listi čekanja: 2. mjesto");

  const mine = page.getByTestId("prijave-kluba");
  const entry = (name: string) => mine.getByTestId("prijava").filter({ hasText: name });
  await expect(entry("Lana Matić")).toContainText("Prihvaćena");
  await expect(entry("Tin Babić")).toContainText("Na listi čekanja: 2. mjesto");
  await expect(page.getByText("M1x seniori 2000 m: 2 / 2 prihvaćeno, 2 na čekanju")).toBeVisible();

  // Withdrawing Marin Jurković's accepted place promotes the first waiting entry (Luka Pavić): Tin is next.
  await entry("Marin Jurković").getByRole("button", { name: "Povuci: M1x seniori 2000 m, Marin Jurković" }).click();
  await expect(entry("Marin Jurković")).toContainText("Povučena");
  await expect(entry("Marin Jurković").getByTestId("povuci-poruka")).toHaveText(
    "Prijava je povučena. Prva prijava s liste čekanja sada je prihvaćena.",
  );
  await expect(entry("Tin Babić")).toContainText("Na listi čekanja: 1. mjesto");
  await expect(page.getByText("M1x seniori 2000 m: 2 / 2 prihvaćeno, 1 na čekanju")).toBeVisible();

  // The club's entries in 'Moj klub', reached by its link.
  await page.goto("/moj-klub");
  await page.getByRole("link", { name: "Prijave na natjecanja" }).click();
  await expect(page).toHaveURL(/\/moj-klub\/prijave$/);
  const row = (name: string) => page.getByTestId("moja-prijava").filter({ hasText: name });
  await expect(row("Marin Jurković")).toContainText("Povučena");
  await expect(row("Tin Babić")).toContainText("Na listi čekanja: 1. mjesto");
  await expect(row("Lana Matić")).toContainText("Prihvaćena");
  await expect(row("Marin Jurković").getByRole("button", { name: /Povuci/ })).toHaveCount(0);
  await expectAccessible(page);

  // Before the close, the start lists are not public.
  const anonymous = await browser.newContext({ baseURL, viewport: { width: 360, height: 800 } });
  const publicPage = await anonymous.newPage();
  await publicPage.goto(`/natjecanja/${REGATA}`);
  await expect(publicPage.getByTestId("prijave-prozor")).toContainText("Prijave otvorene do ");
  await expect(publicPage.getByRole("button", { name: "Prijavi" })).toHaveCount(0);
  await expect(publicPage.getByTestId("prijave-startna-lista")).toHaveCount(0);

  // The federation closes entries (the admin acts for every federation): the close a minute ago.
  const now = Date.now();
  const saved = await request.put(`/api/v1/prijave/natjecanja/${REGATA}/postavke`, {
    headers: { authorization: `Bearer ${await idToken(request, ACCOUNTS.admin)}` },
    data: {
      sezona_id: SEZONA,
      otvaranje: zagrebWallClock(new Date(now - 2 * 86_400_000)),
      zatvaranje: zagrebWallClock(new Date(now - 60_000)),
      max_po_klubu: 2,
      kotizacija_centi: 2000,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // Signed out, the page now shows the start lists by event.
  await publicPage.reload();
  await expect(publicPage.getByTestId("prijave-prozor")).toContainText("Prijave su zatvorene ");
  const lists = publicPage.getByTestId("prijave-startna-lista");
  const single = lists.getByTestId("startna-lista-disciplina").filter({ hasText: "M1x seniori 2000 m" });
  await expect(single.locator("tbody tr")).toHaveCount(2);
  await expect(single).toContainText("Damir Martinović");
  await expect(single).toContainText("Luka Pavić");
  await expect(single).not.toContainText("Marin Jurković");
  await expect(single).not.toContainText("Tin Babić");
  const juniors = lists.getByTestId("startna-lista-disciplina").filter({ hasText: "Ž1x juniorke 2000 m" });
  await expect(juniors).toContainText("Lana Matić");
  await expect(juniors).not.toContainText("Nina Perić");
  await expectAccessible(publicPage);

  // The official's page has no 'Prijavi' once closed.
  await page.goto(`/natjecanja/${REGATA}`);
  await expect(page.getByTestId("prijave-prozor")).toContainText("Prijave su zatvorene ");
  await expect(page.getByRole("button", { name: "Prijavi", exact: true })).toHaveCount(0);
  await context.close();
  await anonymous.close();
});
