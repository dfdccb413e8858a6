// What only the Hasura provider knows: the few facts of its PostgreSQL schema and metadata that no entity
// description or permission row says, each with its reason. Everything else in hasura/metadata is derived
// (scripts/lib/hasura/metadata.ts). Keep this short: a fact that both providers share belongs to the entity.
// This module is pure: no I/O.
import type { PermissionScope } from "../../../shared/permissions";

/**
 * Columns PostgreSQL has and D1 does not. users.verified_email is generated from email and email_verified
 * (null while unverified): the key of the users → memberships relationship, so a member reaches only the
 * memberships of an address they proved is theirs (D1 does the same in worker/data/memberships.ts).
 */
export const POSTGRES_ONLY_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  users: ["verified_email"],
};

/**
 * Tables only D1 has. uploads: the upload routes store the object in R2 and its record (who uploaded it, for
 * which federation) in D1 in both modes; Hasura mode reads file references from PostgreSQL
 * (worker/data/file-references.ts) but ownership records stay in D1 until the provider interface writes them.
 */
export const D1_ONLY_TABLES: readonly string[] = ["uploads"];

/**
 * The league's tables (issue 31): no GraphQL entity (the league's operations are REST, worker/routes/lige.ts,
 * on either provider: worker/data/lige-d1.ts, worker/data/hasura-lige.ts), so their permissions come from the
 * permission table's `lige` rows (every table: read, create, update) and, for a match, `rezultati_utakmica`
 * (its result's columns; a club's officials reach a match by either team's club). scripts/lib/hasura/league.ts
 * turns them into metadata; the result's steps are the migration's trigger (sz_utakmica_rezultat).
 */
export const LEAGUE_TABLES: Readonly<Record<string, { results?: readonly string[] }>> = {
  pravila_natjecanja: {},
  skupine: {},
  ekipe: {},
  korekcije_bodova: {},
  utakmice: {
    results: [
      "golovi_domacin",
      "golovi_gost",
      "status",
      "stanje",
      "unio",
      "uneseno_at",
      "odgovorio",
      "odgovoreno_at",
      "prigovor",
    ],
  },
};

/**
 * The entries' tables (issue 30): no GraphQL entity (the entries' operations are REST, worker/routes/prijave.ts),
 * so their permissions come from the permission table's `natjecanja_prijave` (settings, events) and `nastupi`
 * (entries and who each enters) rows; scripts/lib/hasura/entries.ts turns them into metadata. The cap, the
 * arrival order and the waiting list's promotion are the migration's triggers (…_entries: sz_nastup_odluka).
 */
export const ENTRY_TABLES: readonly string[] = ["postavke_prijava", "discipline", "nastupi", "nastupi_clanovi"];

/** Relationship keys PostgreSQL reads from another column than D1: `table.column` → its PostgreSQL column. */
export const POSTGRES_KEY: Readonly<Record<string, string>> = { "users.email": "verified_email" };

/**
 * JSON text columns of tables that are no entity (an entity says `json`): PostgreSQL keeps them as jsonb. A
 * register's list of membership types.
 */
export const JSONB_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  membership_registers: ["types"],
};

/**
 * Input fields a role writes only with this scope of the entity's create/update right. Only an admin sets or
 * changes a membership's number (worker/data/memberships.ts: numberAdminOnly); staff's come from the
 * federation's sequence, by trigger (hasura/migrations/…_membership_register).
 */
export const WRITTEN_ONLY_AT: Readonly<Record<string, Readonly<Record<string, PermissionScope>>>> = {
  memberships: { number: "all" },
};

/**
 * A table that is part of an entity rather than one of its own: it is read by whoever may read the entity
 * beyond their own rows (the register's keepers), with the entity's row filter, and never written through
 * Hasura. A federation's register settings (number prefix, next number, types) are the register's; the number
 * sequence moves by trigger (sz_memberships_register_write).
 */
export const PART_OF: Readonly<Record<string, { entity: string; about: string }>> = {
  membership_registers: {
    entity: "memberships",
    about:
      "each federation's register settings (number prefix, next number, types), read by Clanstva through the " +
      "function membership_register_settings. No role writes it: the number sequence moves by trigger " +
      "(sz_memberships_register_write).",
  },
};

/**
 * SQL functions tracked as root fields (hasura/migrations/…_membership_register), with the table whose rows
 * they return and the entity whose keepers may call them. HASURA_GRAPHQL_INFER_FUNCTION_PERMISSIONS=false: a
 * function is exposed only to the roles its metadata lists (a member has a select permission on memberships,
 * their own cards, but no right to the register). worker/graphql/hasura.ts HASURA_FUNCTIONS names the same.
 */
export const FUNCTIONS: readonly { name: string; returns: string; entity: string }[] = [
  { name: "memberships_register", returns: "memberships", entity: "memberships" },
  { name: "membership_register_settings", returns: "membership_registers", entity: "memberships" },
];

/** Each tracked function takes the request's session variables in this argument (the caller's federations). */
export const SESSION_ARGUMENT = "hasura_session";

/** Why a table that is no entity has no permission at all: the Worker reads and writes it with the admin secret. */
export const WORKER_ONLY: Readonly<Record<string, string>> = {
  audit_log: "tracked for the console only; no role may read or write it (triggers write it, append-only)",
};
