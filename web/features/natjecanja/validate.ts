// The competition form's checks before anything is sent. This module is pure: no I/O.
import { T, T_STAFF } from "../../../shared/texts";

/** The four text fields of 'Unesi Natjecanje' (dates as the date input gives them, YYYY-MM-DD). */
export interface NatjecanjeFields {
  naziv: string;
  datum_od: string;
  datum_do: string;
  lokacija: string;
}

/** The message to show, or null when the fields and the file are ready to send. */
export function formProblem(fields: NatjecanjeFields, file: File | null): string | null {
  const missing = Object.values(fields).some((v) => !v.trim()) || !file;
  if (missing) return T.missingFields;
  if (fields.datum_do < fields.datum_od) return T_STAFF.datumDoPrijeOd;
  return null;
}
