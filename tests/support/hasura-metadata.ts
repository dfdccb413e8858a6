// The Hasura project's metadata (hasura/metadata) as the tests read it: the tracked tables with their
// relationships and per-role permissions, and which table and action each GraphQL root field is.
import { readFileSync } from "node:fs";
import { parse } from "yaml";

const TABLES = new URL("../../hasura/metadata/databases/default/tables/", import.meta.url);

export type BoolExp = Record<string, unknown>;

export interface Permission {
  role: string;
  permission: { columns?: string[]; filter?: BoolExp; check?: BoolExp; set?: Record<string, string> };
}

export interface TableMetadata {
  table: { name: string; schema: string };
  configuration?: { custom_root_fields?: Record<string, string> };
  object_relationships?: { name: string; using: { foreign_key_constraint_on: string } }[];
  array_relationships?: {
    name: string;
    using: {
      foreign_key_constraint_on?: { column: string; table: { name: string } };
      manual_configuration?: { remote_table: { name: string }; column_mapping: Record<string, string> };
    };
  }[];
  select_permissions?: Permission[];
  insert_permissions?: Permission[];
  update_permissions?: Permission[];
  delete_permissions?: Permission[];
}

export type PermissionKind = "select" | "insert" | "update" | "delete";

/** A tracked SQL function: its name, session argument and the roles it is exposed to. */
export interface FunctionMetadata {
  function: { name: string; schema: string };
  configuration?: { session_argument?: string };
  permissions?: { role: string }[];
}

/**
 * The table each tracked function returns (SETOF table, or one row of it): Hasura reads the function's rows with
 * that table's select permission. The PostgreSQL test checks these against the functions' declared types.
 */
export const FUNCTION_RETURNS: Record<string, { table: string; one: boolean }> = {
  memberships_register: { table: "memberships", one: false },
  membership_register_settings: { table: "membership_registers", one: true },
};

/** Every tracked function, by name (functions.yaml). */
export function loadFunctions(): Map<string, FunctionMetadata> {
  const list = parse(readFileSync(new URL("../functions/functions.yaml", TABLES), "utf8")) as FunctionMetadata[];
  return new Map(list.map((f) => [f.function.name, f]));
}

/** Every tracked table (and view), by name, as the metadata files describe it. */
export function loadTables(): Map<string, TableMetadata> {
  const list = parse(readFileSync(new URL("tables.yaml", TABLES), "utf8")) as string[];
  const tables = list.map((entry) => {
    const file = /^!include (.+)$/.exec(entry)?.[1];
    if (!file) throw new Error(`tables.yaml lists ${entry}, not an !include`);
    return parse(readFileSync(new URL(file, TABLES), "utf8")) as TableMetadata;
  });
  return new Map(tables.map((t) => [t.table.name, t]));
}

/** The table an object relationship's foreign key column points at (the migration's REFERENCES). */
export const REFERENCED: Record<string, string> = {
  savez_id: "savezi",
  natjecanje_id: "natjecanja",
  natjecatelj_id: "natjecatelji",
  user_id: "users",
  // The season (issue 29).
  club_id: "klubovi",
  from_club_id: "klubovi",
  sportas_id: "sportasi",
  sezona_id: "sezone",
  // The league (issue 31): a match's teams.
  domacin_id: "ekipe",
  gost_id: "ekipe",
  // Entries (issue 30): who an entry enters reaches its entry.
  nastup_id: "nastupi",
};

export interface Relationship {
  kind: "object" | "array";
  table: string;
  /** Object: this table's column → the target's id. Array: the target's column → this table's `local`. */
  column: string;
  /** Array: this table's column the target's column matches (id, unless a manual mapping names another). */
  local?: string;
}

export function relationshipOf(table: TableMetadata, field: string): Relationship | undefined {
  const object = table.object_relationships?.find((r) => r.name === field);
  if (object) {
    const column = object.using.foreign_key_constraint_on;
    return { kind: "object", table: REFERENCED[column], column };
  }
  const array = table.array_relationships?.find((r) => r.name === field);
  if (array) {
    const manual = array.using.manual_configuration;
    if (manual) {
      const [[local, column]] = Object.entries(manual.column_mapping);
      return { kind: "array", table: manual.remote_table.name, column, local };
    }
    const { column, table: target } = array.using.foreign_key_constraint_on!;
    return { kind: "array", table: target.name, column, local: "id" };
  }
  return undefined;
}

export interface RootField {
  table: string;
  kind: PermissionKind;
  /** insert_x_one / update_x... answer one row; insert_x, update_x and delete_x answer affected_rows. */
  one: boolean;
  /** A tracked SQL function's root field: the function (its rows are `table`'s, read as a select). */
  function?: FunctionMetadata;
}

/**
 * Hasura's root fields: the default names (table, insert_table, ...) unless custom_root_fields renames one, and
 * each tracked function by its name.
 */
export function rootFields(
  tables: Map<string, TableMetadata>,
  functions: Map<string, FunctionMetadata> = loadFunctions(),
): Map<string, RootField> {
  const fields = new Map<string, RootField>();
  for (const [name, fn] of functions) {
    const returns = FUNCTION_RETURNS[name];
    if (!returns) throw new Error(`${name}: FUNCTION_RETURNS does not say which table it returns`);
    fields.set(name, { table: returns.table, kind: "select", one: returns.one, function: fn });
  }
  for (const [name, table] of tables) {
    const custom = table.configuration?.custom_root_fields ?? {};
    const defaults: [string, string, PermissionKind, boolean][] = [
      ["select", name, "select", false],
      ["insert", `insert_${name}`, "insert", false],
      ["insert_one", `insert_${name}_one`, "insert", true],
      ["update", `update_${name}`, "update", false],
      ["delete", `delete_${name}`, "delete", false],
    ];
    for (const [key, fallback, kind, one] of defaults) {
      const field = custom[key] ?? fallback;
      if (fields.has(field)) throw new Error(`two tables or functions answer the root field ${field}`);
      fields.set(field, { table: name, kind, one });
    }
  }
  return fields;
}

/** A role's permission of one kind on a table, if the metadata grants it. */
export function permissionOf(
  table: TableMetadata,
  kind: PermissionKind,
  role: string,
): Permission["permission"] | undefined {
  return table[`${kind}_permissions`]?.find((p) => p.role === role)?.permission;
}

/** How far a row filter reaches, read off the session variables it compares with. */
export function scopeOfFilter(filter: BoolExp | undefined): "all" | "own" | "federation" | "club" {
  const text = JSON.stringify(filter ?? {});
  if (text.includes("X-Hasura-Savezi")) return "federation";
  if (text.includes("X-Hasura-Clubs")) return "club";
  if (text.includes("X-Hasura-User-Id") || text.includes("X-Hasura-Email")) return "own";
  return "all";
}
