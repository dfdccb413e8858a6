// The Hasura provider on a real PostgreSQL: hasura/migrations applied to a throwaway cluster, the demo seed
// (worker/seed/demo.sql) loaded, and every trusted operation run there as Hasura runs it (the metadata's
// permissions and the migration's triggers and views: tests/support/hasura-postgres.ts), with the session the Worker
// would send (hasuraHeaders). The same operations run on the D1 provider itself (its resolvers and data layer
// over SQLite, which D1 is) with the same seed; both must give the same rows, for every caller the Worker lets
// through, before and after a round of writes, and write the same audit rows.
import { readFileSync, readdirSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { execute, parse, valueFromASTUntyped, type FieldNode, type OperationDefinitionNode } from "graphql";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPERATIONS, type OperationName } from "../../shared/graphql/operations";
import { ANONYMOUS, type Caller } from "../../worker/auth/caller";
import { database } from "../../worker/data/db";
import { scopeOf } from "../../worker/data/scope";
import { d1Root } from "../../worker/graphql/d1-resolvers";
import { UPSERT_USER, hasuraDocument, hasuraHeaders } from "../../worker/graphql/hasura";
import { RULES, authorize, withinClubs, withinFederations } from "../../worker/graphql/rules";
import { d1Schema } from "../../worker/graphql/schema";
import { d1OverSqlite } from "./support/d1-sqlite";
import { sortedCreatedAtTies } from "../support/created-at-ties";
import { FUNCTION_RETURNS, loadFunctions, loadTables, REFERENCED } from "../support/hasura-metadata";
import { HasuraError, HasuraOverPostgres, type Session } from "../support/hasura-postgres";
import { postgresBin, startPostgres, type RunningPostgres } from "../support/postgres";
import { postgresSeed } from "../support/postgres-seed";
import { machineNow } from "../support/clock";

type Row = Record<string, unknown>;
const root = new URL("../../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), "utf8");

const ZICER = "b0000000-0000-4000-8000-000000000001";
const VESLANJE = "b0000000-0000-4000-8000-000000000002";
const SEED = read("worker/seed/demo.sql");
/** The season's demo rows (issue 29). */
const RSZ = "b0000000-0000-4000-8000-000000000003";
const DUBRAVA = "70000000-0000-4000-8000-000000000031";
const ZAGREB = "70000000-0000-4000-8000-000000000032";
const SESVETE = "70000000-0000-4000-8000-000000000033";
const SEZONA_RSZ = "50000000-0000-4000-8000-000000000032";
/** hasura/migrations in the order Hasura applies them (their names start with a timestamp). */
const MIGRATIONS = readdirSync(new URL("hasura/migrations/default/", root)).sort();

/** The demo accounts as the auth middleware makes them callers (DESIGN.md's staff, member and admin). */
const CALLERS: Record<string, Caller> = {
  anonymous: ANONYMOUS,
  member: {
    role: "member",
    userId: 2,
    uid: "demo-clan-uid",
    email: "clan@demo.test",
    emailVerified: true,
    federations: [],
  },
  staff: {
    role: "staff",
    userId: 1,
    uid: "demo-staff-uid",
    email: "staff@demo.test",
    emailVerified: true,
    federations: [ZICER],
  },
  "staff, unverified email": {
    role: "staff",
    userId: 1,
    uid: "demo-staff-uid",
    email: "staff@demo.test",
    emailVerified: false,
    federations: [ZICER],
  },
  admin: {
    role: "admin",
    userId: 3,
    uid: "demo-admin-uid",
    email: "admin@demo.test",
    emailVerified: true,
    federations: [],
  },
  // The season (issue 29): staff of Rukometni savez Zagreba, and RK Dubrava's tajnik.
  rukomet: {
    role: "staff",
    userId: 4,
    uid: "demo-rukomet-uid",
    email: "rukomet@demo.test",
    emailVerified: true,
    federations: [RSZ],
  },
  klub: {
    role: "official",
    userId: 5,
    uid: "demo-klub-uid",
    email: "klub@demo.test",
    emailVerified: true,
    federations: [],
    clubs: [DUBRAVA],
  },
};

/** The session variables Hasura gets from the Worker for this caller and operation. */
function sessionOf(caller: Caller, operation: OperationName): Session {
  const headers = hasuraHeaders("secret", caller, operation, `req-${operation}`);
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.startsWith("x-hasura-") && name !== "x-hasura-admin-secret"),
  );
}

let postgres: RunningPostgres | undefined;
let client: pg.Client;
let hasura: HasuraOverPostgres;
let sqlite: DatabaseSync;
let d1: D1Database;
// Rows made during the run are dated by the Worker's clock (the tests', which may run ahead) or, where SQLite's
// defaults date them, by the machine's: the earlier of the two starts the run.
const started = new Date(Math.min(machineNow(), Date.now()) - 1000).toISOString();

type Outcome = { data: Row } | { refused: string };

async function onPostgres(operation: OperationName, variables: Row, caller: Caller): Promise<Outcome> {
  try {
    // The text the Worker sends Hasura (a function root field's arguments in `args`).
    const document = hasuraDocument(OPERATIONS[operation]);
    return { data: await hasura.run(document, variables, sessionOf(caller, operation)) };
  } catch (error) {
    if (error instanceof HasuraError) return { refused: error.code };
    throw error;
  }
}

async function onD1(operation: OperationName, variables: Row, caller: Caller): Promise<Outcome> {
  const result = await execute({
    schema: d1Schema(),
    document: parse(OPERATIONS[operation]),
    rootValue: d1Root,
    contextValue: { db: database(d1), scope: scopeOf(caller, "test"), unlinked: [] },
    variableValues: variables,
    operationName: operation,
  });
  if (result.errors?.length) {
    const [error] = result.errors;
    const code = error.extensions.code as string | undefined;
    if (!code) throw error.originalError ?? error;
    return { refused: code };
  }
  return { data: JSON.parse(JSON.stringify(result.data)) as Row };
}

/** The variables as the Worker passes them on after its checks (both providers get the parsed values). */
const checked = (operation: OperationName, variables: Row) => RULES[operation].variables.parse(variables) as Row;

