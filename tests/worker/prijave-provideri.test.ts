// The entries' REST API on both providers (issue 30 items 3-4): with DATA_PROVIDER=hasura the entries' routes
// answer from PostgreSQL (the emulated Hasura of tests/support/hasura-upstream.ts), deciding entries by the
// migration's triggers. Entries are REST-only (no GraphQL operation), so in place of the provider contract suite
// one scenario of every entry operation runs on D1 and on Hasura and the answers must be equal, ids and instants
// aside; and the load rule holds on Hasura as on D1: 64 concurrent entries from 8 clubs into an event with cap 10
// leave exactly 10 accepted, the rest waiting in arrival order, nobody twice, every entry audited.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { hasuraUpstream } from "../support/hasura-upstream";
import {
  CLUBS,
  JUNIORI,
  REGATA,
  athleteOf,
  call,
  makeEvent,
  onHasura,
  openEntries,
  seedRegatta,
  sixtyFourAtOnce,
  type EntryCaller,
} from "./helpers/prijave";

const upstream = hasuraUpstream("prijave_provideri");

interface Step {
  label: string;
  status: number;
  body: unknown;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** The answers with each id made in the run named by its first appearance, and each stored instant masked. */
function normalised(steps: readonly Step[]): Step[] {
  const fixed = new Set([
    REGATA,
    JUNIORI,
    ...CLUBS,
    ...CLUBS.flatMap((_, k) => [2, 4, 6].map((j) => athleteOf(k + 1, j))),
  ]);
  const names = new Map<string, string>();
  const text = JSON.stringify(steps).replace(UUID, (id) => {
    if (fixed.has(id)) return id;
    if (!names.has(id)) names.set(id, `id${names.size + 1}`);
    return names.get(id)!;
  });
  return JSON.parse(text, (key, value: unknown) =>
    key === "created_at" || (typeof value === "string" && INSTANT.test(value)) ? "<instant>" : value,
  ) as Step[];
}

/** Every entry operation once, in the order a season takes them; each answer as the client reads it. */
async function scenario(): Promise<Step[]> {
  const steps: Step[] = [];
  const step = async (label: string, who: EntryCaller, method: string, path: string, body?: unknown) => {
    const response = await call(who, method, path, body);
    const type = response.headers.get("content-type") ?? "";
    const answer = type.includes("json") ? await response.json() : await response.text();
    steps.push({ label, status: response.status, body: answer });
    return answer as Record<string, unknown>;
  };
  await seedRegatta();
  await openEntries({ max_po_klubu: 2 });
  const single = await makeEvent({ naziv: "1x otvoreno", max_prijava: 2 });
  const juniors = await makeEvent({ naziv: "1x juniorke", kategorije: [JUNIORI], spol: "Z" });
  await step(
    "events by CSV",
    "staff",
    "POST",
    `/natjecanja/${REGATA}/discipline.csv`,
    "naziv;kategorije\n4x;Seniori\n",
  );
  const crew = await makeEvent({ naziv: "2x", vrsta: "posada", posada: 2, max_prijava: 4 });

  const enter = (who: EntryCaller, event: string, club: number, athletes: string[], path = "nastupi") =>
    step(`${who} enters ${athletes.join("+")}`, who, "POST", `/discipline/${event}/${path}`, {
      club_id: CLUBS[club - 1],
      sportasi: athletes,
    });
  const first = await enter("official", single, 1, [athleteOf(1, 2)]);
  await enter("other-official", single, 2, [athleteOf(2, 2)]);
  const waiting = await enter("official", single, 1, [athleteOf(1, 4)]);
  await enter("staff", single, 2, [athleteOf(2, 4)]);
  await enter("official", single, 1, [athleteOf(1, 2)]); // the same athlete twice
  await enter("official", single, 1, [athleteOf(1, 6)]); // the club's cap
  await enter("official", juniors, 1, [athleteOf(1, 2)]); // a man, a senior: category and sex
  await enter("other-official", single, 2, [athleteOf(1, 6)]); // another club's athlete
  await enter("official", crew, 1, [athleteOf(1, 2), athleteOf(1, 4)]);
  await enter("official", crew, 1, [athleteOf(1, 6)]); // a crew of one
  await enter("staff", single, 3, [athleteOf(3, 2)], "naknadna");

  await step("the official's list", "official", "GET", "/moj-klub");
  await step("withdraw a stale version", "official", "POST", `/nastupi/${first.id as string}/povuci`, { version: 9 });
  await step("withdraw, promoting", "official", "POST", `/nastupi/${first.id as string}/povuci`, {
    version: first.version,
  });
  await step("reject a waiting entry", "staff", "POST", `/nastupi/${waiting.id as string}/odbij`, {
    version: waiting.version,
    razlog_odbijanja: "Nepotpuna dokumentacija.",
  });
  const lists = (await step(
    "staff read the start lists",
    "staff",
    "GET",
    `/api/v1/natjecanja/${REGATA}/startna-lista`,
  )) as {
    discipline: { id: string; nastupi: { startni_broj: number }[] }[];
  };
  const number = lists.discipline.find((d) => d.id === single)!.nastupi[0]!.startni_broj;
  await step(
    "import results",
    "staff",
    "POST",
    `/discipline/${single}/rezultati.csv`,
    `startni_broj;mjesto;rezultat\n${number};1;7:01.20\n`,
  );
  const all = (await step("staff read every entry", "staff", "GET", `/natjecanja/${REGATA}`)) as {
    nastupi: { id: string; status: string; version: number }[];
  };
  const accepted = all.nastupi.find((e) => e.status === "prihvacena")!;
  await step("a result by hand", "staff", "POST", `/nastupi/${accepted.id}/rezultat`, {
    version: accepted.version,
    mjesto: 2,
    rezultat: "7:03.00",
  });
  await step("an official reads their club's entries", "official", "GET", `/natjecanja/${REGATA}`);
  await step("staff filter waiting entries", "staff", "GET", `/natjecanja/${REGATA}?status=cekanje`);
  await step("the official's list after", "official", "GET", "/moj-klub");
  await step("fees", "staff", "GET", `/natjecanja/${REGATA}/kotizacije`);
  await step("fees as CSV", "official", "GET", `/natjecanja/${REGATA}/kotizacije.csv`);
  await step("the public window", "anonymous", "GET", `/api/v1/natjecanja/${REGATA}/prijave`);
  await step("start lists as CSV", "staff", "GET", `/api/v1/natjecanja/${REGATA}/startna-lista.csv`);
  await step("start lists before the close", "anonymous", "GET", `/api/v1/natjecanja/${REGATA}/startna-lista`);
  await step("settings changed", "staff", "PUT", `/natjecanja/${REGATA}/postavke`, {
    sezona_id: (all as unknown as { postavke: { sezona_id: string } }).postavke.sezona_id,
    otvaranje: "2026-01-01T08:00",
    zatvaranje: "2026-01-02T08:00",
    javne_prije_zatvaranja: true,
  });
  await step("start lists after the close", "anonymous", "GET", `/api/v1/natjecanja/${REGATA}/startna-lista`);
  return steps;
}

describe("the entries' REST API answers alike on D1 and on Hasura", () => {
  it("runs every entry operation with the same answers on both providers", { timeout: 240_000 }, async () => {
    onHasura(null);
    const d1 = await scenario();
    onHasura(upstream);
    const hasura = await scenario();
    onHasura(null);
    // The second run's entries are PostgreSQL's: six entries made (D1's were emptied by its seed).
    expect(await upstream.sql("SELECT count(*)::int AS n FROM nastupi")).toEqual([{ n: 6 }]);
    expect((await env.DB.prepare("SELECT count(*) AS n FROM nastupi").first<{ n: number }>())?.n).toBe(0);
    // The scenario did what it says on D1 (so equal answers are not two equal failures).
    const statuses = d1.map((s) => `${s.label}: ${s.status}`);
    expect(statuses.filter((s) => s.endsWith(": 201"))).toHaveLength(7);
    expect(statuses.filter((s) => s.endsWith(": 422"))).toHaveLength(5);
    expect(statuses).toContain("withdraw a stale version: 409");
    expect(statuses).toContain("start lists before the close: 403");
    expect(statuses).toContain("start lists after the close: 200");
    expect(normalised(hasura)).toEqual(normalised(d1));
  });
});

describe("entries under load on Hasura", () => {
  beforeAll(async () => {
    onHasura(upstream);
    await seedRegatta();
  }, 60_000);

  it(
    "64 concurrent entries from 8 clubs into an event with cap 10: exactly 10 accepted, the rest waiting in arrival order, nobody twice, every entry audited",
    { timeout: 300_000 },
    async () => {
      await openEntries({ max_po_klubu: 8 });
      const event = await makeEvent({ naziv: "1x otvoreno", max_prijava: 10 });
      const { made, accepted } = await sixtyFourAtOnce(event);
      onHasura(null);
      // PostgreSQL holds what the answers say: no athlete twice, and every entry audited with its decision.
      const twiceHeld = await upstream.sql(
        `SELECT sportas_id FROM nastupi_clanovi WHERE disciplina_id = '${event}' AND aktivan = 1
        GROUP BY sportas_id HAVING count(*) > 1`,
      );
      expect(twiceHeld).toEqual([]);
      const stored = await upstream.sql<{ id: string; status: string }>(
        `SELECT id, status FROM nastupi WHERE disciplina_id = '${event}' ORDER BY redni`,
      );
      expect(stored.map((s) => s.id).sort()).toEqual(made.map((e) => e.id).sort());
      const audited = await upstream.sql<{ entity_id: string; status: string }>(
        `SELECT entity_id, changed_fields::jsonb ->> 'status' AS status FROM audit_log
        WHERE entity = 'nastupi' AND action = 'create'`,
      );
      expect(audited).toHaveLength(64);
      expect(
        audited
          .filter((a) => a.status === "prihvacena")
          .map((a) => a.entity_id)
          .sort(),
      ).toEqual(accepted.map((e) => e.id).sort());
    },
  );
});
