// dokumenti_saveza: the federation documents (statute, rules, forms). This module is pure.
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { dokumentSavezaSchema } from "../schemas/dokument";
import { idColumn } from "./columns";
import { newestFirst, stamps } from "./content";
import { defineEntity } from "./entity";
import { federated } from "./savez";

export const dokumentiSavezaTable = /* @__PURE__ */ sqliteTable(
  "dokumenti_saveza",
  {
    id: idColumn(),
    naziv: text("naziv").notNull(),
    opis: text("opis").notNull().default(""),
    dokument_url: text("dokument_url").notNull(),
    dokument_key: text("dokument_key"),
    ...stamps(),
    ...federated(),
  },
  (t) => [
    index("dokumenti_saveza_savez").on(t.savez_id, t.created_at),
    newestFirst("dokumenti_saveza_created_at", t.created_at),
  ],
);

export const dokumentSaveza = /* @__PURE__ */ defineEntity({
  name: "dokumenti_saveza",
  table: dokumentiSavezaTable,
  // The R2 key stays on the server: the SPA links dokument_url.
  hidden: ["created_by", "dokument_key"],
  input: dokumentSavezaSchema,
  relations: [{ kind: "object", field: "savez", entity: "savezi", foreignKey: "id", parentKey: "savez_id" }],
  flags: { federation: true, versioned: true, softDelete: false },
});
