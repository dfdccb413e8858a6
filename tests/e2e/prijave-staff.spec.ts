// The federation's entry screens in Chromium (issue 30 items 1, 2, 5-8), at 360 px, as the platform admin (the
// demo seed has no staff of Zagrebački veslački savez; an admin acts for every federation) on the demo regatta
// (worker/seed/demo-prijave.sql). So as not to disturb prijave.spec's entries on the same stack, this test works
// in an event of its own: it adds 'Ž1x seniorke 1000 m' through the screen, VK Trešnjevka's tajnik
// (veslanje@demo.test) enters Nina Perić through the API, and the admin adds VK Mladost's Sara Tomić by hand
// (a late entry). Then the admin filters the entries by event and club, rejects Nina's with a reason (asked in a
// confirmation dialog), and the official sees 'Odbijena' with the reason in '/moj-klub/prijave'; the admin
// enters Sara's place and time, sees an event CSV's bad row reported by number, and the fees page's total.
import { ROUTES, fill } from "../../shared/paths";
import { ACCOUNTS, expect, expectAccessible, test } from "./support/spa";
import { idToken, signInThroughUi } from "./support/sign-in";

const VESLANJE = { email: "veslanje@demo.test", password: "demo-veslanje-1" };
const REGATA = "81000000-0000-4000-8000-000000000001";
const TRESNJEVKA = "70000000-0000-4000-8000-000000000021";
const NINA = "72000000-0000-4000-8000-000000000211";
const EVENT = "Ž1x seniorke 1000 m";
const RAZLOG = "Nedostaje potvrda o uplati.";

test.use({ account: "admin", viewport: { width: 360, height: 800 } });

