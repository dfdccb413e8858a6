// What the verification page may say of a card with no network, once its signature holds (issue 28 item 5):
// the token carries the expiry, so an expired card is 'Istekla' offline as online; a suspension and a newer
// card ('Izdaj novu iskaznicu': the register's token version) live only in the register, so for any other
// card the page says it cannot know them rather than call the card valid.
// This module is pure: no I/O; `today` is the device's local day ("YYYY-MM-DD"), passed in so tests pin it.
import type { CardClaims } from "../../../shared/card-token";
import { liveStatus } from "../../../shared/entities/membership/input";
import { T_PROVJERA } from "../../../shared/texts";

/** The offline verdict: a red status for an expired card, else the note that a suspension is unknown. */
export interface OfflineVerdict {
  expired: boolean;
  /** The status to show (red), or null when the token alone cannot give one. */
  status: string | null;
  /** What the page adds about what it could not check, or null. */
  note: string | null;
}

/** The verdict on a signed card's claims, as of `today` (valid through its whole expiry day). */
export function offlineVerdict(claims: Pick<CardClaims, "expiry">, today: string): OfflineVerdict {
  // Read as the server reads a stored card that is not suspended: the expiry alone decides 'istekla'.
  const expired = liveStatus({ status: "aktivna", expiry: claims.expiry }, today) === "istekla";
  return expired
    ? { expired, status: T_PROVJERA.istekla, note: null }
    : { expired, status: null, note: T_PROVJERA.offlineSuspenzija };
}
