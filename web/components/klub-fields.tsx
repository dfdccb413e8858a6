// A club's text fields as both of its forms draw them: the federation's staff's ('Klubovi saveza': all of
// them) and its officials' ('Podaci kluba': all but the address slug). Each field shows its first message
// from the club's shared schema (klubSchema) as its hint.
import type { z } from "zod";
import { T_MOJ_KLUB } from "../../shared/texts";
import { TextField } from "./form-controls";

export type KlubTextField = "naziv" | "kratki_naziv" | "slug" | "oib" | "adresa" | "email";

const LABELS: Record<KlubTextField, string> = {
  naziv: T_MOJ_KLUB.naziv,
  kratki_naziv: T_MOJ_KLUB.kratkiNaziv,
  slug: T_MOJ_KLUB.slug,
  oib: T_MOJ_KLUB.klubOib,
  adresa: T_MOJ_KLUB.adresa,
  email: T_MOJ_KLUB.klubEmail,
};

/** Each field's first message of a failed parse. */
export function firstMessages<F extends string>(error: z.ZodError): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const issue of error.issues) found[issue.path[0] as F] ??= issue.message;
  return found;
}

/** The text fields `fields` (ids `${idPrefix}-field`), each with its value, message and change. */
export function KlubTextFields<F extends KlubTextField>({
  idPrefix,
  fields,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  fields: readonly F[];
  values: Record<F, string>;
  errors: Partial<Record<F, string>>;
  onChange: (field: F, value: string) => void;
}) {
  return fields.map((field) => (
    <TextField
      key={field}
      id={`${idPrefix}-${field}`}
      label={LABELS[field]}
      type={field === "email" ? "email" : "text"}
      value={values[field]}
      aria-invalid={errors[field] ? true : undefined}
      hint={errors[field]}
      onChange={(event) => onChange(field, event.target.value)}
    />
  ));
}
