// With DATA_PROVIDER=hasura the league's public routes answer from the upstream (issue 31): a competition's
// computed standings (GET /api/v1/natjecanja/:id/ljestvica) and a team's calendar
// (GET /api/v1/ekipe/:id/kalendar.ics) from rows only PostgreSQL holds (the emulated Hasura of
// tests/support/hasura-upstream.ts), named so that no D1 row could pass for them: a confirmed, a decided, an
// unanswered result 49 hours old (it counts) and one an hour old (it does not), and a deduction.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { RUKOMET_HRS } from "../../shared/league/standings";
import { createApp } from "../../worker/app";
import { hasuraUpstream } from "../support/hasura-upstream";

const upstream = hasuraUpstream("lige_hasura_routes");

const SAVEZ = "e1000000-0000-4000-8000-00000000pl01";
const LIGA = "e2000000-0000-4000-8000-00000000pl01";
const PRAVILA = "e3000000-0000-4000-8000-00000000pl01";
const SKUPINA = "e4000000-0000-4000-8000-00000000pl01";
const [A, B, C] = ["a", "b", "c"].map((x) => `e5000000-0000-4000-8000-00000000pl0${x}`) as [string, string, string];

/** Hours ago, as the Worker writes a time. */
const ago = (hours: number) =>
  `to_char((now() - interval '${hours} hours') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const SEED = `
INSERT INTO savezi (id, slug, naziv) VALUES ('${SAVEZ}', 'savez-lige-pg', 'Savez lige iz PostgreSQL-a');
INSERT INTO natjecanja (id, naziv, datum_od, datum_do, lokacija, savez_id) VALUES
  ('${LIGA}', 'Liga samo u PostgreSQL-u', '2026-09-01', '2027-05-31', 'Zagreb', '${SAVEZ}');
INSERT INTO klubovi (id, naziv, kratki_naziv, slug, savez_id) VALUES
  ('${A}', 'RK Iz PostgreSQL-a', 'PG', 'rk-pg', '${SAVEZ}'),
  ('${B}', 'RK Upstream', 'Upstream', 'rk-upstream', '${SAVEZ}'),
  ('${C}', 'RK Hasura', 'Hasura', 'rk-hasura', '${SAVEZ}');
INSERT INTO pravila_natjecanja (id, naziv, osnova_id, verzija, pravila, savez_id) VALUES
  ('${PRAVILA}', 'Rukomet (HRS)', '${PRAVILA}', 1, '${JSON.stringify(RUKOMET_HRS)}', '${SAVEZ}');
INSERT INTO skupine (id, natjecanje_id, naziv, pravila_id, savez_id) VALUES
  ('${SKUPINA}', '${LIGA}', 'Skupina PG', '${PRAVILA}', '${SAVEZ}');
INSERT INTO ekipe (id, skupina_id, club_id, naziv, savez_id, created_at) VALUES
  ('${A}', '${SKUPINA}', '${A}', 'RK Iz PostgreSQL-a', '${SAVEZ}', '2026-01-01T00:00:01.000Z'),
  ('${B}', '${SKUPINA}', '${B}', 'RK Upstream', '${SAVEZ}', '2026-01-01T00:00:02.000Z'),
  ('${C}', '${SKUPINA}', '${C}', 'RK Hasura', '${SAVEZ}', '2026-01-01T00:00:03.000Z');
INSERT INTO utakmice (id, skupina_id, kolo, datum, vrijeme, dvorana, domacin_id, gost_id, golovi_domacin, golovi_gost,
                      status, stanje, uneseno_at, savez_id) VALUES
  ('e6000000-0000-4000-8000-00000000pl01', '${SKUPINA}', 1, '2026-10-03', '18:30', 'Dvorana Upstream', '${A}', '${B}',
   30, 25, 'played', 'confirmed', ${ago(100)}, '${SAVEZ}'),
  ('e6000000-0000-4000-8000-00000000pl02', '${SKUPINA}', 2, '2026-10-10', '18:30', NULL, '${B}', '${C}',
   20, 20, 'played', 'decided', NULL, '${SAVEZ}'),
  ('e6000000-0000-4000-8000-00000000pl03', '${SKUPINA}', 3, '2026-10-17', '19:00', 'Hasura Arena', '${C}', '${A}',
   28, 22, 'played', 'entered', ${ago(49)}, '${SAVEZ}'),
  ('e6000000-0000-4000-8000-00000000pl04', '${SKUPINA}', 4, '2026-10-24', NULL, NULL, '${A}', '${C}',
   25, 20, 'played', 'entered', ${ago(1)}, '${SAVEZ}');
INSERT INTO korekcije_bodova (id, skupina_id, ekipa_id, bodovi, razlog, odluka, savez_id) VALUES
  ('e7000000-0000-4000-8000-00000000pl01', '${SKUPINA}', '${C}', -1, 'Kašnjenje', '7/2026', '${SAVEZ}');
`;

/** One anonymous GET through the whole app, on Hasura. */
async function get(path: string): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await createApp().fetch(
    new Request(`https://pg-lige.test${path}`),
    { ...env, ...upstream.env } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

describe("DATA_PROVIDER=hasura: the league's public routes read the upstream", () => {
  beforeAll(async () => {
    await upstream.reset(SEED);
  }, 60_000);

  it("computes PostgreSQL's table: counted results, the 48 hours, the deduction and a head-to-head place", async () => {
    const response = await get(`/api/v1/natjecanja/${LIGA}/ljestvica`);
    expect(response.status).toBe(200);
    const { skupine } = (await response.json()) as {
      skupine: { naziv: string; redovi: Record<string, unknown>[] }[];
    };
    expect(skupine.map((s) => s.naziv)).toEqual(["Skupina PG"]);
    const redovi = skupine[0]!.redovi;
    // RK Hasura: a draw (decided) and a win counted after 48 hours unanswered, less a point; level with RK Iz
    // PostgreSQL-a on 2 points and ahead by their match. The match entered an hour ago does not count yet.
    expect(redovi.map((r) => [r.mjesto, r.ekipa, r.odigrano, r.pobjede, r.nerijeseno, r.porazi, r.bodovi])).toEqual([
      [1, "RK Hasura", 2, 1, 1, 0, 2],
      [2, "RK Iz PostgreSQL-a", 2, 1, 0, 1, 2],
      [3, "RK Upstream", 2, 0, 1, 1, 1],
    ]);
    expect(redovi[0]).toMatchObject({ dani: 48, primljeni: 42, razlika: 6 });
    expect(redovi[0]!.objasnjenje).toMatch(/^Ispred RK Iz PostgreSQL-a po bodovima u međusobnim utakmicama/);
    expect((await get("/api/v1/natjecanja/e2000000-0000-4000-8000-00000000pl09/ljestvica")).status).toBe(404);
  });

  it("writes a team's calendar from PostgreSQL's matches, at Zagreb time and venue", async () => {
    const response = await get(`/api/v1/ekipe/${A}/kalendar.ics`);
    expect(response.status).toBe(200);
    const ics = (await response.text()).replace(/\r\n[ \t]/g, "");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics).toContain("X-WR-CALNAME:RK Iz PostgreSQL-a");
    expect(ics).toContain("SUMMARY:RK Iz PostgreSQL-a – RK Upstream");
    expect(ics).toContain("DTSTART:20261003T163000Z");
    expect(ics).toContain("LOCATION:Hasura Arena");
    expect(ics).toContain("Liga samo u PostgreSQL-u");
    expect((await get("/api/v1/ekipe/e5000000-0000-4000-8000-00000000pl09/kalendar.ics")).status).toBe(404);
  });
});
