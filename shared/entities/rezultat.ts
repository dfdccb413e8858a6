// rezultati: standings of a competition, payload {naziv?, poredak:[{mjesto, bodovi, ime}]}. This module is pure.
import { sql } from "drizzle-orm";
import { check, index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { rezultatSchema } from "../schemas/rezultat";
import { idColumn } from "./columns";
import { newestFirst, stamps } from "./content";
import { defineEntity } from "./entity";
import { federated } from "./savez";
import { natjecanjaTable } from "./natjecanje";

export const rezultatiTable = /* @__PURE__ */ sqliteTable(
  "rezultati",
  {
    id: idColumn(),
    natjecanje_id: text("natjecanje_id").references(() => natjecanjaTable.id),
    payload: text("payload").notNull(),
    ...stamps(),
    ...federated(),
  },
  (t) => [
    index("rezultati_savez").on(t.savez_id, t.created_at),
    newestFirst("rezultati_created_at", t.created_at),
    check("rezultati_payload", sql`json_valid(payload)`),
  ],
);

export const rezultat = /* @__PURE__ */ defineEntity({
  name: "rezultati",
  table: rezultatiTable,
  hidden: ["created_by"],
  json: ["payload"],
  input: rezultatSchema,
  relations: [{ kind: "object", field: "savez", entity: "savezi", foreignKey: "id", parentKey: "savez_id" }],
  parent: { column: "natjecanje_id", entity: "natjecanja" },
  flags: { federation: true, versioned: true, softDelete: false },
});
