// dokumenti_saveza: the federation documents (statute, rules, forms). This module is pure.
import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { dokumentSavezaSchema } from "./input";
import { idColumn } from "../columns";
import { defineEntity } from "../entity";
import { SAVEZ_RELATION, contentColumns, contentIndexes } from "../savez";

export const dokumentiSavezaTable = /* @__PURE__ */ sqliteTable(
  "dokumenti_saveza",
  {
    id: idColumn(),
    naziv: text("naziv").notNull(),
    opis: text("opis").notNull().default(""),
    dokument_url: text("dokument_url").notNull(),
    dokument_key: text("dokument_key"),
    ...contentColumns(),
  },
  (t) => [...contentIndexes("dokumenti_saveza", t)],
);

export const dokumentSaveza = /* @__PURE__ */ defineEntity({
  name: "dokumenti_saveza",
  table: dokumentiSavezaTable,
  // The R2 key stays on the server: the SPA links dokument_url.
  hidden: ["created_by", "dokument_key"],
  input: dokumentSavezaSchema,
  files: ["dokument_key"],
  relations: [SAVEZ_RELATION],
  flags: { federation: true, versioned: true, softDelete: true },
});
