import { T_PRIJAVE } from "../../../shared/texts";
import type { Nastup } from "../../lib/prijave";

/** An entry's status as a person reads it: 'Prihvaćena', the waiting-list place, withdrawn, rejected and why. */
export function statusText(n: Pick<Nastup, "status" | "pozicija" | "razlog_odbijanja">): string {
  if (n.status === "cekanje") return T_PRIJAVE.ui.cekanje(n.pozicija ?? 0);
  if (n.status === "odbijena" && n.razlog_odbijanja) {
    return `${T_PRIJAVE.status.odbijena}. ${T_PRIJAVE.ui.razlog(n.razlog_odbijanja)}`;
  }
  return T_PRIJAVE.status[n.status];
}

/** The athletes of an entry, substitutes marked. */
export const athleteNames = (s: readonly { ime: string; prezime: string; zamjena: boolean }[]) =>
  s.map((a) => `${a.ime} ${a.prezime}${a.zamjena ? T_PRIJAVE.ui.zamjenaOznaka : ""}`).join(", ");
