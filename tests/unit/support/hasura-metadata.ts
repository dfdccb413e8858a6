// The Hasura project's metadata (hasura/metadata) as the tests read it: the tracked tables with their
// relationships and per-role permissions, and which table and action each GraphQL root field is.
import { readFileSync } from "node:fs";
import { parse } from "yaml";

const TABLES = new URL("../../../hasura/metadata/databases/default/tables/", import.meta.url);

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
    using: { foreign_key_constraint_on: { column: string; table: { name: string } } };
  }[];
  select_permissions?: Permission[];
  insert_permissions?: Permission[];
  update_permissions?: Permission[];
  delete_permissions?: Permission[];
}

export type PermissionKind = "select" | "insert" | "update" | "delete";

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
export const REFERENCED: Record<string, string> = { savez_id: "savezi", natjecanje_id: "natjecanja", user_id: "users" };

export interface Relationship {
  kind: "object" | "array";
  table: string;
  /** Object: this table's column → the target's id. Array: the target's column → this table's id. */
  column: string;
}

export function relationshipOf(table: TableMetadata, field: string): Relationship | undefined {
  const object = table.object_relationships?.find((r) => r.name === field);
  if (object) {
    const column = object.using.foreign_key_constraint_on;
    return { kind: "object", table: REFERENCED[column], column };
  }
  const array = table.array_relationships?.find((r) => r.name === field);
  if (array) {
    const { column, table: target } = array.using.foreign_key_constraint_on;
    return { kind: "array", table: target.name, column };
  }
  return undefined;
}

export interface RootField {
  table: string;
  kind: PermissionKind;
  /** insert_x_one / update_x... answer one row; insert_x, update_x and delete_x answer affected_rows. */
  one: boolean;
}

/** Hasura's root fields: the default names (table, insert_table, ...) unless custom_root_fields renames one. */
export function rootFields(tables: Map<string, TableMetadata>): Map<string, RootField> {
  const fields = new Map<string, RootField>();
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
      if (fields.has(field)) throw new Error(`two tables answer the root field ${field}`);
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
export function scopeOfFilter(filter: BoolExp | undefined): "all" | "own" | "federation" {
  const text = JSON.stringify(filter ?? {});
  if (text.includes("X-Hasura-Savezi")) return "federation";
  if (text.includes("X-Hasura-User-Id")) return "own";
  return "all";
}
