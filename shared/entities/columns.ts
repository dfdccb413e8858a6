// Column builders every entity table shares, so a convention (text UUID ids, ISO timestamps, who wrote a
// row) is written once. This module is pure: no I/O.
import { sql } from "drizzle-orm";
import { check, integer, text } from "drizzle-orm/sqlite-core";
import type { CheckConstraint } from "./rules";

/** ISO-8601 UTC with milliseconds, as the first wave's rows have it. */
export const NOW = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * The same instant from JavaScript's clock, the Worker's one clock (worker/data/clock.ts): what every insert through
 * Drizzle writes ($defaultFn), so a row's date and the Worker's "now" agree, the tests' clock included. The SQL
 * default (NOW) stays in the schema for rows written otherwise (a seed, the operator's SQL).
 */
export const clockNow = (): string => new Date().toISOString();

/** A text UUID primary key (Hasura `uuid`). */
export const idColumn = () => text("id").primaryKey();

/** When the row was written; nullable because the spec orders "nulls last". */
export const createdAt = () => text("created_at").default(NOW).$defaultFn(clockNow);

/** The optimistic-concurrency counter of an editable row: 1 when created, raised by every update. */
export const version = () => integer("version").notNull().default(1);

/** A person's lower-cased, diacritic-free "prezime ime" (normaliseName): a register's order and its name search. */
export const searchName = () => text("search_name").notNull().default("");

/** A table's CHECK constraint from its declaration (the SQL text is the declaration's, as the migrations have it). */
export const checkOf = (constraint: CheckConstraint) => check(constraint.name, sql.raw(constraint.expression));

/** Some of a table's column objects by name, for a select (`db.select(columnsOf(table, names))`). */
export function columnsOf<T extends object, const K extends keyof T & string>(
  table: T,
  names: readonly K[],
): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, table[name]])) as Pick<T, K>;
}
