// The results form's checks before anything is sent: the spec's missing-fields text first, then the shared
// schema the Worker also enforces (shared/entities/rezultat/input.ts), on the standings as typed. The form's field
// names are the schema's paths (payload.poredak.2.ime), so a message of the schema or of the server lands
// on its cell. This module is pure: no I/O.
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { rezultatSchema, type RezultatInput } from "../../../shared/entities/rezultat/input";
import { blankFields, missingFieldsFirst } from "../../lib/form-errors";

/** One standings row as typed (inputs give strings). */
export interface RowValues {
  mjesto: string;
  ime: string;
  bodovi: string;
}

/** The form: a stored competition's id ("" for none), the typed name, and the standings. */
export interface RezultatFormValues {
  natjecanje_id: string;
  payload: { naziv: string; poredak: RowValues[] };
}

/** What the resolver needs besides the fields: the stored competitions, for the picked one's name. */
export interface RezultatFormContext {
  natjecanja?: readonly { id: string; naziv: string }[];
}

export const emptyRow = (mjesto: number): RowValues => ({ mjesto: String(mjesto), ime: "", bodovi: "" });

export const emptyRezultat = (): RezultatFormValues => ({
  natjecanje_id: "",
  payload: { naziv: "", poredak: [emptyRow(1)] },
});

/** The stored competition picked in the form, if any. */
export function pickedOf(values: Pick<RezultatFormValues, "natjecanje_id">, context: RezultatFormContext | undefined) {
  return context?.natjecanja?.find((n) => n.id === values.natjecanje_id) ?? null;
}

/** The CreateRezultat object as typed: the picked competition's name, else the typed one; numbers parsed. */
function toInput(values: RezultatFormValues, context: RezultatFormContext | undefined) {
  const picked = pickedOf(values, context);
  return {
    natjecanje_id: values.natjecanje_id || null,
    payload: {
      naziv: picked?.naziv ?? values.payload.naziv,
      poredak: values.payload.poredak.map((r) => ({ mjesto: Number(r.mjesto), ime: r.ime, bodovi: Number(r.bodovi) })),
    },
  };
}

/** The blank required fields: the name (unless a stored competition is picked) and every cell; no rows at all is "root". */
function blankOf(values: RezultatFormValues, context: RezultatFormContext | undefined): string[] {
  const naziv = pickedOf(values, context) ? [] : blankFields(values, ["payload.naziv"]);
  const rows = values.payload.poredak;
  if (rows.length === 0) return [...naziv, "root"];
  const cells = rows.flatMap((_, i) => ["mjesto", "ime", "bodovi"].map((c) => `payload.poredak.${i}.${c}`));
  return [...naziv, ...blankFields(values, cells)];
}

const schemaResolver = zodResolver(rezultatSchema);

/** A name and complete rows, else 'Sva polja moraju biti ispunjena.'; then the shared schema (unique places, …). */
export const rezultatResolver: Resolver<RezultatFormValues, RezultatFormContext, RezultatInput> = missingFieldsFirst(
  (values, context, options) =>
    schemaResolver(toInput(values, context), context, options as unknown as Parameters<typeof schemaResolver>[2]),
  blankOf,
);

/**
 * The standings sorted by place, as they are stored, and `order`: the form row of each stored row, so a
 * server message about payload.poredak.K lands on the row the person typed.
 */
export function sortedByPlace(object: RezultatInput): { object: RezultatInput; order: number[] } {
  const poredak = object.payload.poredak;
  const order = poredak.map((_, i) => i).sort((a, b) => poredak[a]!.mjesto - poredak[b]!.mjesto);
  return { object: { ...object, payload: { ...object.payload, poredak: order.map((i) => poredak[i]!) } }, order };
}

/** Server paths (after the variable: natjecanje_id, payload.naziv, payload.poredak.K.ime) to the form's fields. */
export function rezultatField(order: readonly number[]) {
  return (path: string): string | null => {
    if (path === "natjecanje_id" || path === "payload.naziv") return path;
    if (path === "payload.poredak") return "payload.poredak.root";
    const row = /^payload\.poredak\.(\d+)\.(mjesto|ime|bodovi)$/.exec(path);
    const index = row ? order[Number(row[1])] : undefined;
    return row && index !== undefined ? `payload.poredak.${index}.${row[2]}` : null;
  };
}
