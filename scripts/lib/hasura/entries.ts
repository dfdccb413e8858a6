// The entries' tables in the Hasura metadata (issue 30): tracked with the permissions the permission table's
// `natjecanja_prijave` and `nastupi` rows give each role (shared/permissions.ts). Like the league's
// (./league.ts) they are no GraphQL entity: the Worker serves them by REST (worker/routes/prijave.ts) and
// decides the right itself, so these permissions are the second check. A competition's entry settings and
// events are public (live rows); its organisers (staff of its federation, admins) write them. Entries: a club's
// officials read, enter and withdraw their clubs' entries (never one by hand: naknadna stays 0), staff their
// federation's, admins all. No role writes an entry's decision (status on insert, redni, start number) or an
// athlete's place (nastupi_clanovi.aktivan): the migration's triggers do (sz_nastup_odluka under a lock on the
// competition, sz_nastup_napusta, sz_nastup_korak). This module is pure: no I/O.
import { getTableColumns, getTableName } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { PERMISSIONS, type Action, type PermissionScope } from "../../../shared/permissions";
import type { Role } from "../../../shared/types";
import { hasuraRole } from "../../../worker/graphql/hasura";
import { ENTRY_TABLES } from "./hasura-only";
import type { BoolExp, TableMetadata, TrackedTable } from "./metadata";

const ROLES = ["anonymous", "member", "official", "staff", "admin"] as const satisfies readonly Role[];
const SCOPES = ["all", "federation", "club", "own"] as const satisfies readonly PermissionScope[];

/** Columns the triggers write (sz_before_write, sz_nastup_odluka) or no entry operation sends. */
const STAMPS = ["created_by", "created_at", "version", "deleted_at"];
const DECIDED = ["status", "redni", "startni_broj", "promaknuta_zbog", "mjesto", "rezultat", "razlog_odbijanja"];
/** What an official changes of their club's entry: its status (withdrawn: sz_nastup_korak allows no other). */
const OFFICIAL_EDITS = ["status"];
/** What staff change of an entry: a rejection with its reason, a withdrawal, a result. */
const STAFF_EDITS = ["status", "razlog_odbijanja", "mjesto", "rezultat"];

const live: BoolExp = { deleted_at: { _is_null: true } };

const both = (a: BoolExp, b: BoolExp): BoolExp =>
  Object.keys(a).length === 0 ? b : Object.keys(b).length === 0 ? a : { _and: [a, b] };

/** The scopes in which `role` holds `action` on `resource`, from the widest. */
const held = (role: Role, action: Action, resource: "natjecanja_prijave" | "nastupi") =>
  SCOPES.filter((scope) => PERMISSIONS[role].includes(`${action}:${resource}:${scope}`));

/** The row filter of the widest scope held (`via`: the path to the entry, for its members), or null. */
function reach(scopes: readonly PermissionScope[], via?: string): BoolExp | null {
  const on = (filter: BoolExp): BoolExp => (via ? { [via]: filter } : filter);
  if (scopes.includes("all")) return {};
  if (scopes.includes("federation")) return on({ savez_id: { _in: "X-Hasura-Savezi" } });
  if (scopes.includes("club")) return on({ club_id: { _in: "X-Hasura-Clubs" } });
  return null;
}

/** True for an entries table (hasura-only.ts ENTRY_TABLES). */
export const isEntryTable = (name: string) => ENTRY_TABLES.includes(name);

/** An entries table's metadata and comment. */
export function entryTable(table: SQLiteTable): TrackedTable {
  const name = getTableName(table);
  const columns = (Object.values(getTableColumns(table)) as SQLiteColumn[]).map((c) => c.name);
  const shown = columns.filter((c) => c !== "created_by");
  const metadata: TableMetadata = { table: { name, schema: "public" } };
  const select: NonNullable<TableMetadata["select_permissions"]> = [];
  const insert: NonNullable<TableMetadata["insert_permissions"]> = [];
  const update: NonNullable<TableMetadata["update_permissions"]> = [];
  const organised = name === "postavke_prijava" || name === "discipline";
  if (name === "nastupi_clanovi") {
    metadata.object_relationships = [{ name: "nastup", using: { foreign_key_constraint_on: "nastup_id" } }];
  }
  for (const role of ROLES) {
    const hasura = hasuraRole({ role, emailVerified: true });
    if (organised) {
      select.push({ role: hasura, permission: { columns: shown, filter: live } });
      const written = columns.filter((c) => !STAMPS.includes(c));
      const creates = reach(held(role, "create", "natjecanja_prijave"));
      if (creates) insert.push({ role: hasura, permission: { check: creates, columns: written } });
      const edits = reach(held(role, "update", "natjecanja_prijave"));
      const edited = written.filter((c) => c !== "id" && c !== "savez_id" && c !== "natjecanje_id");
      if (edits)
        update.push({ role: hasura, permission: { columns: edited, filter: both(edits, live), check: edits } });
      continue;
    }
    const via = name === "nastupi_clanovi" ? "nastup" : undefined;
    const reads = reach(held(role, "read", "nastupi"), via);
    if (reads) select.push({ role: hasura, permission: { columns: shown, filter: via ? reads : both(reads, live) } });
    const scopes = held(role, "create", "nastupi");
    const creates = reach(scopes, via);
    if (creates) {
      const byHand = scopes.includes("club") && !scopes.includes("federation") && !scopes.includes("all");
      const check = via || !byHand ? creates : both(creates, { naknadna: { _eq: 0 } });
      const written = columns.filter((c) => !STAMPS.includes(c) && !DECIDED.includes(c) && c !== "aktivan");
      insert.push({ role: hasura, permission: { check, columns: written } });
    }
    const edits = via ? null : reach(held(role, "update", "nastupi"));
    if (edits) {
      const official = held(role, "update", "nastupi")[0] === "club";
      const permission = { columns: official ? OFFICIAL_EDITS : STAFF_EDITS, filter: both(edits, live), check: edits };
      update.push({ role: hasura, permission });
    }
  }
  if (select.length) metadata.select_permissions = select;
  if (insert.length) metadata.insert_permissions = insert;
  if (update.length) metadata.update_permissions = update;
  const comment =
    `${name}: an entries table (issue 30), no GraphQL entity; its rights are shared/permissions.ts's ` +
    (organised ? "natjecanja_prijave rows (public live rows; organisers write)" : "nastupi rows") +
    " (scripts/lib/hasura/entries.ts). Nothing deletes it through Hasura.";
  return { name, comment, metadata };
}
