// The Hasura migrations against the entity tables, column for column: every Drizzle table (shared/entities)
// exists in PostgreSQL with the same columns, of the matching type and nullability and pointing at the same
// tables, and PostgreSQL has no table or column D1 lacks but those hasura-only.ts names. The differences the
// providers have on purpose are rules here, not exceptions per column. This module is pure: no I/O.
import { getTableColumns, getTableName } from "drizzle-orm";
import { getTableConfig, type SQLiteColumn, type SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Entity } from "../../../shared/entities/entity";
import { JSONB_COLUMNS, POSTGRES_ONLY_COLUMNS } from "./hasura-only";
import type { SqlColumn, SqlSchema } from "./sql-schema";

/** D1's column type as PostgreSQL holds it: JSON text is jsonb, the rest keeps its SQLite name. */
function expectedType(column: SQLiteColumn, json: readonly string[]): string {
  const type = column.getSQLType().toLowerCase();
  if (type === "text" && json.includes(column.name)) return "jsonb";
  return type;
}

/** Each column's table it references, by the Drizzle table's foreign keys. */
export function referencesOf(table: SQLiteTable): Map<string, string> {
  const out = new Map<string, string>();
  for (const foreignKey of getTableConfig(table).foreignKeys) {
    const { columns, foreignColumns } = foreignKey.reference();
    if (columns.length === 1) out.set(columns[0]!.name, getTableName(foreignColumns[0]!.table));
  }
  return out;
}

const migrationsHint = "hasura/migrations/default (add a migration; an applied one is never edited)";

/** What is wrong with one column, or null. */
function columnProblem(
  name: string,
  column: SQLiteColumn,
  sql: SqlColumn,
  entity: Entity | undefined,
  reference: string | undefined,
): string | null {
  const at = `${name}.${column.name}`;
  const json = [...(entity?.json ?? []), ...(JSONB_COLUMNS[name] ?? [])];
  const type = expectedType(column, json);
  if (sql.type !== type) return `${at}: PostgreSQL has type ${sql.type}, the entity's column is ${type}`;
  // A federation's rows always name it; D1 leaves savez_id nullable only because SQLite cannot add a NOT NULL
  // REFERENCES column to a table with rows (shared/entities: federated), so PostgreSQL may require it.
  const strictOnPurpose = !!entity?.flags.federation && column.name === "savez_id";
  if (column.notNull && !sql.notNull) return `${at}: NOT NULL in the entity, nullable in PostgreSQL`;
  if (!column.notNull && sql.notNull && !strictOnPurpose) {
    return `${at}: nullable in the entity, NOT NULL in PostgreSQL`;
  }
  if (reference !== sql.references) {
    return `${at}: references ${reference ?? "nothing"} in the entity, ${sql.references ?? "nothing"} in PostgreSQL`;
  }
  return null;
}

/** The problems of one table that both sides have. */
function tableProblems(table: SQLiteTable, sql: Map<string, SqlColumn>, entity: Entity | undefined): string[] {
  const name = getTableName(table);
  const references = referencesOf(table);
  const problems: string[] = [];
  const columns = Object.values(getTableColumns(table)) as SQLiteColumn[];
  for (const column of columns) {
    const found = sql.get(column.name);
    if (!found) {
      problems.push(`${name}.${column.name}: the entity has this column, PostgreSQL does not (${migrationsHint})`);
      continue;
    }
    const problem = columnProblem(name, column, found, entity, references.get(column.name));
    if (problem) problems.push(problem);
  }
  const known = new Set([...columns.map((c) => c.name), ...(POSTGRES_ONLY_COLUMNS[name] ?? [])]);
  for (const column of sql.keys()) {
    if (!known.has(column)) {
      problems.push(`${name}.${column}: PostgreSQL has this column, the entity does not (remove it in a migration)`);
    }
  }
  return problems;
}

/**
 * Every difference between the Drizzle tables and the tables the Hasura migrations create, one message each
 * naming the table and column; empty when they agree.
 */
export function schemaProblems(
  tables: readonly SQLiteTable[],
  entities: ReadonlyMap<string, Entity>,
  sql: SqlSchema,
): string[] {
  const problems: string[] = [];
  const names = new Set(tables.map((t) => getTableName(t)));
  for (const table of tables) {
    const name = getTableName(table);
    const found = sql.get(name);
    if (!found) problems.push(`${name}: shared/entities declares this table, PostgreSQL has none (${migrationsHint})`);
    else problems.push(...tableProblems(table, found, entities.get(name)));
  }
  for (const name of sql.keys()) {
    if (!names.has(name)) problems.push(`${name}: PostgreSQL has this table, shared/entities does not declare it`);
  }
  return problems;
}
