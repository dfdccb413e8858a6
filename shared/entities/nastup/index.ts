// nastupi: entries into a competition's events (issue 30), and nastupi_clanovi: who each entry enters (one
// athlete, or a crew's members and substitutes). An entry is decided by one conditional insert
// (worker/data/prijave.ts): `redni` is its arrival order in the event (unique per event), `status` accepted or
// waiting by the event's cap at that moment. An athlete is entered in an event at most once while the entry
// holds a place: nastupi_clanovi's partial unique index on (event, athlete) over live members; withdrawing or
// rejecting an entry releases its members in the same batch. Results per entry (place, time or points) are
// the last columns. This module is pure.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { T_PRIJAVE } from "../../texts";
import { checkOf, idColumn } from "../columns";
import { defineEntity } from "../entity";
import { checkConstraint, oneOfCheck } from "../rules";
import { kluboviTable } from "../klub";
import { natjecanjaTable } from "../natjecanje";
import { disciplineTable } from "../disciplina";
import { contentColumns, contentIndexes } from "../savez";
import { sportasiTable } from "../sportas";
import { NASTUP_STATUSES, rejectionReason } from "./input";

export const NASTUPI_STATUS = oneOfCheck("nastupi_status", "status", NASTUP_STATUSES, T_PRIJAVE.greske.stanjeNeDopusta);
export const NASTUPI_RAZLOG = checkConstraint(
  "nastupi_razlog",
  "status <> 'odbijena' OR razlog_odbijanja IS NOT NULL",
  rejectionReason,
);

export const nastupiTable = /* @__PURE__ */ sqliteTable(
  "nastupi",
  {
    id: idColumn(),
    natjecanje_id: text("natjecanje_id")
      .notNull()
      .references(() => natjecanjaTable.id, { onDelete: "cascade" }),
    disciplina_id: text("disciplina_id")
      .notNull()
      .references(() => disciplineTable.id, { onDelete: "cascade" }),
    club_id: text("club_id")
      .notNull()
      .references(() => kluboviTable.id),
    status: text("status").notNull(),
    /** Arrival order within the event: the waiting list's order. */
    redni: integer("redni").notNull(),
    /** Given when accepted: the next number of the competition. */
    startni_broj: integer("startni_broj"),
    razlog_odbijanja: text("razlog_odbijanja"),
    /** Added by staff by hand after the close (or beyond the cap). */
    naknadna: integer("naknadna", { mode: "boolean" }).notNull().default(false),
    kotizacija_centi: integer("kotizacija_centi").notNull().default(0),
    /** Entered after the late-fee date (its fee is the late fee). */
    zakasnjela: integer("zakasnjela", { mode: "boolean" }).notNull().default(false),
    /** The withdrawn or rejected entry whose place this one took from the waiting list. */
    promaknuta_zbog: text("promaknuta_zbog"),
    ...contentColumns(),
    /** Results (issue 30 item 6): the place, and a time ('7:02.35') or points as typed. */
    mjesto: integer("mjesto"),
    rezultat: text("rezultat"),
  },
  (t) => [
    ...contentIndexes("nastupi", t),
    uniqueIndex("nastupi_disciplina_redni").on(t.disciplina_id, t.redni),
    index("nastupi_disciplina_status").on(t.disciplina_id, t.status, t.redni),
    index("nastupi_natjecanje_club").on(t.natjecanje_id, t.club_id, t.status),
    // A competition's entries of one status (its start lists and fees: the accepted ones) and a club's entries in
    // every competition (/moj-klub), read by index however many entries the competition holds (the bench).
    index("nastupi_natjecanje_status").on(t.natjecanje_id, t.status),
    index("nastupi_club").on(t.club_id, t.natjecanje_id),
    checkOf(NASTUPI_STATUS),
    checkOf(NASTUPI_RAZLOG),
  ],
);

export const nastup = /* @__PURE__ */ defineEntity({
  name: "nastupi",
  table: nastupiTable,
  hidden: ["created_by"],
  checks: [NASTUPI_STATUS, NASTUPI_RAZLOG],
  parent: { column: "disciplina_id", entity: "discipline" },
  clubs: ["club_id"],
  flags: { federation: true, versioned: true, softDelete: true },
});

export const nastupiClanoviTable = /* @__PURE__ */ sqliteTable(
  "nastupi_clanovi",
  {
    id: idColumn(),
    nastup_id: text("nastup_id")
      .notNull()
      .references(() => nastupiTable.id, { onDelete: "cascade" }),
    disciplina_id: text("disciplina_id")
      .notNull()
      .references(() => disciplineTable.id, { onDelete: "cascade" }),
    sportas_id: text("sportas_id")
      .notNull()
      .references(() => sportasiTable.id),
    /** The seat (1..crew size) or, for a substitute, 0. */
    mjesto_u_posadi: integer("mjesto_u_posadi").notNull().default(1),
    /** True while the entry holds a place (accepted or waiting). */
    aktivan: integer("aktivan", { mode: "boolean" }).notNull().default(true),
    savez_id: text("savez_id"),
  },
  (t) => [
    index("nastupi_clanovi_nastup").on(t.nastup_id),
    index("nastupi_clanovi_sportas").on(t.sportas_id),
    // An athlete holds one place per event.
    uniqueIndex("nastupi_clanovi_jednom")
      .on(t.disciplina_id, t.sportas_id)
      .where(sql`${t.aktivan} = 1`),
  ],
);
