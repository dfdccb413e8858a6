// Turns the results form into a CreateRezultat object, or the message saying why not. Pure: no I/O.
import type { PoredakEntry } from "../../../shared/types";
import { T, T_STAFF } from "../../../shared/texts";

/** One standings row as typed (inputs give strings). */
export interface RowInput {
  mjesto: string;
  ime: string;
  bodovi: string;
}

/** The CreateRezultat object: the competition (stored or only named) and its standings. */
export interface RezultatInput {
  natjecanje_id: string | null;
  payload: { naziv: string; poredak: PoredakEntry[] };
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
  const poredak = rows.map((r) => ({ mjesto: Number(r.mjesto), ime: r.ime.trim(), bodovi: Number(r.bodovi) }));
  if (poredak.some((p) => !Number.isInteger(p.mjesto) || p.mjesto < 1 || !Number.isFinite(p.bodovi))) {
    return { ok: false, message: T_STAFF.neispravniBrojevi };
  }
  if (new Set(poredak.map((p) => p.mjesto)).size !== poredak.length) {
    return { ok: false, message: T_STAFF.mjestaJedinstvena };
  }
  poredak.sort((a, b) => a.mjesto - b.mjesto);
  return { ok: true, object: { natjecanje_id: picked?.id ?? null, payload: { naziv, poredak } } };
}
