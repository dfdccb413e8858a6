// The competition form's checks before anything is sent: the spec's missing-fields text first (the four
// fields and the document), then the shared schema the Worker also enforces (shared/entities/natjecanje/input.ts).
// This module is pure: no I/O.
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import type { z } from "zod";
import { natjecanjeSchema, type NatjecanjeInput } from "../../../shared/entities/natjecanje/input";
import { blankFields, fieldsNamed, missingFieldsFirst } from "../../lib/form-errors";

/** The form's values: the schema's input (dates as the date input gives them, YYYY-MM-DD). */
export type NatjecanjeFormValues = z.input<typeof natjecanjeSchema>;

/** What the resolver needs besides the fields: the chosen document. */
export interface NatjecanjeFormContext {
  file: File | null;
}

/** The four fields of 'Unesi Natjecanje'; a server message for any of them shows at it. */
const NATJECANJE_FIELDS = ["naziv", "datum_od", "datum_do", "lokacija"] as const;

export const EMPTY_NATJECANJE: NatjecanjeFormValues = { naziv: "", datum_od: "", datum_do: "", lokacija: "" };

/** Server paths (object.naziv, …) to the form's fields. */
export const natjecanjeField = fieldsNamed(NATJECANJE_FIELDS);

/** All four fields and the document, else 'Sva polja moraju biti ispunjena.'; then the shared schema. */
export const natjecanjeResolver: Resolver<NatjecanjeFormValues, NatjecanjeFormContext, NatjecanjeInput> =
  missingFieldsFirst(
    zodResolver<NatjecanjeFormValues, NatjecanjeFormContext, NatjecanjeInput>(natjecanjeSchema),
    (values, context) => [...blankFields(values, NATJECANJE_FIELDS), ...(context?.file ? [] : ["root"])],
  );
