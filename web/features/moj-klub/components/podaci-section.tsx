// The club's details as its officials keep them (issue 29): name, short name, OIB (its check digit checked),
// address and contact email; the address (slug), status and federation are the federation's to change. Saved
// on the version shown, so a change made meanwhile is refused instead of overwritten.
import { useState } from "react";
import { Klub, type StoredKlub } from "../../../../shared/entities/klub/operations";
import { klubSchema } from "../../../../shared/entities/klub/input";
import { T, T_MOJ_KLUB, T_STATUS_KLUBOVI } from "../../../../shared/texts";
import { FormActions, TextField } from "../../../components/form-controls";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { splitRefusal } from "../../../lib/form-errors";
import { useOperation } from "../../../lib/graphql";
import { saveKlub, type MojKlub } from "../api/moj-klub";

const EDITED = ["naziv", "kratki_naziv", "oib", "adresa", "email"] as const;
type Edited = (typeof EDITED)[number];

const LABELS: Record<Edited, string> = {
  naziv: T_MOJ_KLUB.naziv,
  kratki_naziv: T_MOJ_KLUB.kratkiNaziv,
  oib: T_MOJ_KLUB.klubOib,
  adresa: T_MOJ_KLUB.adresa,
  email: T_MOJ_KLUB.klubEmail,
};

/** The edited fields checked by the club's own schema; each field's first message. */
function problems(values: Record<Edited, string>): Partial<Record<Edited, string>> {
  const parsed = klubSchema.pick({ naziv: true, kratki_naziv: true, oib: true, adresa: true, email: true }).safeParse({
    ...values,
    oib: values.oib.trim() || null,
  });
  if (parsed.success) return {};
  const found: Partial<Record<Edited, string>> = {};
  for (const issue of parsed.error.issues) found[issue.path[0] as Edited] ??= issue.message;
  return found;
}

function PodaciForm({ row }: { row: StoredKlub }) {
  const [values, setValues] = useState<Record<Edited, string>>(
    () => Object.fromEntries(EDITED.map((f) => [f, String(row[f] ?? "")])) as Record<Edited, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<Edited, string>>>({});
  const [message, setMessage] = useState<{ severity: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    const found = problems(values);
    setErrors(found);
    setMessage(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await saveKlub(row, { ...values, oib: values.oib.trim() || null });
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
      aria-label={T_MOJ_KLUB.podaci}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p>
        {T_MOJ_KLUB.status}: {(T_STATUS_KLUBOVI.klub as Record<string, string>)[row.status] ?? row.status}
      </p>
      {EDITED.map((field) => (
        <TextField
          key={field}
          id={`klub-${field}`}
          label={LABELS[field]}
          type={field === "email" ? "email" : "text"}
          value={values[field]}
          aria-invalid={errors[field] ? true : undefined}
          hint={errors[field]}
          onChange={(event) => setValues((v) => ({ ...v, [field]: event.target.value }))}
        />
      ))}
      {message ? <Alert severity={message.severity}>{message.text}</Alert> : null}
      <FormActions>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {T_MOJ_KLUB.spremi}
        </Button>
      </FormActions>
    </form>
  );
}

export function PodaciSection({ klub }: { klub: MojKlub }) {
  const { data, error } = useOperation(Klub, { slug: klub.slug });
  const row = data?.klubovi[0];
  if (error) return <Alert severity="error">{T_MOJ_KLUB.greska}</Alert>;
  return row ? <PodaciForm key={row.version} row={row} /> : null;
}
