// The club's details as its officials keep them (issue 29): name, short name, OIB (its check digit checked),
// address and contact email; the address (slug), status and federation are the federation's to change. Saved
// on the version shown, so a change made meanwhile is refused instead of overwritten.
import { useState } from "react";
import { Klub, type StoredKlub } from "../../../../shared/entities/klub/operations";
import { klubSchema } from "../../../../shared/entities/klub/input";
import { T, T_MOJ_KLUB, T_STATUS_KLUBOVI } from "../../../../shared/texts";
import { FormActions } from "../../../components/form-controls";
import { KlubTextFields, firstMessages } from "../../../components/klub-fields";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { splitRefusal } from "../../../lib/form-errors";
import { useOperation } from "../../../lib/graphql";
import { saveKlub, type MojKlub } from "../api/moj-klub";

const EDITED = ["naziv", "kratki_naziv", "oib", "adresa", "email"] as const;
type Edited = (typeof EDITED)[number];

/** The edited fields checked by the club's own schema; each field's first message. */
function problems(values: Record<Edited, string>): Partial<Record<Edited, string>> {
  const parsed = klubSchema.pick({ naziv: true, kratki_naziv: true, oib: true, adresa: true, email: true }).safeParse({
    ...values,
    oib: values.oib.trim() || null,
  });
  return parsed.success ? {} : firstMessages<Edited>(parsed.error);
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
      <KlubTextFields
        idPrefix="klub"
        fields={EDITED}
        values={values}
        errors={errors}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      />
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
