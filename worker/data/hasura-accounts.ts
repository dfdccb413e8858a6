// The Hasura provider's reads and writes about people (./hasura-provider.ts). Accounts, roles and invitations
// live in D1 whatever DATA_PROVIDER says (the Worker signs people in against D1: docs/operations.md, "Running
// with Hasura"), while the rows they name are PostgreSQL's: federations, memberships and the audit rows of
// content writes. So the People search and the caller's federation choices are D1's with each federation named
// as PostgreSQL names it (a rename goes to PostgreSQL only), a person's export takes the account from D1 and the memberships,
// athletes and audit rows from PostgreSQL, and an erasure erases D1's account, then PostgreSQL's copy of it.
import { getTableColumns } from "drizzle-orm";
import { memberships } from "../../shared/entities/membership";
import { federationReach } from "../../shared/permissions";
import { T_MY_DATA } from "../../shared/texts";
import { ApiError } from "../errors";
import type { Database } from "./db";
import type { FederationChoice } from "./federations";
import { eraseHasuraUser } from "./hasura-erasure";
import { byText, read, type Exp, type HasuraReadOptions } from "./hasura-read";
import { EXPORTED_ATHLETE_COLUMNS, eraseAccount, personalData, type Own, type PersonalContent } from "./personal-data";
import type { DataProvider } from "./provider-shapes";
import { listPeople, type Person, type SavezRef } from "./roles";

type Row = Record<string, unknown>;

/** Federations by id, as PostgreSQL names them (public columns: Hasura's anonymous role). */
const FEDERATION_NAMES = `query NaziviSaveza($ids: [String!]!) {
  savezi(where: {id: {_in: $ids}}) { id slug naziv }
}`;

/** The federations a caller may act for (its rights are D1's, the federations' names PostgreSQL's). */
const FEDERATIONS = `query SaveziZaIzbor($where: savezi_bool_exp!) {
  savezi(where: $where) { id slug naziv }
}`;

/** Every federation id a page of people names (their staff rights and their pending invitations). */
const federationIds = (people: Person[]) => [
  ...new Set(
    people.flatMap((p) => [...p.savezi, ...p.pending.flatMap((r) => (r.savez ? [r.savez] : []))].map((s) => s.id)),
  ),
];

/** A page of people with PostgreSQL's federation names, each person's federations by name as D1 orders them. */
async function namedAsInPostgres(options: HasuraReadOptions, people: Person[]): Promise<Person[]> {
  const ids = federationIds(people);
  if (ids.length === 0) return people;
  const data = await read<{ savezi: SavezRef[] }>(options, "anonymous", "NaziviSaveza", FEDERATION_NAMES, { ids });
  const named = new Map(data.savezi.map((s) => [s.id, s]));
  // A federation PostgreSQL does not hold (yet) keeps D1's name.
  const name = (s: SavezRef): SavezRef => named.get(s.id) ?? s;
  return people.map((person) => ({
    ...person,
    savezi: person.savezi.map(name).sort((a, b) => byText(a.naziv, b.naziv) || byText(a.id, b.id)),
    pending: person.pending.map((r) => ({ ...r, savez: r.savez && name(r.savez) })),
  }));
}

/**
 * A person's memberships: every one of the verified email, 'Obrisano' too, oldest first (as D1's export).
 * Read with the admin secret: the Worker has decided the right (the person's own export, or an admin's) and
 * Hasura's member role would hide the deleted ones.
 */
const PERSONAL_MEMBERSHIPS = `query OsobniPodaciClanstva($email: String!) {
  memberships(where: {email: {_eq: $email}}, order_by: [{created_at: asc_nulls_first}, {id: asc}]) {
    ${Object.values(getTableColumns(memberships))
      .map((column) => column.name)
      .join(" ")}
  }
}`;

/**
 * The athletes of a verified email (issue 50 item 4: a club's record of the person, the medical examination's
 * date included), every one, 'Obrisano' too, oldest first; the admin secret, as for the memberships.
 */
