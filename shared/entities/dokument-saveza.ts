// dokumenti_saveza: the federation documents (statute, rules, forms). This module is pure.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { dokumentSavezaSchema } from "../schemas/dokument";
import { createdAt, idColumn, version } from "./columns";
import { defineEntity } from "./entity";
import { users } from "./user";

export const dokumentiSavezaTable = /* @__PURE__ */ sqliteTable(
  "dokumenti_saveza",
  {
    id: idColumn(),
    naziv: text("naziv").notNull(),
    opis: text("opis").notNull().default(""),
    dokument_url: text("dokument_url").notNull(),
    dokument_key: text("dokument_key"),
    created_by: integer("created_by").references(() => users.id),
    created_at: createdAt(),
    version: version(),
  },
  (t) => [index("dokumenti_saveza_created_at").on(sql`${t.created_at} DESC`)],
);

export const dokumentSaveza = /* @__PURE__ */ defineEntity({
  name: "dokumenti_saveza",
  table: dokumentiSavezaTable,
  // The R2 key stays on the server: the SPA links dokument_url.
  hidden: ["created_by", "dokument_key"],
  input: dokumentSavezaSchema,
  flags: { federation: false, versioned: true, softDelete: false },
});
