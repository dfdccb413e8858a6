// savezi: the federations, the platform's tenants. Every content row belongs to one (savez_id). This module
// is pure.
import { index, sqliteTable, text, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import { savezSchema } from "./input";
import { idColumn } from "../columns";
import { newestFirst, stamps } from "../content";
import { defineEntity, type Relation } from "../entity";

export const savezi = /* @__PURE__ */ sqliteTable("savezi", {
  id: idColumn(),
  slug: text("slug").notNull().unique(),
  naziv: text("naziv").notNull(),
  opis: text("opis").notNull().default(""),
  logo_key: text("logo_key"),
  email: text("email"),
  web: text("web"),
  ...stamps(),
});

/**
 * The federation a content row belongs to. Nullable in D1 only because SQLite cannot add a REFERENCES column
 * with a default to a table that has rows; the write path always sets it and migration 0004 moved every
 * first-wave row to Zicer Savez.
 */
export const federated = () => ({ savez_id: text("savez_id").references(() => savezi.id) });

/**
 * When a content row was moved to 'Obrisano' (soft delete); null while it is published. The scheduled purge
 * removes rows 30 days after this.
 */
export const deletedAt = () => ({ deleted_at: text("deleted_at") });

/** The last columns of every content table: who wrote a row, when, its version, its federation, its deletion. */
export const contentColumns = () => ({ ...stamps(), ...federated(), ...deletedAt() });

/** The indexes every content list uses: a federation's newest rows, and everyone's newest rows. */
export const contentIndexes = (table: string, t: { savez_id: SQLiteColumn; created_at: SQLiteColumn }) => [
  index(`${table}_savez`).on(t.savez_id, t.created_at),
  newestFirst(`${table}_created_at`, t.created_at),
];

/** The `savez` field of a content row: the federation it belongs to (Hasura's object relationship). */
export const SAVEZ_RELATION = {
  kind: "object",
  field: "savez",
  entity: "savezi",
  foreignKey: "id",
  parentKey: "savez_id",
} as const satisfies Relation;

/** Zicer Savez, the federation of the spec's staff menu ('Dobrodošli Zicer Savez!'): every first-wave row's. */
export const ZICER_SAVEZ_ID = "b0000000-0000-4000-8000-000000000001";

export const savez = /* @__PURE__ */ defineEntity({
  name: "savezi",
  table: savezi,
  hidden: ["created_by"],
  input: savezSchema,
  files: ["logo_key"],
  relations: [
    { field: "feed", entity: "feed", foreignKey: "savez_id", parentKey: "id" },
    { field: "dokumenti_saveza", entity: "dokumenti_saveza", foreignKey: "savez_id", parentKey: "id" },
  ],
  defaultOrder: "asc_nulls_last",
  flags: { federation: false, versioned: true, softDelete: false },
});
