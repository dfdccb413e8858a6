// rezultati: standings of a competition, payload {naziv?, poredak:[{mjesto, bodovi, ime}]}. This module is pure.
import { sql } from "drizzle-orm";
import { check, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { rezultatSchema } from "./input";
import { idColumn } from "../columns";
import { defineEntity } from "../entity";
import { SAVEZ_RELATION, contentColumns, contentIndexes } from "../savez";
import { natjecanjaTable } from "../natjecanje";

export const rezultatiTable = /* @__PURE__ */ sqliteTable(
  "rezultati",
  {
    id: idColumn(),
    natjecanje_id: text("natjecanje_id").references(() => natjecanjaTable.id),
    payload: text("payload").notNull(),
    ...contentColumns(),
  },
  (t) => [...contentIndexes("rezultati", t), check("rezultati_payload", sql`json_valid(payload)`)],
);

export const rezultat = /* @__PURE__ */ defineEntity({
  name: "rezultati",
  table: rezultatiTable,
  hidden: ["created_by"],
  json: ["payload"],
  input: rezultatSchema,
  relations: [SAVEZ_RELATION],
  parent: { column: "natjecanje_id", entity: "natjecanja" },
  flags: { federation: true, versioned: true, softDelete: true },
});