/** Staff of a federation naming a club (`club_id`, `from_club_id`) of a federation they are not staff of. */
function namesOtherClub(variables: Row, caller: Caller): boolean {
  const named = [variables.club_id, variables.from_club_id].filter((id) => typeof id === "string");
  return caller.role === "staff" && named.length > 0 && !caller.federations.includes(RSZ);
}

/** True when the Worker itself lets this caller run the operation with these variables. */
function workerAllows(operation: OperationName, variables: Row, caller: Caller): boolean {
  const rule = RULES[operation];
  return (
    authorize(rule, caller) === "ok" &&
    withinFederations(rule, caller, variables) &&
    withinClubs(rule, caller, variables)
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Rows written in this test get their ids and timestamps from each provider's own clock and generator: those
 * read as <new> and <now>. Rows of equal created_at have no order in Hasura (D1 breaks ties by rowid), so
 * such runs compare as sets.
 */
function normalise(value: unknown): unknown {
  if (typeof value === "string") {
    if (UUID.test(value) && !SEED.includes(value)) return "<new>";
    if (ISO.test(value) && value >= started) return "<now>";
    return value;
  }
  if (Array.isArray(value)) return sortedCreatedAtTies(value.map(normalise));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v)]));
  }
  return value;
}

const READS: [OperationName, Row][] = [
  ["ReadFeed", {}],
  ["users", {}],
  ["dokumenti_saveza", {}],
  ["Savezi", {}],
  ["Savez", { slug: "zicer-savez" }],
  ["Savez", { slug: "zagrebacki-veslacki-savez" }],
  ["Natjecatelji", { savez_id: ZICER }],
  ["Natjecanja", { savez_id: ZICER }],
  ["StartnaLista", { natjecanje_id: "c0000000-0000-4000-8000-000000000001" }],
  ["StartnaLista", { natjecanje_id: "c0000000-0000-4000-8000-000000000002" }],
  ["Najave", { savez_id: ZICER }],
  ["Najave", { savez_id: VESLANJE }],
  ["Rezultati", { savez_id: ZICER }],
  ["DokumentiSaveza", { savez_id: ZICER }],
  ["Obrisano", { savez_id: ZICER }],
  ["Obrisano", { savez_id: VESLANJE }],
  ["Clanstva", { savez_id: ZICER }],
  ["Clanstva", {}],
  ["Clanstva", { savez_id: VESLANJE }],
  ["Clanstva", { savez_id: ZICER, search: "horvat" }],
  ["Clanstva", { savez_id: ZICER, search: "0042" }],
  ["Clanstva", { savez_id: ZICER, search: "CLAN@demo.test" }],
  ["Clanstva", { savez_id: ZICER, search: "Ivić" }],
  ["Clanstva", { savez_id: ZICER, type: "Silver" }],
  ["Clanstva", { savez_id: ZICER, status: "aktivna" }],
  ["Clanstva", { savez_id: ZICER, status: "istekla" }],
  ["Clanstva", { savez_id: ZICER, status: "suspendirana" }],
  ["Clanstva", { savez_id: ZICER, expiring: true }],
  ["Clanstva", { savez_id: ZICER, limit: 1 }],
  ["Clanstva", { savez_id: ZICER, after: "a1000000-0000-4000-8000-000000000001", limit: 2 }],
  ["Sezone", { savez_id: RSZ }],
  ["Sezone", {}],
  ["Klubovi", { savez_id: RSZ }],
  ["Klubovi", {}],
  ["Klub", { slug: "rk-dubrava" }],
  ["DuznosniciKluba", { club_id: DUBRAVA }],
  ["Sportasi", { club_id: DUBRAVA }],
  ["Sportasi", { savez_id: RSZ }],
  ["Sportasi", {}],
  ["DobneKategorije", { savez_id: RSZ }],
  ["Licence", { club_id: DUBRAVA }],
  ["Licence", { savez_id: RSZ, status: "zatrazena" }],
  ["Transferi", { club_id: DUBRAVA }],
  ["Transferi", { from_club_id: SESVETE }],
];

/** Every read, for every caller: the same rows on both, or refused on Hasura where the Worker refuses it. */
async function compareReads(): Promise<number> {
  let compared = 0;
  for (const [operation, raw] of READS) {
    const variables = checked(operation, raw);
    for (const [who, caller] of Object.entries(CALLERS)) {
      const label = `${operation} ${JSON.stringify(raw)} as ${who}`;
      const fromPostgres = await onPostgres(operation, variables, caller);
      if (!workerAllows(operation, variables, caller)) {
        // The Worker stops these before any provider; where the role lacks the right, Hasura refuses too.
        if (authorize(RULES[operation], caller) !== "ok") expect(fromPostgres, label).toHaveProperty("refused");
        continue;
      }
      const fromD1 = await onD1(operation, variables, caller);
      if ("refused" in fromD1) {
        // Staff naming another federation's club: D1 looks its federation up and refuses, Hasura's row filter
        // answers nothing (the provider contract's recorded disagreement); nothing of the club is shown.
        if (namesOtherClub(variables, caller)) {
          expect(Object.values((fromPostgres as { data: Row }).data).flat(), label).toEqual([]);
          continue;
        }
        // D1 refuses what its data layer cannot answer (a register query naming no federation for an admin).
        expect(fromPostgres, label).toHaveProperty("refused");
        continue;
      }
      expect(normalise(fromPostgres), label).toEqual(normalise(fromD1));
      compared++;
    }
  }
  return compared;
}

const KEY = "3f1c1f1e-0000-4000-8000-00000000abcd.pdf";

/** A membership as staff enter it (Zicer Savez's, valid until the end of next year). */
const MEMBER = {
  savez_id: ZICER,
  type: "Gold",
  valid_from: "2026-01-01",
  expiry: `${new Date().getUTCFullYear() + 1}-12-31`,
};
/** An expiry within the register's 30 days of "ističe uskoro". */
const SOON = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

/** A write and what both providers must agree on: applied (and what it answers), or not applied. */
interface Write {
  who: keyof typeof CALLERS;
  operation: OperationName;
  variables: (ids: Record<string, string>) => Row;
  /** Keep the created row's id under this name (each provider has its own). */
  save?: string;
}

