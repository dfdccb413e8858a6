// A transfer as both its lists show it (the federation's 'Transferi', a club's incoming and outgoing): the
// athlete, the club released from, the club joined, the date and the status's word with, while it is in
// progress, what it waits for (the releasing club's answer, the federation's confirmation, its date).
import type { ReactNode } from "react";
import type { StoredTransfer } from "../../shared/entities/transfer/operations";
import { croatianDate } from "../../shared/dates";
import { T_MOJ_KLUB, T_STATUS_KLUBOVI } from "../../shared/texts";
import { Cell } from "./form-controls";

/** The columns TransferCells fills, in order. */
export const TRANSFER_HEADERS = [
  T_MOJ_KLUB.sportas,
  T_MOJ_KLUB.izKluba,
  T_MOJ_KLUB.uKlub,
  T_MOJ_KLUB.datumTransfera,
  T_MOJ_KLUB.status,
];

const statusWord = (status: string) => (T_STATUS_KLUBOVI.transfer as Record<string, string>)[status] ?? status;

/** What a transfer in `t.status` waits for, in words; null once it is done (applied or refused). */
export function transferWaitsFor(
  t: Pick<StoredTransfer, "status" | "from_club_id" | "datum">,
  clubName: (id: string) => string,
): string | null {
  const C = T_MOJ_KLUB.transferCeka;
  if (t.status === "zatrazen") return C.klub(clubName(t.from_club_id));
  if (t.status === "dogovoren") return C.savez;
  if (t.status === "potvrden") return C.datum(croatianDate(t.datum) ?? t.datum);
  return null;
}

/** One transfer's cells; `athlete` is how the list names (or links) the athlete. */
export function TransferCells({
  transfer: t,
  athlete,
  clubName,
}: {
  transfer: StoredTransfer;
  athlete: ReactNode;
  clubName: (id: string) => string;
}) {
  const waits = transferWaitsFor(t, clubName);
  return (
    <>
      <Cell column={T_MOJ_KLUB.sportas}>{athlete}</Cell>
      <Cell column={T_MOJ_KLUB.izKluba}>{clubName(t.from_club_id)}</Cell>
      <Cell column={T_MOJ_KLUB.uKlub}>{clubName(t.club_id)}</Cell>
      <Cell column={T_MOJ_KLUB.datumTransfera}>{croatianDate(t.datum) ?? t.datum}</Cell>
      <Cell column={T_MOJ_KLUB.status}>
        {statusWord(t.status)}
        {waits ? (
          <>
            {" · "}
            <span data-testid="transfer-ceka">{waits}</span>
          </>
        ) : null}
      </Cell>
    </>
  );
}
