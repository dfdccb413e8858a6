// A club's form as both of its screens draw it: the federation's staff's ('Klubovi saveza': all of the text
// fields, and the status) and its officials' ('Podaci kluba': all but the address slug). Each field shows its
// first message from the club's shared schema (klubSchema) as its hint; the form says what its save did.
import { useState, type ReactNode } from "react";
import type { z } from "zod";
import { T, T_MOJ_KLUB } from "../../shared/texts";
import { splitRefusal } from "../lib/form-errors";
import { FormActions, TextField } from "./form-controls";
import { Alert } from "./ui/alert";
import { Button } from "./ui/button";

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

/**
 * A club's form: `before` and the text fields `fields` (ids `${idPrefix}-field`), `children` after them, then the
 * outcome and 'Spremi'. On submit the fields' messages are `check`'s; when there are none `save` runs, and the
 * form says it saved or the server's refusal.
 */
export function KlubForm<F extends KlubTextField>({
  label,
  idPrefix,
  fields,
  values,
  onChange,
  check,
  save,
  before,
  children,
}: {
  label: string;
  idPrefix: string;
  fields: readonly F[];
  values: Record<F, string>;
  onChange: (field: F, value: string) => void;
  check: () => Partial<Record<F, string>>;
  save: () => Promise<unknown>;
  before?: ReactNode;
  children?: ReactNode;
}) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [message, setMessage] = useState<{ severity: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    const found = check();
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await save();
      setMessage({ severity: "success", text: T_MOJ_KLUB.spremljeno });
    } catch (error) {
      setMessage({ severity: "error", text: splitRefusal(error, () => null).message?.text ?? T.genericError });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="form"
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {before}
      <KlubTextFields idPrefix={idPrefix} fields={fields} values={values} errors={errors} onChange={onChange} />
      {children}
      {message ? <Alert severity={message.severity}>{message.text}</Alert> : null}
      <FormActions>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {T_MOJ_KLUB.spremi}
        </Button>
      </FormActions>
    </form>
  );
}