const WRITES: Write[] = [
  {
    who: "staff",
    operation: "CreateNajava",
    variables: () => ({ subject: "Jesenska regata", description: "Prijave do petka.", savez_id: ZICER }),
  },
  // An admin must name the federation: refused on both (D1's field error, PostgreSQL's NOT NULL).
  { who: "admin", operation: "CreateNajava", variables: () => ({ subject: "Čija?", description: "Ničija." }) },
  // Without a federation: the caller's only one (D1's write path, the migration's trigger).
  { who: "staff", operation: "CreateNajava", variables: () => ({ subject: "Bez saveza", description: "Opis." }) },
  {
    who: "staff",
    operation: "InsertNatjecatelji",
    variables: () => ({
      objects: [
        { ime: "Ana", prezime: "Kovač", team: "VK Mladost", savez_id: ZICER },
        { ime: "Ivo", prezime: "Đurić", team: "VK Croatia", savez_id: ZICER },
      ],
    }),
  },
  // A competitor of the rowing federation, for the start list's same-federation check.
  {
    who: "admin",
    operation: "InsertNatjecatelji",
    variables: () => ({ objects: [{ ime: "Marko", prezime: "Vesla", team: "VK Gusar", savez_id: VESLANJE }] }),
  },
  {
    who: "staff",
    operation: "CreateNatjecanje",
    variables: () => ({
      object: {
        naziv: "Jesenska regata",
        datum_od: "2025-10-01",
        datum_do: "2025-10-02",
        lokacija: "Jarun",
        savez_id: ZICER,
      },
    }),
    save: "natjecanje",
  },
  {
    who: "staff",
    operation: "CreateRezultat",
    variables: (ids) => ({
      object: {
        natjecanje_id: ids.natjecanje,
        payload: { naziv: "Jesen", poredak: [{ mjesto: 1, bodovi: 9, ime: "VK Jarun" }] },
      },
    }),
  },
  {
    who: "staff",
    operation: "CreateDokumentSaveza",
    variables: () => ({
      object: { naziv: "Kalendar", opis: "Natjecanja 2026.", dokument_url: "/documents/kalendar.pdf", savez_id: ZICER },
    }),
  },
  {
    who: "staff",
    operation: "CreateDokumentRezultata",
    variables: (ids) => ({
      object: { natjecanje_id: ids.natjecanje, naziv: "Startna lista", dokument_key: KEY, savez_id: ZICER },
    }),
    save: "dokument",
  },
  // The start list (issue 16): stored competitors on a competition, once each, of its federation only.
  {
    who: "staff",
    operation: "InsertPrijave",
    variables: (ids) => ({
      objects: [
        { natjecanje_id: "c0000000-0000-4000-8000-000000000001", natjecatelj_id: ids.ana, savez_id: ZICER },
        { natjecanje_id: "c0000000-0000-4000-8000-000000000001", natjecatelj_id: ids.ivo },
      ],
    }),
  },
  // Ana again: a competitor is on a list once (the unique index), so nothing is added, Ivo neither.
  {
    who: "staff",
    operation: "InsertPrijave",
    variables: (ids) => ({
      objects: [{ natjecanje_id: "c0000000-0000-4000-8000-000000000001", natjecatelj_id: ids.ana }],
    }),
  },
  // Another federation's competitor: refused on D1 (sameFederation), by the migration's trigger on Hasura.
  {
    who: "admin",
    operation: "InsertPrijave",
    variables: (ids) => ({
      objects: [{ natjecanje_id: "c0000000-0000-4000-8000-000000000001", natjecatelj_id: ids.marko }],
    }),
  },
  {
    who: "staff",
    operation: "UpdatePrijava",
    variables: (ids) => ({ id: ids.prijava_ivo, version: 1, set: { natjecanje_id: ids.natjecanje } }),
  },
  {
    who: "admin",
    operation: "UpdatePrijava",
    variables: (ids) => ({ id: ids.prijava_ana, version: 1, set: { natjecatelj_id: ids.marko } }),
  },
  { who: "staff", operation: "DeletePrijava", variables: (ids) => ({ id: ids.prijava_ana, version: 1 }) },
  { who: "staff", operation: "RestorePrijava", variables: (ids) => ({ id: ids.prijava_ana, version: 2 }) },
  // Staff of Zicer Savez cannot create for the rowing federation (the Worker refuses first; Hasura's check too).
  {
    who: "admin",
    operation: "CreateSavez",
    variables: () => ({ object: { slug: "plivacki-savez", naziv: "Plivački savez", opis: "Bazeni." } }),
    save: "savez",
  },
  {
    who: "admin",
    operation: "UpdateSavez",
    variables: (ids) => ({ id: ids.savez, version: 1, set: { opis: "Bazeni i klubovi." } }),
  },
  {
    who: "staff",
    operation: "UpdateNajava",
    variables: () => ({ id: "f0000000-0000-4000-8000-000000000003", version: 1, set: { subject: "Polumaraton" } }),
  },
  // The same version again: a stale edit changes nothing (D1 409, Hasura affected_rows 0).
  {
    who: "staff",
    operation: "UpdateNajava",
    variables: () => ({ id: "f0000000-0000-4000-8000-000000000003", version: 1, set: { subject: "Opet" } }),
  },
  // Another federation's row: refused on D1, outside the row filter on Hasura.
  {
    who: "staff",
    operation: "UpdateNajava",
    variables: () => ({ id: "f0000000-0000-4000-8000-000000000001", version: 1, set: { subject: "Tuđe" } }),
  },
  {
    who: "staff",
    operation: "DeleteNajava",
    variables: () => ({ id: "f0000000-0000-4000-8000-000000000004", version: 1 }),
  },
  {
    who: "staff",
    operation: "RestoreNajava",
    variables: () => ({ id: "f0000000-0000-4000-8000-000000000004", version: 2 }),
  },
  {
    who: "staff",
    operation: "DeleteNajava",
    variables: () => ({ id: "f0000000-0000-4000-8000-000000000005", version: 1 }),
  },
  // A row in 'Obrisano' cannot be edited, and a deleted row cannot be deleted again.
  {
    who: "staff",
    operation: "UpdateNajava",
    variables: () => ({ id: "f0000000-0000-4000-8000-000000000005", version: 2, set: { subject: "Skriveno" } }),
  },
  {
    who: "staff",
    operation: "DeleteNajava",
    variables: () => ({ id: "f0000000-0000-4000-8000-000000000005", version: 2 }),
  },
  {
    who: "admin",
    operation: "DeleteNajava",
    variables: () => ({ id: "f0000000-0000-4000-8000-000000000001", version: 1 }),
  },
  {
    who: "staff",
    operation: "UpdateNatjecanje",
    variables: () => ({ id: "c0000000-0000-4000-8000-000000000001", version: 1, set: { lokacija: "Jarun, staza 2" } }),
  },
  // A deleted competition takes its result (r..2) out of every public list with it.
  {
    who: "staff",
    operation: "DeleteNatjecanje",
    variables: () => ({ id: "c0000000-0000-4000-8000-000000000002", version: 1 }),
  },
  {
    who: "staff",
    operation: "DeleteRezultat",
    variables: () => ({ id: "r0000000-0000-4000-8000-000000000003", version: 1 }),
  },
  {
    who: "staff",
    operation: "RestoreRezultat",
    variables: () => ({ id: "r0000000-0000-4000-8000-000000000003", version: 2 }),
  },
  {
    who: "staff",
    operation: "DeleteRezultat",
    variables: () => ({ id: "r0000000-0000-4000-8000-000000000003", version: 3 }),
  },
  {
    who: "admin",
    operation: "RestoreNatjecanje",
    variables: () => ({ id: "c0000000-0000-4000-8000-000000000002", version: 2 }),
  },
  {
    who: "admin",
    operation: "DeleteNatjecanje",
    variables: () => ({ id: "c0000000-0000-4000-8000-000000000002", version: 3 }),
  },
  {
    who: "staff",
    operation: "UpdateRezultat",
    variables: () => ({
      id: "r0000000-0000-4000-8000-000000000004",
      version: 1,
      set: { payload: { naziv: "Zimska liga", poredak: [{ mjesto: 1, bodovi: 24, ime: "MNK Trešnjevka" }] } },
    }),
  },
  {
    who: "staff",
    operation: "DeleteDokumentSaveza",
    variables: () => ({ id: "d0000000-0000-4000-8000-000000000001", version: 1 }),
  },
  {
    who: "staff",
    operation: "RestoreDokumentSaveza",
    variables: () => ({ id: "d0000000-0000-4000-8000-000000000001", version: 2 }),
  },
  {
    who: "staff",
    operation: "UpdateDokumentSaveza",
    variables: () => ({ id: "d0000000-0000-4000-8000-000000000002", version: 1, set: { naziv: "Pravilnik 2026" } }),
  },
  { who: "staff", operation: "DeleteDokumentRezultata", variables: (ids) => ({ id: ids.dokument, version: 1 }) },
  { who: "staff", operation: "RestoreDokumentRezultata", variables: (ids) => ({ id: ids.dokument, version: 2 }) },
  {
    who: "staff",
    operation: "UpdateDokumentRezultata",
    variables: (ids) => ({ id: ids.dokument, version: 3, set: { naziv: "Startna lista (ispravak)" } }),
  },
  {
    who: "staff",
    operation: "UpdateNatjecatelj",
    variables: (ids) => ({ id: ids.ana, version: 1, set: { team: "HVK Mladost" } }),
  },
  { who: "staff", operation: "DeleteNatjecatelj", variables: (ids) => ({ id: ids.ivo, version: 1 }) },
  { who: "staff", operation: "RestoreNatjecatelj", variables: (ids) => ({ id: ids.ivo, version: 2 }) },
  { who: "staff", operation: "DeleteNatjecatelj", variables: (ids) => ({ id: ids.ivo, version: 3 }) },
  // The membership register: numbers from the federation's sequence (ZS-00001, ...), in the order of an import.
  {
    who: "staff",
    operation: "CreateClanstvo",
    variables: () => ({ object: { ...MEMBER, first_name: "Marko", last_name: "Ivić", email: "Marko@Demo.test" } }),
    save: "clanstvo",
  },
  {
    who: "staff",
    operation: "ImportClanstva",
    variables: () => ({
      objects: [
        { ...MEMBER, first_name: "Ana", last_name: "Šimić", email: "ana@demo.test", type: "Silver" },
        { ...MEMBER, first_name: "Đuro", last_name: "Babić", email: "clan@demo.test", expiry: SOON },
      ],
    }),
  },
  // All or nothing: one row of an unknown type refuses the whole import (nothing written, no number taken).
  {
    who: "staff",
    operation: "ImportClanstva",
    variables: () => ({
      objects: [
        { ...MEMBER, first_name: "Iva", last_name: "Kos", email: "iva@demo.test" },
        { ...MEMBER, first_name: "Luka", last_name: "Kos", email: "luka@demo.test", type: "Platinum" },
      ],
    }),
  },
  // Staff cannot set a number (D1: numberAdminOnly; Hasura: no such column for staff); an admin can.
  {
    who: "staff",
    operation: "CreateClanstvo",
    variables: () => ({
      object: { ...MEMBER, first_name: "Ivo", last_name: "Broj", email: "ivo@demo.test", number: "X-1" },
    }),
  },
  {
    who: "admin",
    operation: "CreateClanstvo",
    variables: () => ({
      object: {
        ...MEMBER,
        first_name: "Petra",
        last_name: "Admin",
        email: "petra@demo.test",
        number: "ZS-09000",
        savez_id: ZICER,
      },
    }),
  },
  // A number already taken in the federation.
  {
    who: "admin",
    operation: "CreateClanstvo",
    variables: () => ({
      object: {
        ...MEMBER,
        first_name: "Opet",
        last_name: "Isti",
        email: "opet@demo.test",
        number: "0042",
        savez_id: ZICER,
      },
    }),
  },
  // Another federation's register: the admin's create starts its sequence (ZVS-00001). The card is
  // staff@demo.test's: staff read their own cards in any federation (users), not that register.
  {
    who: "admin",
    operation: "CreateClanstvo",
    variables: () => ({
      object: { ...MEMBER, first_name: "Vesna", last_name: "Veslač", email: "Staff@Demo.test", savez_id: VESLANJE },
    }),
  },
  {
    who: "staff",
    operation: "ObnoviClanstvo",
    variables: (ids) => ({ id: ids.clanstvo, version: 1, set: { valid_from: "2027-01-01", expiry: "2027-12-31" } }),
  },
  {
    who: "staff",
    operation: "SuspendirajClanstvo",
    variables: (ids) => ({ id: ids.clanstvo, version: 2, set: { status: "suspendirana", suspension_reason: "Dug." } }),
  },
  {
    who: "staff",
    operation: "AktivirajClanstvo",
    variables: (ids) => ({ id: ids.clanstvo, version: 3, set: { status: "aktivna" } }),
  },
  // A stale version changes nothing.
  {
    who: "staff",
    operation: "AktivirajClanstvo",
    variables: (ids) => ({ id: ids.clanstvo, version: 3, set: { status: "aktivna" } }),
  },
  {
    who: "staff",
    operation: "UpdateClanstvo",
    variables: (ids) => ({ id: ids.clanstvo, version: 4, set: { last_name: "Ivičić", type: "Bronze" } }),
  },
  // A type the federation does not issue.
  {
    who: "staff",
    operation: "UpdateClanstvo",
    variables: (ids) => ({ id: ids.clanstvo, version: 5, set: { type: "Platinum" } }),
  },
  // 'Izdaj novu iskaznicu' counts the card's token version up (audited as an update of it); a replay of the
  // same request names the version it read and changes nothing.
  {
    who: "staff",
    operation: "IzdajNovuIskaznicu",
    variables: (ids) => ({ id: ids.clanstvo, version: 5 }),
  },
  {
    who: "staff",
    operation: "IzdajNovuIskaznicu",
    variables: (ids) => ({ id: ids.clanstvo, version: 5 }),
  },
  {
    who: "staff",
    operation: "DeleteClanstvo",
    variables: () => ({ id: "a1000000-0000-4000-8000-000000000002", version: 1 }),
  },
  {
    who: "staff",
    operation: "RestoreClanstvo",
    variables: () => ({ id: "a1000000-0000-4000-8000-000000000002", version: 2 }),
  },
  {
    who: "staff",
    operation: "DeleteClanstvo",
    variables: () => ({ id: "a1000000-0000-4000-8000-000000000002", version: 3 }),
  },
  // The season (issue 29): each kind of write of the season's entities, by the federation's staff or the club.
  {
    who: "rukomet",
    operation: "CreateSezona",
    variables: () => ({
      object: {
        naziv: "2027./2028.",
        datum_od: "2027-09-01",
        datum_do: "2028-06-30",
        licence_od: "2027-07-01",
        savez_id: RSZ,
      },
    }),
    save: "sezona",
  },
  {
    who: "rukomet",
    operation: "UpdateSezona",
    variables: (ids) => ({ id: ids.sezona, version: 1, set: { naziv: "2027./28." } }),
  },
  { who: "rukomet", operation: "DeleteSezona", variables: (ids) => ({ id: ids.sezona, version: 2 }) },
  { who: "rukomet", operation: "RestoreSezona", variables: (ids) => ({ id: ids.sezona, version: 3 }) },
  {
    who: "rukomet",
    operation: "CreateKlub",
    variables: () => ({
      object: { naziv: "RK Novi Zagreb", kratki_naziv: "RK NZ", slug: "rk-novi-zagreb", savez_id: RSZ },
    }),
    save: "klub",
  },
  {
    who: "klub",
    operation: "UpdateKlub",
    variables: () => ({ id: DUBRAVA, version: 1, set: { adresa: "Dubrava 1" } }),
  },
  { who: "rukomet", operation: "DeleteKlub", variables: (ids) => ({ id: ids.klub, version: 1 }) },
  { who: "rukomet", operation: "RestoreKlub", variables: (ids) => ({ id: ids.klub, version: 2 }) },
  {
    who: "rukomet",
    operation: "CreateDuznosnik",
    variables: () => ({ object: { club_id: DUBRAVA, email: "trener@rk-dubrava.test", uloga: "trener" } }),
    save: "duznosnik",
  },
  {
    who: "rukomet",
    operation: "UpdateDuznosnik",
    variables: (ids) => ({ id: ids.duznosnik, version: 1, set: { ime: "Trener" } }),
  },
  { who: "rukomet", operation: "DeleteDuznosnik", variables: (ids) => ({ id: ids.duznosnik, version: 2 }) },
  { who: "rukomet", operation: "RestoreDuznosnik", variables: (ids) => ({ id: ids.duznosnik, version: 3 }) },
  {
    who: "klub",
    operation: "CreateSportas",
    variables: () => ({
      object: {
        club_id: DUBRAVA,
        ime: "Tin",
        prezime: "Vidović",
        datum_rodenja: "2012-01-01",
        spol: "M",
        oib: "99900011124",
      },
    }),
    save: "sportas",
  },
  {
    who: "klub",
    operation: "ImportSportasi",
    variables: () => ({
      objects: [
        {
          club_id: DUBRAVA,
          ime: "Eva",
          prezime: "Lukić",
          datum_rodenja: "2012-02-02",
          spol: "Z",
          oib_napomena: "Strana državljanka",
        },
      ],
    }),
  },
  {
    who: "klub",
    operation: "UpdateSportas",
    variables: (ids) => ({ id: ids.sportas, version: 1, set: { ime: "Tino" } }),
  },
  { who: "klub", operation: "DeleteSportas", variables: (ids) => ({ id: ids.sportas, version: 2 }) },
  { who: "klub", operation: "RestoreSportas", variables: (ids) => ({ id: ids.sportas, version: 3 }) },
  // Medical examinations (issue 50 item 4): the club's athletes at once, and the federation's staff for another club.
  {
    who: "klub",
    operation: "UpisiLijecnicke",
    variables: () => ({
      ids: ["72000000-0000-4000-8000-000000000311", "72000000-0000-4000-8000-000000000312"],
      lijecnicki_do: "2027-06-01",
    }),
  },
  {
    who: "rukomet",
    operation: "UpisiLijecnicke",
    variables: () => ({ ids: ["72000000-0000-4000-8000-000000000321"], lijecnicki_do: "2027-02-28" }),
  },
  {
    who: "rukomet",
    operation: "CreateDobnaKategorija",
    variables: () => ({
      object: { sport: "rukomet", naziv: "Juniori", spol: "M", rodeni_od: -19, rodeni_do: -18, savez_id: RSZ },
    }),
    save: "kategorija",
  },
  {
    who: "rukomet",
    operation: "UpdateDobnaKategorija",
    variables: (ids) => ({ id: ids.kategorija, version: 1, set: { naziv: "U-19" } }),
  },
  { who: "rukomet", operation: "DeleteDobnaKategorija", variables: (ids) => ({ id: ids.kategorija, version: 2 }) },
  { who: "rukomet", operation: "RestoreDobnaKategorija", variables: (ids) => ({ id: ids.kategorija, version: 3 }) },
  {
    who: "klub",
    operation: "ZatraziLicencu",
    variables: (ids) => ({ object: { club_id: DUBRAVA, sportas_id: ids.sportas, sezona_id: SEZONA_RSZ } }),
    save: "licenca",
  },
  {
    who: "klub",
    operation: "ZatraziLicence",
    variables: () => ({
      objects: [{ club_id: DUBRAVA, sportas_id: "72000000-0000-4000-8000-000000000315", sezona_id: SEZONA_RSZ }],
    }),
  },
  {
    who: "klub",
    operation: "ZatraziLicencu",
    variables: () => ({
      object: { club_id: DUBRAVA, sportas_id: "72000000-0000-4000-8000-000000000313", sezona_id: SEZONA_RSZ },
    }),
    save: "licenca2",
  },
  { who: "rukomet", operation: "OdobriLicence", variables: (ids) => ({ ids: [ids.licenca] }) },
  { who: "rukomet", operation: "OdbijLicence", variables: (ids) => ({ ids: [ids.licenca2], razlog: "Bez pregleda." }) },
  {
    who: "rukomet",
    operation: "OdobriLicencu",
    variables: () => ({ id: "73000000-0000-4000-8000-000000000007", version: 1, set: { status: "odobrena" } }),
  },
  {
    who: "rukomet",
    operation: "OdbijLicencu",
    variables: () => ({
      id: "73000000-0000-4000-8000-000000000001",
      version: 1,
      set: { status: "odbijena", razlog_odbijanja: "Bez pregleda." },
    }),
  },
  {
    who: "rukomet",
    operation: "UpdateLicenca",
    variables: (ids) => ({ id: ids.licenca, version: 2, set: { status: "suspendirana" } }),
  },
  { who: "rukomet", operation: "DeleteLicenca", variables: (ids) => ({ id: ids.licenca, version: 3 }) },
  { who: "rukomet", operation: "RestoreLicenca", variables: (ids) => ({ id: ids.licenca, version: 4 }) },
  {
    who: "klub",
    operation: "ZatraziTransfer",
    variables: () => ({
      object: {
        sportas_id: "72000000-0000-4000-8000-000000000322",
        from_club_id: ZAGREB,
        club_id: DUBRAVA,
        datum: "2026-12-01",
      },
    }),
    save: "transfer",
  },
  { who: "rukomet", operation: "OdbijTransfer", variables: (ids) => ({ id: ids.transfer, version: 1 }) },
  {
    who: "rukomet",
    operation: "UpdateTransfer",
    variables: (ids) => ({ id: ids.transfer, version: 2, set: { napomena: "Odbijeno." } }),
  },
  { who: "rukomet", operation: "DeleteTransfer", variables: (ids) => ({ id: ids.transfer, version: 3 }) },
  { who: "rukomet", operation: "RestoreTransfer", variables: (ids) => ({ id: ids.transfer, version: 4 }) },
  // The seed's pending transfer, RK Sesvete to RK Dubrava: agreed, then confirmed and applied on both.
  {
    who: "rukomet",
    operation: "PrihvatiTransfer",
    variables: () => ({ id: "74000000-0000-4000-8000-000000000001", version: 1 }),
  },
  {
    who: "rukomet",
    operation: "PotvrdiTransfer",
    variables: () => ({ id: "74000000-0000-4000-8000-000000000001", version: 2 }),
  },
];

