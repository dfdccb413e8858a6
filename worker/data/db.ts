// The typed query builder over D1 (Drizzle ORM, chosen by measurement: docs/architecture.md).
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";

/** Drizzle over D1, with the binding itself (`$client`). */
export type Database = DrizzleD1Database & { $client: D1Database };

// One Drizzle instance per D1 binding: building it is cheap but not free, and the binding lives as long as
// the isolate.
const instances = new WeakMap<D1Database, Database>();

/** The Drizzle database over a D1 binding. */
export function database(d1: D1Database): Database {
  let db = instances.get(d1);
  if (!db) instances.set(d1, (db = drizzle(d1)));
  return db;
}
