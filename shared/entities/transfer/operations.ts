// The trusted operations on transfers (issue 29): a club's transfers (both ways) or a federation's, the ask,
// and the steps: agree, refuse, confirm. This module is pure: no I/O.
import { z } from "zod";
import {
  affectedRows,
  createRow,
  defineOperation,
  editOperations,
  filteredList,
  pick,
  type ResultOf,
} from "../../graphql/define";
import { rowId, rowVersion, savezId } from "../../schemas/text";
import type { Row } from "../entity";
import { TRANSFER_STATUSES } from "../klubovi-common";
import { transferSchema } from "./input";
import type { transfer } from ".";

const transferRow = pick<Row<typeof transfer>>()([
  "id",
  "sportas_id",
  "from_club_id",
  "club_id",
  "status",
  "datum",
  "napomena",
  "proveden_at",
  "savez_id",
  "created_at",
  "version",
]);

/**
 * Transfers of a federation (staff), or of a club: those it asked for (`club_id`, receiving) or those asked of it
 * (`from_club_id`, releasing); a club's officials read the transfers their clubs are part of.
 */
export const Transferi = filteredList(
  "Transferi",
  "transferi",
  transferRow,
  {
    club_id: rowId.nullish(),
    from_club_id: rowId.nullish(),
    savez_id: savezId,
    status: z.enum(TRANSFER_STATUSES).nullish(),
  },
  { order: "desc" },
);

export type StoredTransfer = ResultOf<typeof Transferi>["transferi"][number];

/** The receiving club asks for an athlete of another club. */
export const ZatraziTransfer = createRow("ZatraziTransfer", "transferi", transferSchema);

/** One step of a transfer read at `version`: the status it moves to. */
function step<const Name extends string, const To extends string>(name: Name, to: To) {
  return defineOperation({
    name,
    document: `mutation ${name}($id: String!, $version: Int!) {
  update_transferi(where: {id: {_eq: $id}, version: {_eq: $version}}, _set: {status: "${to}"}) {
    affected_rows
  }
}`,
    variables: z.object({ id: rowId, version: rowVersion }),
    result: { update_transferi: affectedRows },
  });
}

/** The releasing club agrees (or staff for it). */
export const PrihvatiTransfer = step("PrihvatiTransfer", "dogovoren");
/** The releasing club, or the federation, refuses. */
export const OdbijTransfer = step("OdbijTransfer", "odbijen");
/** The federation confirms: the move is applied once, in the confirmation's batch, when its date has come. */
export const PotvrdiTransfer = step("PotvrdiTransfer", "potvrden");

export const transferEdits = editOperations("Transfer", "transferi", transferSchema);
