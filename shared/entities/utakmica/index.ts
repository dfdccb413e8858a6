// utakmice: a league group's matches (issue 31): round, date and time (Zagreb's local time, as the fixtures
// give it), venue, the two teams, the goals, the match's status and its result's state. Who entered the result
// and who answered it, and when, are kept on the row (and in the audit log). Whether a result counts is
// computed at read time (shared/league/result-state.ts): confirmed, decided, or entered 48 hours ago unanswered.
// This module is pure.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { MATCH_STATUSES } from "../../league/standings";
import { T_LIGE } from "../../texts";
import { checkOf, idColumn } from "../columns";
import { ekipeTable } from "../ekipa";
import { defineEntity } from "../entity";
import { checkConstraint, oneOfCheck } from "../rules";
import { contentColumns, contentIndexes } from "../savez";
import { skupineTable } from "../skupina";
import { users } from "../user";

/** A result's state: entered by the home club, confirmed or disputed by the away club, decided by the federation. */
export const RESULT_STATES = ["entered", "confirmed", "disputed", "decided"] as const;
export type ResultState = (typeof RESULT_STATES)[number];

export const UTAKMICE_STATUS = oneOfCheck("utakmice_status", "status", MATCH_STATUSES, T_LIGE.greske.nijeIgrana);
export const UTAKMICE_STANJE = oneOfCheck(
  "utakmice_stanje",
  "stanje",
  RESULT_STATES,
  T_LIGE.greske.stanjeNeDopusta,
  true,
);
export const UTAKMICE_EKIPE = checkConstraint("utakmice_ekipe", "domacin_id <> gost_id", {
  field: "gost_id",
  message: T_LIGE.csv.istaEkipa(1).replace(/^Red 1: /, ""),
});
export const UTAKMICE_GOLOVI = checkConstraint(
  "utakmice_golovi",
  "(golovi_domacin IS NULL OR golovi_domacin >= 0) AND (golovi_gost IS NULL OR golovi_gost >= 0)",
  { field: "golovi_domacin", message: T_LIGE.csv.golovi(1).replace(/^Red 1: /, "") },
);

export const utakmiceTable = /* @__PURE__ */ sqliteTable(
  "utakmice",
  {
    id: idColumn(),
    skupina_id: text("skupina_id")
      .notNull()
      .references(() => skupineTable.id),
    kolo: integer("kolo").notNull(),
    /** YYYY-MM-DD and HH:MM, Zagreb time; null until the federation sets them. */
    datum: text("datum"),
    vrijeme: text("vrijeme"),
    dvorana: text("dvorana"),
    domacin_id: text("domacin_id")
      .notNull()
      .references(() => ekipeTable.id),
    gost_id: text("gost_id")
      .notNull()
      .references(() => ekipeTable.id),
    golovi_domacin: integer("golovi_domacin"),
    golovi_gost: integer("golovi_gost"),
    status: text("status").notNull().default("scheduled"),
    /** A forfeit's winner: 'home' or 'away'. */
    predaja_pobjednik: text("predaja_pobjednik"),
    /** The result's state; null while no result is entered. */
    stanje: text("stanje"),
    unio: integer("unio").references(() => users.id),
    uneseno_at: text("uneseno_at"),
    odgovorio: integer("odgovorio").references(() => users.id),
    odgovoreno_at: text("odgovoreno_at"),
    /** Why the away club disputed the result. */
    prigovor: text("prigovor"),
    ...contentColumns(),
  },
  (t) => [
    ...contentIndexes("utakmice", t),
    index("utakmice_skupina_kolo").on(t.skupina_id, t.kolo),
    index("utakmice_domacin").on(t.domacin_id, t.datum),
    index("utakmice_gost").on(t.gost_id, t.datum),
    checkOf(UTAKMICE_STATUS),
    checkOf(UTAKMICE_STANJE),
    checkOf(UTAKMICE_EKIPE),
    checkOf(UTAKMICE_GOLOVI),
  ],
);

export const utakmica = /* @__PURE__ */ defineEntity({
  name: "utakmice",
  table: utakmiceTable,
  hidden: ["created_by"],
  parent: { column: "skupina_id", entity: "skupine" },
  checks: [UTAKMICE_STATUS, UTAKMICE_STANJE, UTAKMICE_EKIPE, UTAKMICE_GOLOVI],
  flags: { federation: true, versioned: true, softDelete: true },
});
