// Turns the results form into a CreateRezultat object, or the message saying why not: the spec's
// missing-fields text first, then the shared schema the Worker also enforces (shared/schemas/rezultat.ts).
// This module is pure: no I/O.
import { rezultatSchema, type RezultatInput } from "../../../shared/schemas/rezultat";
import { T } from "../../../shared/texts";

/** One standings row as typed (inputs give strings). */
export interface RowInput {
  mjesto: string;
  ime: string;
  bodovi: string;
}

/** A stored competition picked by id, else the typed name; rows must be complete with unique places. */
export function buildRezultat(
  picked: { id: string; naziv: string } | null,
  typedName: string,
  rows: RowInput[],
): { ok: true; object: RezultatInput } | { ok: false; message: string } {
  const naziv = picked?.naziv ?? typedName.trim();
  const incomplete = rows.length === 0 || rows.some((r) => !r.mjesto.trim() || !r.ime.trim() || !r.bodovi.trim());
  if (!naziv || incomplete) return { ok: false, message: T.missingFields };
  const poredak = rows
    .map((r) => ({ mjesto: Number(r.mjesto), ime: r.ime.trim(), bodovi: Number(r.bodovi) }))
    .sort((a, b) => a.mjesto - b.mjesto);
  const parsed = rezultatSchema.safeParse({ natjecanje_id: picked?.id ?? null, payload: { naziv, poredak } });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? T.genericError };
  return { ok: true, object: parsed.data };
}
