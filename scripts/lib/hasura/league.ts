// The league's tables in the Hasura metadata (issue 31): tracked with the permissions the permission table's
// `lige` and `rezultati_utakmica` rows give each role (shared/permissions.ts). They are no GraphQL entity: the
// Worker reads and writes them through worker/data/hasura-lige.ts as the caller's Hasura role, after deciding
// the right itself as on D1, so these permissions are the second check. Everyone reads the live rows (league
// tables, fixtures and calendars are public); the federation's staff (admins: every federation) create and edit
// them; a club's officials edit a match's result columns only, on a match either of whose teams is their club's
// (and the migration's trigger allows only the home entry and the away answer). This module is pure: no I/O.
import { getTableColumns, getTableName } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { PERMISSIONS, type Action, type PermissionScope } from "../../../shared/permissions";
import type { Role } from "../../../shared/types";
import { hasuraRole } from "../../../worker/graphql/hasura";
import { LEAGUE_TABLES } from "./hasura-only";
import type { BoolExp, TableMetadata, TrackedTable } from "./metadata";

const ROLES = ["anonymous", "member", "official", "staff", "admin"] as const satisfies readonly Role[];
const SCOPES = ["all", "federation", "club", "own"] as const satisfies readonly PermissionScope[];

/** Columns the triggers write (sz_before_write) or no league operation changes. */
const STAMPS = ["created_by", "created_at", "version", "deleted_at"];

/** Account ids (who created a row, entered or answered a result) stay the Worker's: no role reads them. */
const ACCOUNTS = ["created_by", "unio", "odgovorio"];

const live: BoolExp = { deleted_at: { _is_null: true } };

/** The scopes in which `role` holds `action` on `resource`, from the widest. */
const held = (role: Role, action: Action, resource: "lige" | "rezultati_utakmica") =>
  SCOPES.filter((scope) => PERMISSIONS[role].includes(`${action}:${resource}:${scope}`));

/** A match reached by a club: either team's club is one of the caller's (X-Hasura-Clubs). */
const CLUB_MATCH: BoolExp = {
  _or: [{ domacin: { club_id: { _in: "X-Hasura-Clubs" } } }, { gost: { club_id: { _in: "X-Hasura-Clubs" } } }],
};

/** The row filter of the widest scope held, or null when none reaches this table. */
function reach(table: string, scopes: readonly PermissionScope[]): BoolExp | null {
  if (scopes.includes("all")) return {};
  if (scopes.includes("federation")) return { savez_id: { _in: "X-Hasura-Savezi" } };
  if (scopes.includes("club") && table === "utakmice") return CLUB_MATCH;
  return null;
}

const both = (a: BoolExp, b: BoolExp): BoolExp =>
  Object.keys(a).length === 0 ? b : Object.keys(b).length === 0 ? a : { _and: [a, b] };

/** True for a league table (hasura-only.ts LEAGUE_TABLES). */
export const isLeagueTable = (name: string) => name in LEAGUE_TABLES;

/** A league table's metadata and comment. */
export function leagueTable(table: SQLiteTable): TrackedTable {
  const name = getTableName(table);
  const results = LEAGUE_TABLES[name]?.results ?? [];
  const columns = (Object.values(getTableColumns(table)) as SQLiteColumn[]).map((c) => c.name);
  const shown = columns.filter((c) => !ACCOUNTS.includes(c));
  const written = columns.filter((c) => !STAMPS.includes(c));
  const edited = written.filter((c) => c !== "id" && c !== "savez_id");
  const metadata: TableMetadata = { table: { name, schema: "public" } };
  if (name === "utakmice") {
    metadata.object_relationships = [
      { name: "domacin", using: { foreign_key_constraint_on: "domacin_id" } },
      { name: "gost", using: { foreign_key_constraint_on: "gost_id" } },
    ];
  }
  const select: NonNullable<TableMetadata["select_permissions"]> = [];
  const insert: NonNullable<TableMetadata["insert_permissions"]> = [];
  const update: NonNullable<TableMetadata["update_permissions"]> = [];
  for (const role of ROLES) {
    const hasura = hasuraRole({ role, emailVerified: true });
    const reads = reach(name, held(role, "read", "lige"));
    if (reads) select.push({ role: hasura, permission: { columns: shown, filter: both(reads, live) } });
    const creates = reach(name, held(role, "create", "lige"));
    if (creates) insert.push({ role: hasura, permission: { check: creates, columns: written } });
    // The league's setup edits any column; a result's right edits the result's columns of a match only.
    const setup = reach(name, held(role, "update", "lige"));
    const result = results.length > 0 ? reach(name, held(role, "update", "rezultati_utakmica")) : null;
    const edit = setup ?? result;
    if (edit) {
      const permission = { columns: setup ? edited : [...results], filter: both(edit, live), check: edit };
      update.push({ role: hasura, permission });
    }
  }
  if (select.length) metadata.select_permissions = select;
  if (insert.length) metadata.insert_permissions = insert;
  if (update.length) metadata.update_permissions = update;
  const comment =
    `${name}: a league table (issue 31), no GraphQL entity; its rights are shared/permissions.ts's lige` +
    (results.length
      ? " and rezultati_utakmica (a club's officials: the result's columns of their clubs' matches)"
      : "") +
    " rows (scripts/lib/hasura/league.ts). Nothing deletes it through Hasura.";
  return { name, comment, metadata };
}
