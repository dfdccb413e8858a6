// Entries on PostgreSQL itself, past the Worker (issue 30 item 4): the Hasura metadata generated from the
// permission table (scripts/lib/hasura/entries.ts) and the migration's triggers (…_entries) hold the entries'
// rules for whoever reaches Hasura as a club's official. The official sends an entry without its decision and
// PostgreSQL decides it (accepted under the event's cap, else waiting, in arrival order); an official cannot
// enter by hand past the cap, for another club, the same athlete twice, or accept a waiting entry; withdrawing an
// accepted entry promotes the first waiting one. The regatta is D1's (tests/worker/helpers/prijave.ts), copied.
import { beforeAll, describe, expect, it } from "vitest";
import { hasuraUpstream } from "../support/hasura-upstream";
import { copyD1ToPostgres } from "./helpers/postgres-copy";
import { CLUBS, REGATA, athleteOf, makeEvent, openEntries, seedRegatta } from "./helpers/prijave";

const upstream = hasuraUpstream("prijave_hasura");
const PARENTS = ["savezi", "sezone", "natjecanja", "klubovi", "sportasi", "licence", "postavke_prijava", "discipline"];

let event: string;

/** A GraphQL request straight to the emulated Hasura as `role` of `club`: its data, or "refused". */
async function asRole(role: string, club: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(upstream.env.HASURA_GRAPHQL_URL, {
    method: "POST",
    headers: {
      "x-hasura-admin-secret": upstream.env.HASURA_ADMIN_SECRET,
      "x-hasura-role": role,
      "x-hasura-clubs": `{${club}}`,
      "x-hasura-savezi": "{}",
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  return body.errors ? "refused" : body.data!;
}

const ENTER = `mutation Enter($entry: nastupi_insert_input!, $member: nastupi_clanovi_insert_input!) {
  insert_nastupi_one(object: $entry) { id }
  insert_nastupi_clanovi_one(object: $member) { id }
}`;

/** An entry of club k's athlete j as club `as`'s official (or `role`), with `extra` entry columns. */
function enter(k: number, j: number, options: { as?: number; role?: string; extra?: Record<string, unknown> } = {}) {
  const id = crypto.randomUUID();
  const club = CLUBS[k - 1]!;
  return asRole(options.role ?? "official", CLUBS[(options.as ?? k) - 1]!, ENTER, {
    entry: { id, natjecanje_id: REGATA, disciplina_id: event, club_id: club, ...options.extra },
    member: { nastup_id: id, disciplina_id: event, sportas_id: athleteOf(k, j) },
  }).then((answer) => (answer === "refused" ? answer : id));
}

const entries = () =>
  upstream.sql<{ id: string; status: string; redni: number; promaknuta_zbog: string | null }>(
    `SELECT id, status, redni, promaknuta_zbog FROM nastupi WHERE disciplina_id = '${event}' ORDER BY redni`,
  );

const setStatus = (club: number, id: string, status: string) =>
  asRole(
    "official",
    CLUBS[club - 1]!,
    `mutation Step($id: String!, $status: String!) {
      update_nastupi(where: {id: {_eq: $id}}, _set: {status: $status}) { affected_rows }
    }`,
    { id, status },
  );

beforeAll(async () => {
  await seedRegatta();
  await openEntries({ max_po_klubu: 8 });
  event = await makeEvent({ naziv: "1x otvoreno", max_prijava: 2 });
  await copyD1ToPostgres(upstream, PARENTS);
});

describe("entries on PostgreSQL, past the Worker", () => {
  it("decides an official's entries by the event's cap in arrival order, and refuses what an official may not do", async () => {
    const first = await enter(1, 2);
    const second = await enter(1, 4);
    const third = await enter(2, 2);
    expect([first, second, third]).not.toContain("refused");
    expect((await entries()).map((e) => [e.id, e.status, e.redni])).toEqual([
      [first, "prihvacena", 1],
      [second, "prihvacena", 2],
      [third, "cekanje", 3],
    ]);

    // By hand past the cap, for another club, the same athlete again, as a member: nothing written.
    expect(await enter(1, 6, { extra: { naknadna: 1 } })).toBe("refused");
    expect(await enter(2, 6, { as: 1 })).toBe("refused");
    // The same athlete again (a second place in the event), asked for on its own onto an entry that exists: the
    // members' unique index refuses it.
    const again = `mutation Again($member: nastupi_clanovi_insert_input!) {
      insert_nastupi_clanovi_one(object: $member) { id }
    }`;
    const member = { nastup_id: second, disciplina_id: event, sportas_id: athleteOf(1, 2) };
    expect(await asRole("official", CLUBS[0]!, again, { member })).toBe("refused");
    expect(await enter(1, 8, { role: "member" })).toBe("refused");
    // An official's entry cannot carry its own decision.
    expect(await enter(1, 8, { extra: { status: "prihvacena", redni: 99 } })).toBe("refused");
    expect(await entries()).toHaveLength(3);

    // The waiting club cannot accept itself; the accepted club withdraws and the first waiting is promoted.
    expect(await setStatus(2, third as string, "prihvacena")).toBe("refused");
    expect(await setStatus(2, first as string, "povucena")).toEqual({ update_nastupi: { affected_rows: 0 } });
    expect(await setStatus(1, first as string, "povucena")).toEqual({ update_nastupi: { affected_rows: 1 } });
    expect((await entries()).map((e) => [e.id, e.status, e.promaknuta_zbog])).toEqual([
      [first, "povucena", null],
      [second, "prihvacena", null],
      [third, "prihvacena", first],
    ]);
  });
});
