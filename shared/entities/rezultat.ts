// rezultati: standings of a competition, payload {naziv?, poredak:[{mjesto, bodovi, ime}]}. This module is pure.
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { rezultatSchema } from "../schemas/rezultat";
import { createdAt, idColumn, version } from "./columns";
import { defineEntity } from "./entity";
import { natjecanjaTable } from "./natjecanje";
import { users } from "./user";

export const rezultatiTable = /* @__PURE__ */ sqliteTable(
  "rezultati",
  {
    id: idColumn(),
    natjecanje_id: text("natjecanje_id").references(() => natjecanjaTable.id),
    payload: text("payload").notNull(),
    created_by: integer("created_by").references(() => users.id),
    created_at: createdAt(),
    version: version(),
  },
  (t) => [
    index("rezultati_created_at").on(sql`${t.created_at} DESC`),
    check("rezultati_payload", sql`json_valid(payload)`),
  ],
);

export const rezultat = /* @__PURE__ */ defineEntity({
  name: "rezultati",
  table: rezultatiTable,
  hidden: ["created_by"],
  json: ["payload"],
  input: rezultatSchema,
  flags: { federation: false, versioned: true, softDelete: false },
});
