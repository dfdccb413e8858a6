// duznosnici_klubova: who holds which role in a club (predsjednik, tajnik, trener, voditelj; issue 29). The
// caller lookup reads the clubs of the caller's verified email from here (worker/data/users.ts), so a row is
// an invitation that applies once its email is verified, and removing it (to 'Obrisano') ends the rights.
// This module is pure.
import { sql } from "drizzle-orm";
import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { T_KLUBOVI } from "../../texts";
import { checkOf, idColumn } from "../columns";
import { defineEntity } from "../entity";
import { oneOfCheck } from "../rules";
import { kluboviTable } from "../klub";
import { ULOGE } from "../klubovi-common";
import { contentColumns, contentIndexes } from "../savez";
import { duznosnikSchema } from "./input";

export const DUZNOSNICI_ULOGA = oneOfCheck("duznosnici_klubova_uloga", "uloga", ULOGE, T_KLUBOVI.badUloga);

export const duznosniciTable = /* @__PURE__ */ sqliteTable(
  "duznosnici_klubova",
  {
    id: idColumn(),
    club_id: text("club_id")
      .notNull()
      .references(() => kluboviTable.id),
    /** Lower-cased: the link to an account whose verified email it is. */
    email: text("email").notNull(),
    ime: text("ime"),
    uloga: text("uloga").notNull(),
    ...contentColumns(),
  },
  (t) => [
    ...contentIndexes("duznosnici_klubova", t),
    index("duznosnici_klubova_email").on(t.email, t.club_id),
    index("duznosnici_klubova_club").on(t.club_id),
    uniqueIndex("duznosnici_klubova_jednom")
      .on(t.club_id, t.email, t.uloga)
      .where(sql`${t.deleted_at} IS NULL`),
    checkOf(DUZNOSNICI_ULOGA),
  ],
);

export const duznosnik = /* @__PURE__ */ defineEntity({
  name: "duznosnici_klubova",
  table: duznosniciTable,
  hidden: ["created_by"],
  input: duznosnikSchema,
  checks: [DUZNOSNICI_ULOGA],
  parent: { column: "club_id", entity: "klubovi" },
  clubs: ["club_id"],
  personal: ["email", "ime"],
  flags: { federation: true, versioned: true, softDelete: true },
});
