// A transfer (issue 29): the receiving club's official asks, the releasing club's official agrees or refuses,
// the federation's staff confirm (or refuse), and the move is applied in one batch on the effective date: the
// athlete's club and live licence move, the history keeps both clubs. This module is pure: no I/O.
import { z } from "zod";
import { T_KLUBOVI } from "../../texts";
import { isoDate, rowId, savezId } from "../../schemas/text";
import { TRANSFER_STATUSES, optionalText, type TransferStatus } from "../klubovi-common";

export const transferSchema = z
  .object({
    savez_id: savezId,
    sportas_id: rowId,
    /** The releasing club: the athlete's club when asked. */
    from_club_id: rowId,
    /** The receiving club, which asks. */
    club_id: rowId,
    datum: isoDate,
    napomena: optionalText(500),
    status: z.enum(TRANSFER_STATUSES, { error: T_KLUBOVI.badTransferStatus }).optional(),
  })
  .strict();

export type TransferInput = z.output<typeof transferSchema>;

/**
 * Who acts on a transfer: the receiving club's official (who asked), the releasing club's official, the
 * federation's staff (or an admin), or the server (the daily job).
 */
export type TransferActor = "receiving" | "releasing" | "federation" | "server";

/**
 * The steps of a transfer: from which status to which, and who may take it. Refusing is the releasing club's
 * while asked, and the federation's until confirmed; 'proveden' is the server's, when it applies the move.
 */
export const TRANSFER_STEPS: readonly { from: TransferStatus; to: TransferStatus; by: readonly TransferActor[] }[] = [
  { from: "zatrazen", to: "dogovoren", by: ["releasing", "federation"] },
  { from: "zatrazen", to: "odbijen", by: ["releasing", "federation"] },
  { from: "dogovoren", to: "odbijen", by: ["federation"] },
  { from: "dogovoren", to: "potvrden", by: ["federation"] },
  { from: "potvrden", to: "proveden", by: ["server"] },
];

/** True when `actor` may move a transfer from `from` to `to`. */
export function mayStep(from: string, to: string, actors: readonly TransferActor[]): boolean {
  return TRANSFER_STEPS.some((s) => s.from === from && s.to === to && s.by.some((by) => actors.includes(by)));
}

/** A transfer's terms: who moves, from which club to which, and on which day. The note is no term. */
export const TRANSFER_TERMS = ["sportas_id", "from_club_id", "club_id", "datum"] as const;

export type TransferTerm = (typeof TRANSFER_TERMS)[number];

/**
 * The terms `actors` may still change in status `status` (issue 44): the receiving club's ask is its own until
 * the releasing club answers; once agreed, the athlete and both clubs are what the parties agreed to (a
 * different athlete is a new transfer) and only the federation may move the date, until the move is applied;
 * an applied or refused transfer is history. The releasing club never rewrites the ask: it agrees or refuses.
 */
export function openTerms(status: string, actors: readonly TransferActor[]): readonly TransferTerm[] {
  if (status === "zatrazen" && actors.some((a) => a === "receiving" || a === "federation")) return TRANSFER_TERMS;
  if ((status === "dogovoren" || status === "potvrden") && actors.includes("federation")) return ["datum"];
  return [];
}
