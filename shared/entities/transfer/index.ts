// transferi: an athlete's move from one club of a federation to another (issue 29). Both clubs' officials
// reach the row (scope `club` through club_id and from_club_id); the steps are in ./input.ts. Pure.
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { T_KLUBOVI } from "../../texts";
import { checkOf, idColumn } from "../columns";
import { defineEntity } from "../entity";
import { checkConstraint, oneOfCheck } from "../rules";
import { kluboviTable } from "../klub";
import { TRANSFER_STATUSES } from "../klubovi-common";
import { contentColumns, contentIndexes } from "../savez";
import { sportasiTable } from "../sportas";
import { transferSchema } from "./input";

export const TRANSFERI_STATUS = oneOfCheck(
  "transferi_status",
  "status",
  TRANSFER_STATUSES,
  T_KLUBOVI.badTransferStatus,
);
export const TRANSFERI_KLUBOVI = checkConstraint("transferi_klubovi", "club_id <> from_club_id", {
  field: "club_id",
  message: T_KLUBOVI.sameClub,
});

export const transferiTable = /* @__PURE__ */ sqliteTable(
  "transferi",
  {
    id: idColumn(),
    sportas_id: text("sportas_id")
      .notNull()
      .references(() => sportasiTable.id),
    from_club_id: text("from_club_id")
      .notNull()
      .references(() => kluboviTable.id),
    club_id: text("club_id")
      .notNull()
      .references(() => kluboviTable.id),
    status: text("status").notNull().default("zatrazen"),
    /** The effective date: the move is applied on it (at confirmation when it has come). */
    datum: text("datum").notNull(),
    napomena: text("napomena"),
    /** When the move was applied. */
    proveden_at: text("proveden_at"),
    ...contentColumns(),
  },
  (t) => [
    ...contentIndexes("transferi", t),
    index("transferi_club").on(t.club_id, t.status),
    index("transferi_from_club").on(t.from_club_id, t.status),
    index("transferi_sportas").on(t.sportas_id),
    checkOf(TRANSFERI_STATUS),
    checkOf(TRANSFERI_KLUBOVI),
  ],
);

export const transfer = /* @__PURE__ */ defineEntity({
  name: "transferi",
  table: transferiTable,
  hidden: ["created_by"],
  input: transferSchema,
  checks: [TRANSFERI_STATUS, TRANSFERI_KLUBOVI],
  parent: { column: "club_id", entity: "klubovi" },
  clubs: ["club_id", "from_club_id"],
  sameFederation: [{ column: "from_club_id", entity: "klubovi", message: T_KLUBOVI.klubDrugogSaveza }],
  sameClub: [{ column: "sportas_id", entity: "sportasi", via: "from_club_id" }],
  flags: { federation: true, versioned: true, softDelete: true },
});