/** What a write came to: applied (with its answer, ids as <new>) or not applied (conflict, refusal). */
function verdict(outcome: Outcome): unknown {
  if ("refused" in outcome) return "not applied";
  const [answer] = Object.values(outcome.data) as Row[];
  if (answer && "affected_rows" in answer && answer.affected_rows === 0) return "not applied";
  return normalise(outcome.data);
}

/** The id of the competitor named `ime`, as one provider stored it. */
async function competitor(ime: string, run: typeof onD1, savez_id = ZICER): Promise<string> {
  const outcome = await run("Natjecatelji", { savez_id }, CALLERS.admin);
  if (!("data" in outcome)) throw new Error("Natjecatelji was refused");
  return (outcome.data.natjecatelji as Row[]).find((r) => r.ime === ime)!.id as string;
}

/** The ids of the start list's rows of competition c..1 by their competitor, as one provider stored them. */
async function startList(run: typeof onD1): Promise<Map<string, string>> {
  const outcome = await run("StartnaLista", { natjecanje_id: "c0000000-0000-4000-8000-000000000001" }, CALLERS.staff);
  if (!("data" in outcome)) throw new Error("StartnaLista was refused");
  return new Map(
    (outcome.data.natjecanja_natjecatelji as Row[]).map((r) => [r.natjecatelj_id as string, r.id as string]),
  );
}

