// The columns and index every table staff write shares: who wrote a row, when, and its version. This module
// is pure: no I/O.
import { sql } from "drizzle-orm";
import { index, integer, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { createdAt, version } from "./columns";
import { users } from "./user";

/** Who wrote a content row, when, and its version: the last columns of every table staff write. */
export const stamps = () => ({
  created_by: integer("created_by").references(() => users.id),
  created_at: createdAt(),
  version: version(),
});

/** The index that serves every "latest N" read: SQLite's DESC already puts NULLs last. */
export const newestFirst = (name: string, createdAtColumn: SQLiteColumn) =>
  index(name).on(sql`${createdAtColumn} DESC`);