const PERSONAL_ATHLETES = `query OsobniPodaciSportasi($email: String!) {
  sportasi(where: {email: {_eq: $email}}, order_by: [{created_at: asc_nulls_first}, {id: asc}]) {
    ${EXPORTED_ATHLETE_COLUMNS.join(" ")}
  }
}`;

/** The audit rows a person wrote or that are about their memberships, oldest first (admin secret: no role reads the log). */
const PERSONAL_AUDIT = `query OsobniPodaciRevizija($where: audit_log_bool_exp!) {
  audit_log(where: $where, order_by: [{at: asc}, {id: asc}]) {
    id at actor_id actor_email role savez_id action entity entity_id changed_fields request_id
  }
}`;

type AuditRow = Awaited<ReturnType<PersonalContent["audit"]>>[number];

/** The content rows about a person in PostgreSQL (./personal-data.ts merges them with D1's account rows). */
export function postgresContent(options: HasuraReadOptions): PersonalContent {
  return {
    async memberships(email) {
      const data = await read<{ memberships: Row[] }>(
        options,
        "admin-secret",
        "OsobniPodaciClanstva",
        PERSONAL_MEMBERSHIPS,
        { email },
      );
      return data.memberships;
    },
    async athletes(email) {
      const data = await read<{ sportasi: Row[] }>(options, "admin-secret", "OsobniPodaciSportasi", PERSONAL_ATHLETES, {
        email,
      });
      return data.sportasi;
    },
    async audit(own: Own) {
      const rowsOf = (entity: string, ids: string[]): Exp[] =>
        ids.length > 0 ? [{ _and: [{ entity: { _eq: entity } }, { entity_id: { _in: ids } }] }] : [];
      const about: Exp[] = [...rowsOf("memberships", own.memberships), ...rowsOf("sportasi", own.athletes)];
      const where = { _or: [{ actor_id: { _eq: own.userId } }, ...about] };
      const data = await read<{ audit_log: AuditRow[] }>(
        options,
        "admin-secret",
        "OsobniPodaciRevizija",
        PERSONAL_AUDIT,
        {
          where,
        },
      );
      return data.audit_log;
    },
  };
}

/** The provider's methods about people, with `accounts` the D1 database that holds them. */
export function hasuraPeople(
  options: HasuraReadOptions,
  accounts: Database,
): Pick<DataProvider, "listPeople" | "personalData" | "eraseAccount" | "federationsFor"> {
  const content = postgresContent(options);
  return {
    async federationsFor(scope) {
      const reach = federationReach(scope);
      if (reach === null || (reach === "federation" && scope.federations.length === 0)) return [];
      const where = reach === "all" ? {} : { id: { _in: [...scope.federations] } };
      const data = await read<{ savezi: FederationChoice[] }>(options, "anonymous", "SaveziZaIzbor", FEDERATIONS, {
        where,
      });
      return data.savezi.sort((a, b) => byText(a.naziv, b.naziv) || byText(a.id, b.id));
    },
    async listPeople(scope, q, after) {
      const page = await listPeople(accounts.$client, scope, q, after);
      return { ...page, people: await namedAsInPostgres(options, page.people) };
    },
    personalData: (userId) => personalData(accounts.$client, userId, content),
    async eraseAccount(scope, userId) {
      // D1 first: it holds the last-admin rule, so a refused erasure leaves both copies as they were.
      const result = await eraseAccount(accounts.$client, scope, userId, content);
      if ("lastAdmin" in result) return result;
      try {
        await eraseHasuraUser(options, userId);
      } catch (error) {
        // The operator finishes it with the same mutation (the log names the users.id).
        console.error(`erasure of users.id ${userId} in PostgreSQL failed: ${(error as Error).message}`);
        throw new ApiError(502, "erasure_incomplete", T_MY_DATA.brisanjeNepotpuno);
      }
      return result;
    },
  };
}
