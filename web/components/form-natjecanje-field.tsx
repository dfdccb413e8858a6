// The stored-competition picker of the results and result-documents forms, registered with react-hook-form
// so a refusal of the competition (e.g. the server's 'Ne postoji.') shows under it and is tied to it.
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { T_STAFF } from "../../shared/texts";
import { SelectField } from "./form-controls";
import type { Natjecanje } from "../lib/natjecanja";

/** 'Odaberite spremljeno natjecanje': "—" (none) and the stored competitions, newest first. */
export function NatjecanjeField({
  id,
  formId,
  registration,
  error,
  natjecanja,
}: {
  id: string;
  formId: string;
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  natjecanja: Natjecanje[] | undefined;
}) {
  return (
    <SelectField
      id={id}
      label={T_STAFF.odaberiNatjecanje}
      error={error}
      formId={formId}
      placeholder="—"
      options={natjecanja?.map((n) => ({ value: n.id, label: n.naziv })) ?? []}
      {...registration}
    />
  );
}
