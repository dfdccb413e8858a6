// savezi: the federations, the platform's tenants. Every content row belongs to one (savez_id). This module
// is pure.
import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { savezSchema } from "../schemas/savez";
import { idColumn } from "./columns";
import { stamps } from "./content";
import { defineEntity } from "./entity";

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

/** Zicer Savez, the federation of the spec's staff menu ('Dobrodošli Zicer Savez!'): every first-wave row's. */
export const ZICER_SAVEZ_ID = "b0000000-0000-4000-8000-000000000001";

export const savez = /* @__PURE__ */ defineEntity({
  name: "savezi",
  table: savezi,
  hidden: ["created_by"],
  input: savezSchema,
  relations: [
    { field: "feed", entity: "feed", foreignKey: "savez_id", parentKey: "id" },
    { field: "dokumenti_saveza", entity: "dokumenti_saveza", foreignKey: "savez_id", parentKey: "id" },
  ],
  defaultOrder: "asc_nulls_last",
  flags: { federation: false, versioned: true, softDelete: false },
});
