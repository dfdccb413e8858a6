// rezultati: standings of a competition, payload {naziv?, poredak:[{mjesto, bodovi, ime}]}. This module is pure.
import { sql } from "drizzle-orm";
import { check, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { rezultatSchema } from "../schemas/rezultat";
import { idColumn } from "./columns";
import { newestFirst, stamps } from "./content";
import { defineEntity } from "./entity";
import { natjecanjaTable } from "./natjecanje";

export const rezultatiTable = /* @__PURE__ */ sqliteTable(
  "rezultati",
  {
    id: idColumn(),
    natjecanje_id: text("natjecanje_id").references(() => natjecanjaTable.id),
    payload: text("payload").notNull(),
    ...stamps(),
  },
  (t) => [newestFirst("rezultati_created_at", t.created_at), check("rezultati_payload", sql`json_valid(payload)`)],
);

export const rezultat = /* @__PURE__ */ defineEntity({
  name: "rezultati",
  table: rezultatiTable,
  hidden: ["created_by"],
  json: ["payload"],
  input: rezultatSchema,
  flags: { federation: false, versioned: true, softDelete: false },
});
