// ekipe: a club's team in a league group (issue 31), named as the table shows it ('RK Zagreb II'). Its club
// decides who enters and confirms its results (the club's officials, duznosnici_klubova). This module is pure.
import { sql } from "drizzle-orm";
import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { idColumn } from "../columns";
import { defineEntity } from "../entity";
import { kluboviTable } from "../klub";
import { contentColumns, contentIndexes } from "../savez";
import { skupineTable } from "../skupina";

export const ekipeTable = /* @__PURE__ */ sqliteTable(
  "ekipe",
  {
    id: idColumn(),
    skupina_id: text("skupina_id")
      .notNull()
      .references(() => skupineTable.id),
    club_id: text("club_id")
      .notNull()
      .references(() => kluboviTable.id),
    naziv: text("naziv").notNull(),
    ...contentColumns(),
  },
  (t) => [
    ...contentIndexes("ekipe", t),
    // Teams are matched by name in the CSV imports: one name once per group.
    uniqueIndex("ekipe_skupina_naziv")
      .on(t.skupina_id, t.naziv)
      .where(sql`${t.deleted_at} IS NULL`),
    index("ekipe_club").on(t.club_id),
  ],
);

export const ekipa = /* @__PURE__ */ defineEntity({
  name: "ekipe",
  table: ekipeTable,
  hidden: ["created_by"],
  parent: { column: "skupina_id", entity: "skupine" },
  clubs: ["club_id"],
  flags: { federation: true, versioned: true, softDelete: true },
});