// npm test installs Debian's postgresql when it is missing (scripts/test.mjs); only where that failed is this
// skipped, and it says so.
const available = postgresBin() !== null;
if (!available) {
  console.warn(
    "\n*** SKIPPED: the PostgreSQL test of the Hasura provider: no PostgreSQL server under /usr/lib/postgresql " +
      "(apt-get install postgresql) ***\n",
  );
}

describe.runIf(available)("the Hasura provider on PostgreSQL, against the D1 provider", { timeout: 60_000 }, () => {
  beforeAll(async () => {
    const running = await startPostgres();
    if ("missing" in running) throw new Error(running.missing);
    postgres = running;
    client = new pg.Client(postgres.url);
    await client.connect();
    for (const migration of MIGRATIONS) await client.query(read(`hasura/migrations/default/${migration}/up.sql`));
    await client.query(postgresSeed(SEED));
    hasura = new HasuraOverPostgres(client, loadTables());

    sqlite = new DatabaseSync(":memory:");
    sqlite.exec("PRAGMA foreign_keys = ON");
    for (const file of readdirSync(new URL("worker/migrations/", root)).sort()) {
      if (file.endsWith(".sql")) sqlite.exec(read(`worker/migrations/${file}`));
    }
    sqlite.exec(SEED);
    // The result document's file, as staff of Zicer Savez uploaded it: the upload routes record it in D1 (both
    // modes), and D1's write path links only a recorded upload of the row's federation (worker/data/file-links.ts).
    sqlite.exec(`INSERT INTO uploads (key, kind, savez_id, size) VALUES ('${KEY}', 'document', '${ZICER}', 0)`);
    d1 = d1OverSqlite(sqlite);
  }, 120_000);

  afterAll(async () => {
    await client?.end();
    postgres?.stop();
    sqlite?.close();
  });

  it("applies hasura/migrations and the demo seed; the metadata's relationships follow the schema's foreign keys", async () => {
    const { rows } = await client.query(
      `SELECT kcu.column_name, ccu.table_name AS target, tc.table_name AS source
         FROM information_schema.table_constraints tc
         JOIN information_schema.key_column_usage kcu ON tc.constraint_name = kcu.constraint_name
         JOIN information_schema.constraint_column_usage ccu ON tc.constraint_name = ccu.constraint_name
        WHERE tc.constraint_type = 'FOREIGN KEY'`,
    );
    for (const [column, target] of Object.entries(REFERENCED)) {
      const found = rows.filter((r) => r.column_name === column).map((r) => r.target);
      expect(found.length, column).toBeGreaterThan(0);
      expect(new Set(found), column).toEqual(new Set([target]));
    }
    // Hasura tracks exactly what the migration creates, tables and views.
    const created = await client.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(created.rows.map((r) => r.table_name).sort()).toEqual([...loadTables().keys()].sort());
    // Each tracked function exists and returns the table the metadata's permissions read it as.
    for (const [name, returns] of Object.entries(FUNCTION_RETURNS)) {
      const found = await client.query(
        `SELECT p.proretset AS set, t.typname AS type FROM pg_proc p JOIN pg_type t ON t.oid = p.prorettype
          WHERE p.proname = $1`,
        [name],
      );
      expect(found.rows, name).toEqual([{ set: !returns.one, type: returns.table }]);
    }
    expect([...loadFunctions().keys()].sort()).toEqual(Object.keys(FUNCTION_RETURNS).sort());
    const counts = await client.query(
      "SELECT (SELECT count(*) FROM feed)::int AS feed, (SELECT count(*) FROM savezi)::int AS savezi",
    );
    expect(counts.rows[0]).toEqual({ feed: 16, savezi: 3 });
  });

  it("answers every trusted read with the same rows as D1, for every caller the Worker lets through", async () => {
    const queries = (Object.keys(OPERATIONS) as OperationName[]).filter((name) => !RULES[name].mutation);
    expect(new Set(READS.map(([name]) => name))).toEqual(new Set(queries));
    const compared = await compareReads();
    expect(compared).toBeGreaterThan(30);
  });

  it("applies every kind of write as D1 does (versions, 'Obrisano', conflicts, tenancy), then reads the same", async () => {
    const ids = { d1: {} as Record<string, string>, postgres: {} as Record<string, string> };
    const covered = new Set<OperationName>();
    for (const [i, write] of WRITES.entries()) {
      const caller = CALLERS[write.who];
      const onBoth = await Promise.all([
        onD1(write.operation, checked(write.operation, write.variables(ids.d1)), caller),
        onPostgres(write.operation, checked(write.operation, write.variables(ids.postgres)), caller),
      ]);
      expect(workerAllows(write.operation, checked(write.operation, write.variables(ids.d1)), caller)).toBe(true);
      const label = `write ${i}: ${write.operation} as ${write.who}`;
      expect(verdict(onBoth[1]), label).toEqual(verdict(onBoth[0]));
      if (verdict(onBoth[0]) !== "not applied") covered.add(write.operation);
      if (write.save) {
        for (const [side, outcome] of [
          ["d1", onBoth[0]],
          ["postgres", onBoth[1]],
        ] as const) {
          const [answer] = Object.values((outcome as { data: Row }).data) as Row[];
          ids[side][write.save] = answer.id as string;
        }
      }
      if (write.operation === "InsertNatjecatelji" && write.who === "staff") {
        for (const ime of ["Ana", "Ivo"]) {
          ids.d1[ime.toLowerCase()] = await competitor(ime, onD1);
          ids.postgres[ime.toLowerCase()] = await competitor(ime, onPostgres);
        }
      }
      if (write.operation === "InsertNatjecatelji" && write.who === "admin") {
        ids.d1.marko = await competitor("Marko", onD1, VESLANJE);
        ids.postgres.marko = await competitor("Marko", onPostgres, VESLANJE);
      }
      if (write.operation === "InsertPrijave" && !ids.d1.prijava_ana) {
        for (const [side, run] of [
          ["d1", onD1],
          ["postgres", onPostgres],
        ] as const) {
          const list = await startList(run);
          for (const ime of ["ana", "ivo"]) ids[side][`prijava_${ime}`] = list.get(ids[side][ime])!;
        }
      }
      // Distinct timestamps, so the lists' order does not rest on ties.
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    const mutations = (Object.keys(OPERATIONS) as OperationName[]).filter((name) => RULES[name].mutation);
    expect([...covered].sort()).toEqual(mutations.sort());
    await compareReads();
    // The register's numbers as both gave them, and a staff member's own card outside their federation.
    const own = await onPostgres("users", {}, CALLERS.staff);
    expect((own as { data: { users: { memberships: Row[] }[] } }).data.users[0].memberships).toMatchObject([
      { number: "ZVS-00001", first_name: "Vesna" },
    ]);
    const unverified = await onPostgres("users", {}, CALLERS["staff, unverified email"]);
    expect((unverified as { data: { users: { memberships: Row[] }[] } }).data.users[0].memberships).toEqual([]);
    const numbers = "SELECT number FROM memberships ORDER BY number";
    expect((await client.query(numbers)).rows).toEqual(
      sqlite
        .prepare(numbers)
        .all()
        .map((r) => ({ ...r })),
    );
    expect((await client.query(numbers)).rows.map((r) => r.number)).toEqual(
      expect.arrayContaining(["ZS-00001", "ZS-00002", "ZS-00003", "ZS-09000", "ZVS-00001"]),
    );
    // The competitors' duplicate key (never shown, used to flag duplicates) is derived the same way.
    const keys = "SELECT ime, match_key FROM natjecatelji ORDER BY ime";
    expect((await client.query(keys)).rows).toEqual(
      sqlite
        .prepare(keys)
        .all()
        .map((r) => ({ ...r })),
    );
  });

  it("writes the same audit rows as D1, in the same transaction as the write, and keeps them append-only", async () => {
    const summary = (rows: Row[]) =>
      rows
        .map((r) =>
          [r.action, r.entity, r.role, r.actor_id, r.actor_email, r.savez_id ?? null]
            .concat(
              // The fields a write set (D1 names a create's unset suspension_reason as null: not set).
              Object.entries(JSON.parse(r.changed_fields as string) as Row)
                .filter(([k, v]) => k !== "savez_id" && v !== null)
                .map(([k]) => k)
                .sort()
                .join(","),
            )
            .join(" "),
        )
        .sort();
    const query = "SELECT action, entity, role, actor_id, actor_email, savez_id, changed_fields FROM audit_log";
    const fromD1 = sqlite.prepare(query).all() as Row[];
    const fromPostgres = (await client.query(query)).rows as Row[];
    expect(fromD1.length).toBeGreaterThan(20);
    expect(summary(fromPostgres)).toEqual(summary(fromD1));
    // Each audit row names the request that wrote it (x-hasura-request-id).
    const requests = await client.query("SELECT DISTINCT request_id FROM audit_log ORDER BY request_id");
    expect(requests.rows.map((r) => r.request_id)).toContain("req-UpdateNajava");
    expect(requests.rows.every((r) => /^req-[A-Z]/.test(r.request_id))).toBe(true);
    await expect(client.query("UPDATE audit_log SET role = 'admin'")).rejects.toThrow(/append-only/);
    await expect(client.query("DELETE FROM audit_log")).rejects.toThrow(/append-only/);
    // The one update D1 allows too: erasing an actor's email (a deleted account).
    await client.query("UPDATE audit_log SET actor_email = NULL WHERE actor_id = 1");
  });

  it("rolls back a write whose permission check fails, with its audit row", async () => {
    const before = (await client.query("SELECT count(*)::int AS n FROM audit_log")).rows[0].n;
    // The Worker refuses this before Hasura; were it sent, the insert permission's check refuses it too.
    const outcome = await onPostgres(
      "CreateNajava",
      { subject: "Tuđa", description: "Ne smije.", savez_id: VESLANJE },
      CALLERS.staff,
    );
    expect(outcome).toEqual({ refused: "permission-error" });
    expect((await client.query("SELECT count(*)::int AS n FROM feed WHERE subject = 'Tuđa'")).rows[0].n).toBe(0);
    expect((await client.query("SELECT count(*)::int AS n FROM audit_log")).rows[0].n).toBe(before);
  });

  it("takes the Worker's upsert of the caller's users row (UPSERT_USER): its constraint and columns exist", async () => {
    // What Hasura's admin runs for insert_users_one(object, on_conflict: {constraint, update_columns}).
    const field = (parse(UPSERT_USER).definitions[0] as OperationDefinitionNode).selectionSet
      .selections[0] as FieldNode;
    const onConflict = valueFromASTUntyped(field.arguments!.find((a) => a.name.value === "on_conflict")!.value) as {
      constraint: string;
      update_columns: string[];
    };
    const upsert = async (object: Row) => {
      const names = Object.keys(object);
      await client.query(
        `INSERT INTO users (${names.join(", ")}) VALUES (${names.map((_, i) => `$${i + 1}`).join(", ")})
         ON CONFLICT ON CONSTRAINT ${onConflict.constraint}
         DO UPDATE SET ${onConflict.update_columns.map((c) => `${c} = EXCLUDED.${c}`).join(", ")}`,
        Object.values(object),
      );
    };
    const member = { id: 2, uuid: "6f1c1f1e-0000-4000-8000-000000000002", firebase_user_id: "demo-clan-uid" };
    await upsert({ ...member, email: "CLAN@demo.test", email_verified: 0 });
    const row = "SELECT email, verified_email FROM users WHERE id = 2";
    expect((await client.query(row)).rows).toEqual([{ email: "CLAN@demo.test", verified_email: null }]);
    await upsert({ ...member, email: "CLAN@demo.test", email_verified: 1 });
    expect((await client.query(row)).rows).toEqual([{ email: "CLAN@demo.test", verified_email: "clan@demo.test" }]);
    // A new account on first sight.
    await upsert({
      id: 40,
      uuid: "6f1c1f1e-0000-4000-8000-000000000040",
      firebase_user_id: "new-uid",
      email: null,
      email_verified: 0,
    });
    expect(
      (await client.query("SELECT count(*)::int AS n FROM users WHERE firebase_user_id = 'new-uid'")).rows[0].n,
    ).toBe(1);
  });

  it("has a down migration that removes everything the up migration created", async () => {
    for (const migration of [...MIGRATIONS].reverse()) {
      await client.query(read(`hasura/migrations/default/${migration}/down.sql`));
    }
    const left = await client.query(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'
       UNION ALL SELECT routine_name FROM information_schema.routines WHERE routine_schema = 'public'`,
    );
    expect(left.rows).toEqual([]);
  });
});
