// The competition form's checks before anything is sent: the spec's missing-fields text first (the required
// fields its folder declares and the document), then the shared schema the Worker also enforces (shared/entities/natjecanje/input.ts).
// This module is pure: no I/O.
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import type { z } from "zod";
import { natjecanjeSchema, type NatjecanjeInput } from "../../../shared/entities/natjecanje/input";
import { emptyValues, formFields, requiredFields } from "../../../shared/entities/fields";
import { NATJECANJE_FIELDS, NATJECANJE_FIELD_NAMES } from "../../../shared/entities/natjecanje/fields";
import { blankFields, fieldsNamed, missingFieldsFirst } from "../../lib/form-errors";

/** The form's values: the schema's input (dates as the date input gives them, YYYY-MM-DD). */
export type NatjecanjeFormValues = z.input<typeof natjecanjeSchema>;

/** What the resolver needs besides the fields: the chosen document. */
export interface NatjecanjeFormContext {
  file: File | null;
}

/** The fields of 'Unesi Natjecanje', as the competition's folder declares them. */
export const NATJECANJE_FORM = formFields(NATJECANJE_FIELDS);

/** The fields the form refuses blank. */
const REQUIRED = requiredFields(NATJECANJE_FIELDS);

export const EMPTY_NATJECANJE: NatjecanjeFormValues = emptyValues(NATJECANJE_FIELDS);

/** Server paths (object.naziv, …) to the form's fields; a server message for any of them shows at it. */
export const natjecanjeField = fieldsNamed(NATJECANJE_FIELD_NAMES);

/** The required fields and the document, else 'Sva polja moraju biti ispunjena.'; then the shared schema. */
export const natjecanjeResolver: Resolver<NatjecanjeFormValues, NatjecanjeFormContext, NatjecanjeInput> =
  missingFieldsFirst(
    zodResolver<NatjecanjeFormValues, NatjecanjeFormContext, NatjecanjeInput>(natjecanjeSchema),
    (values, context) => [...blankFields(values, REQUIRED), ...(context?.file ? [] : ["root"])],
  );