test("staff add an event, filter the entries, reject one with a reason, enter a result and read the fees", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);

  // The staff list of competitions, then the regatta's entries.
  await page.goto(ROUTES.prijaveSaveza);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prijave na natjecanja");
  await page.goto(fill(ROUTES.prijaveNatjecanja, { id: REGATA }));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prijave: Regata Zagrebačkog veslačkog saveza");
  // The seed's settings are in the form, in Zagreb's time; the full men's single shows its waiting list.
  await expect(page.getByLabel("Kotizacija po prijavi (EUR)")).toHaveValue("20,00");
  await expect(page.getByLabel("Najviše prijava kluba po disciplini")).toHaveValue("2");
  const waiting = page.getByTestId("liste-cekanja");
  await expect(waiting.getByRole("heading", { name: "M1x seniori 2000 m" })).toBeVisible();
  await expect(waiting.getByRole("listitem").first()).toHaveText("VK Mladost: Luka Pavić");

  // A new event: seniors, women, individual.
  const add = page.getByRole("form", { name: "Dodaj disciplinu" });
  await add.getByLabel("Naziv discipline").fill(EVENT);
  await add.getByRole("checkbox", { name: "Seniori" }).check();
  await add.getByLabel("Spol").selectOption({ label: "Ženski" });
  await add.getByRole("button", { name: "Dodaj disciplinu" }).click();
  await expect(add.getByText("Disciplina je dodana.")).toBeVisible();
  await expect(page.getByTestId("discipline-saveza")).toContainText(`${EVENT}: 0 prihvaćeno, 0 na čekanju`);
  await expectAccessible(page);

  // VK Trešnjevka's tajnik enters Nina Perić into it (the official's own screen is prijave.spec's).
  const entries = await request.get(`/api/v1/prijave/natjecanja/${REGATA}`, {
    headers: { authorization: `Bearer ${await idToken(request, ACCOUNTS.admin)}` },
  });
  const eventId = ((await entries.json()) as { discipline: { id: string; naziv: string }[] }).discipline.find(
    (d) => d.naziv === EVENT,
  )!.id;
  const entered = await request.post(`/api/v1/prijave/discipline/${eventId}/nastupi`, {
    headers: { authorization: `Bearer ${await idToken(request, VESLANJE)}` },
    data: { club_id: TRESNJEVKA, sportasi: [NINA] },
  });
  expect(entered.status(), await entered.text()).toBe(201);

  // A late entry by hand: VK Mladost's Sara Tomić.
  const late = page.getByRole("form", { name: "Naknadna prijava" });
  await late.getByLabel("Klub").selectOption({ label: "VK Mladost" });
  await late.getByLabel("Disciplina").selectOption({ label: EVENT });
  await late.getByLabel("Sportaš 1").selectOption({ label: "Tomić Sara" });
  await late.getByRole("button", { name: "Dodaj prijavu" }).click();
  await expect(late.getByText("Naknadna prijava je dodana.")).toBeVisible();

  // The filters: the new event holds both entries; VK Trešnjevka's only Nina's.
  const filters = page.getByRole("group", { name: "Sve prijave" });
  const rows = page.getByTestId("nastup-saveza");
  await filters.getByLabel("Disciplina").selectOption({ label: EVENT });
  await expect(page.getByTestId("nastupi-broj")).toHaveText("Prijava: 2.");
  await expect(rows.filter({ hasText: "Sara Tomić" })).toContainText("(naknadna)");
  await filters.getByLabel("Klub").selectOption({ label: "VK Trešnjevka" });
  await expect(page.getByTestId("nastupi-broj")).toHaveText("Prijava: 1.");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Nina Perić");
  await expect(rows.first()).toContainText("Prihvaćena");

  // Rejecting asks for the reason in a dialog, and refuses without one.
  await rows
    .first()
    .getByRole("button", { name: `Odbij: ${EVENT}, Nina Perić` })
    .click();
  const dialog = page.getByRole("alertdialog", { name: "Odbiti prijavu?" });
  await dialog.getByRole("button", { name: "Odbij prijavu" }).click();
  await expect(dialog.getByText("Upišite razlog odbijanja.")).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel("Razlog odbijanja").fill(RAZLOG);
  await dialog.getByRole("button", { name: "Odbij prijavu" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId("odbij-poruka")).toHaveText("Prijava je odbijena.");
  await expect(rows.first()).toContainText(`Odbijena. Razlog: ${RAZLOG}`);
  await filters.getByLabel("Status").selectOption({ label: "Odbijena" });
  await expect(page.getByTestId("nastupi-broj")).toHaveText("Prijava: 1.");

  // The official sees the rejection and its reason among the club's entries.
  const official = await browser.newContext({ baseURL, viewport: { width: 360, height: 800 } });
  const officialPage = await official.newPage();
  await signInThroughUi(officialPage, VESLANJE);
  await officialPage.goto(ROUTES.mojKlubPrijave);
  const mine = officialPage.getByTestId("moja-prijava").filter({ hasText: "Nina Perić" }).filter({ hasText: EVENT });
  await expect(mine).toContainText(`Odbijena. Razlog: ${RAZLOG}`);
  await expect(mine.getByRole("button", { name: /Povuci/ })).toHaveCount(0);
  await official.close();

  // Results: Sara's place and time by hand, kept after a reload.
  await page.getByRole("link", { name: "Rezultati", exact: true }).click();
  await expect(page).toHaveURL(fill(ROUTES.rezultatiNastupa, { id: REGATA }));
  const event = page.getByTestId("rezultati-discipline").filter({ has: page.getByRole("heading", { name: EVENT }) });
  await expect(event.getByTestId("rezultat-nastupa")).toHaveCount(1);
  await event.getByLabel("Mjesto: Sara Tomić").fill("1");
  await event.getByLabel("Vrijeme ili bodovi: Sara Tomić").fill("4:05,12");
  await event.getByRole("button", { name: "Spremi rezultat: Sara Tomić" }).click();
  await expect(event.getByTestId("rezultat-poruka")).toHaveText("Rezultat je spremljen.");
  await page.reload();
  await expect(event.getByLabel("Mjesto: Sara Tomić")).toHaveValue("1");
  await expect(event.getByLabel("Vrijeme ili bodovi: Sara Tomić")).toHaveValue("4:05,12");

  // An event's CSV whose row matches no accepted entry: nothing is written, the row is named.
  await event.getByLabel(`CSV rezultata: ${EVENT}`).setInputFiles({
    name: "rezultati.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("startni_broj;ime;mjesto;rezultat\n;Sara Tomić;2;4:09,00\n999;;3;4:20,00\n"),
  });
  await event.getByRole("button", { name: "Učitaj rezultate" }).click();
  await expect(event.getByTestId("csv-greske")).toContainText(
    "Red 3: nema prihvaćene prijave s tim startnim brojem ili imenom.",
  );
  await page.reload();
  await expect(event.getByLabel("Mjesto: Sara Tomić")).toHaveValue("1");
  await expectAccessible(page);

  // Fees: the accepted entries of each club (Nina's rejected one is not charged), and the total.
  await page.getByRole("link", { name: "Kotizacije", exact: true }).click();
  await expect(page).toHaveURL(fill(ROUTES.kotizacije, { id: REGATA }));
  const clubs = page.getByTestId("kotizacije-klub");
  await expect(clubs.filter({ hasText: "VK Mladost" }).getByRole("heading")).toHaveText(
    "VK Mladost: 3 prijave, ukupno 60,00 EUR",
  );
  await expect(clubs.filter({ hasText: "VK Trešnjevka" }).getByRole("heading")).toHaveText(
    "VK Trešnjevka: 1 prijava, ukupno 20,00 EUR",
  );
  await expect(clubs.filter({ hasText: "VK Mladost" })).toContainText("Sara Tomić (naknadna)");
  await expect(page.getByTestId("kotizacije-ukupno")).toHaveText("Ukupno svi klubovi: 80,00 EUR");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Preuzmi kotizacije (CSV)" }).click();
  expect((await download).suggestedFilename()).toBe(`kotizacije-${REGATA}.csv`);
  await expectAccessible(page);
});
