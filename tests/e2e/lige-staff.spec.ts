// Issue 31's staff screen in Chromium at 360 px: rukomet@demo.test (staff of Rukometni savez Zagreba) opens
// 'Lige saveza' from the menu, picks a fresh competition, creates a group under a rule set, adds four clubs'
// teams and generates a double round robin; a results file with one bad row is refused with that row named and
// nothing written; the corrected file is imported, and the public page's table shows round 1's results.
// The competition is made over the API first (the competitions' own screen's job), a fresh one each run.
import type { APIRequestContext, Locator } from "@playwright/test";
import { roundRobin } from "../../shared/league/fixtures";
import { T_UI } from "../../shared/texts";
import { gotoHydrated } from "./support/hydration";
import { ensureSeasonAccounts, RUKOMET } from "./support/klubovi-accounts";
import { idToken } from "./support/sign-in";
import { expect, expectAccessible, test } from "./support/spa";
import { graphql } from "./support/stack";
import { unique } from "./support/staff-ui";

const RUKOMETNI_SAVEZ = "b0000000-0000-4000-8000-000000000003";
/** Each team's club (as the federation's clubs list names it) and the team's name. */
const CLUBS: [string, string][] = [
  ["Rukometni klub Dubrava", "RK Dubrava"],
  ["Rukometni klub Zagreb", "RK Zagreb"],
  ["Rukometni klub Sesvete", "RK Sesvete"],
  ["Rukometni klub Lokomotiva", "RK Lokomotiva"],
];
const TEAMS = CLUBS.map(([, team]) => team);

async function createCompetition(request: APIRequestContext, naziv: string): Promise<string> {
  const token = await idToken(request, RUKOMET);
  const object = {
    naziv,
    datum_od: "2026-11-01",
    datum_do: "2027-05-30",
    lokacija: "Dvorane klubova, Zagreb",
    savez_id: RUKOMETNI_SAVEZ,
  };
  const created = await graphql(request, "CreateNatjecanje", { object }, token);
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()) as { data: { insert_natjecanja_one: { id: string } } }).data.insert_natjecanja_one.id;
}

/** A form's status line ('…-poruka') by the form's accessible name. */
const statusOf = (form: Locator) => form.getByRole("status");

test.beforeAll(ensureSeasonAccounts);
test.use({ account: "rukomet", viewport: { width: 360, height: 800 } });

test("staff create a group of four teams, generate fixtures, import results (a bad file writes nothing)", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const naziv = unique("Zimska rukometna liga");
  const natjecanjeId = await createCompetition(request, naziv);

  // The menu leads to the screen.
  await gotoHydrated(page, "/");
  const menu = page.getByRole("dialog");
  await page.getByRole("button", { name: T_UI.openMenu }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "Lige saveza" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lige saveza" })).toBeVisible();
  await page.getByLabel("Natjecanje", { exact: true }).selectOption({ label: naziv });
  await expect(page.getByText("Natjecanje još nema skupina.")).toBeVisible();

  // A group under the federation's 'Rukomet (HRS)' rule set.
  const nova = page.getByRole("form", { name: "Nova skupina" });
  await nova.getByLabel("Naziv skupine").fill("Skupina Z");
  await nova.getByLabel("Pravila").selectOption({ label: "Rukomet (HRS), verzija 1" });
  await nova.getByRole("button", { name: "Dodaj skupinu" }).click();
  const group = page.getByRole("region", { name: "Skupina: Skupina Z" });
  await expect(group).toBeVisible();

  // Four clubs' teams: three named by hand, one left blank to take its club's name.
  const addTeam = group.getByRole("form", { name: "Dodaj ekipu" });
  for (const [club, team] of CLUBS) {
    await addTeam.getByLabel("Klub").selectOption({ label: club });
    if (club !== team) await addTeam.getByLabel("Naziv ekipe").fill(team);
    await addTeam.getByRole("button", { name: "Dodaj ekipu" }).click();
    await expect(statusOf(addTeam)).toHaveText("Spremljeno.");
    await expect(group.getByTestId("liga-ekipe").getByRole("listitem")).toContainText([team]);
  }
  await expect(group.getByTestId("liga-ekipe").getByRole("listitem")).toHaveText(TEAMS);

  // A double round robin: 12 matches in 6 rounds.
  const generate = group.getByRole("form", { name: "Napravi raspored" });
  await generate.getByRole("button", { name: "Napravi raspored" }).click();
  await expect(group.getByText("Raspored ima 12 utakmica u 6 kola.")).toBeVisible();
  await expectAccessible(page);

  // Round 1 by the same Berger tables (teams in the order they were added).
  const [round1] = roundRobin(TEAMS, { double: true });
  const [first, second] = round1!.matches;
  const header = "kolo;domacin;gost;golovi_domacin;golovi_gost";
  const good = [header, `1;${first!.home};${first!.away};30;20`, `1;${second!.home};${second!.away};25;22`];

  // One bad row: nothing is written, and the row is named.
  const results = group.getByRole("form", { name: "Uvoz rezultata iz CSV-a" });
  await results.getByLabel("CSV rezultata").fill([...good, "1;RK Nepostojeći;RK Zagreb;20;20"].join("\n"));
  await results.getByRole("button", { name: "Uvezi rezultate" }).click();
  await expect(results.getByRole("alert")).toContainText("Ništa nije spremljeno. Ispravite redove:");
  await expect(results.getByTestId(/-greske$/).getByRole("listitem")).toHaveText([
    "Red 4: ekipa 'RK Nepostojeći' nije u skupini.",
  ]);
  const played = group.getByTestId("ljestvica-red");
  await expect(played).toHaveCount(4);
  for (const row of await played.all()) await expect(row.locator("td").nth(1)).toHaveText("0");
  await expectAccessible(page);

  // The corrected file.
  await results.getByLabel("CSV rezultata").fill(good.join("\n"));
  await results.getByRole("button", { name: "Uvezi rezultate" }).click();
  await expect(statusOf(results)).toHaveText("Uvezeno rezultata: 2.");

  // The public table: the two winners on 2 points (the larger win first), the losers on none.
  await page.goto(`/natjecanja/${natjecanjeId}`);
  const rows = page.getByTestId("ljestvica-red");
  await expect(rows).toHaveCount(4);
  const table = await rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.querySelectorAll("td")].map((td) => td.textContent?.trim() ?? "");
      return [tr.getAttribute("data-ekipa"), cells[1], cells[8]];
    }),
  );
  expect(table).toEqual([
    [first!.home, "1", "2"],
    [second!.home, "1", "2"],
    [second!.away, "1", "0"],
    [first!.away, "1", "0"],
  ]);
});
