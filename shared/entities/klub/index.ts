// klubovi: the clubs of a federation (issue 29). A club's officials act for it (scope `club`, the row's own
// id); the federation's staff for every club of it. Its details are public like a federation's. This module
// is pure.
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { T_KLUBOVI } from "../../texts";
import { checkOf, idColumn } from "../columns";
import { defineEntity } from "../entity";
import { oneOfCheck } from "../rules";
import { KLUB_STATUSES } from "../klubovi-common";
import { SAVEZ_RELATION, contentColumns, contentIndexes } from "../savez";
import { klubSchema } from "./input";

export const KLUBOVI_STATUS = oneOfCheck("klubovi_status", "status", KLUB_STATUSES, T_KLUBOVI.badKlubStatus);

export const kluboviTable = /* @__PURE__ */ sqliteTable(
  "klubovi",
  {
    id: idColumn(),
    naziv: text("naziv").notNull(),
    kratki_naziv: text("kratki_naziv").notNull(),
    slug: text("slug").notNull().unique(),
    oib: text("oib"),
    adresa: text("adresa"),
    email: text("email"),
    logo_key: text("logo_key"),
    status: text("status").notNull().default("aktivan"),
    ...contentColumns(),
  },
  (t) => [
    ...contentIndexes("klubovi", t),
    index("klubovi_savez_naziv").on(t.savez_id, t.naziv),
    checkOf(KLUBOVI_STATUS),
  ],
);

export const klub = /* @__PURE__ */ defineEntity({
  name: "klubovi",
  table: kluboviTable,
  hidden: ["created_by"],
  input: klubSchema,
  checks: [KLUBOVI_STATUS],
  files: ["logo_key"],
  clubs: ["id"],
  // A club's officials edit its details; its status and federation are the federation's to decide.
  writtenOnlyAt: { status: "federation", savez_id: "federation", slug: "federation" },
  relations: [SAVEZ_RELATION],
  defaultOrder: "asc_nulls_last",
  flags: { federation: true, versioned: true, softDelete: true },
});
