// The competition form's checks before anything is sent: the spec's missing-fields text first, then the
// shared schema the Worker also enforces (shared/schemas/natjecanje.ts). This module is pure: no I/O.
import { natjecanjeSchema } from "../../../shared/schemas/natjecanje";
import { T } from "../../../shared/texts";

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
  const parsed = natjecanjeSchema.safeParse(fields);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? T.genericError);
}
