// The club's details as its officials keep them (issue 29): name, short name, OIB (its check digit checked),
// address and contact email; the address (slug), status and federation are the federation's to change. Saved
// on the version shown, so a change made meanwhile is refused instead of overwritten.
import { useState } from "react";
import { Klub, type StoredKlub } from "../../../../shared/entities/klub/operations";
import { klubSchema } from "../../../../shared/entities/klub/input";
import { T_MOJ_KLUB, T_STATUS_KLUBOVI } from "../../../../shared/texts";
import { KlubForm, firstMessages } from "../../../components/klub-fields";
import { Alert } from "../../../components/ui/alert";
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
  return (
    <KlubForm
      label={T_MOJ_KLUB.podaci}
      idPrefix="klub"
      fields={EDITED}
      values={values}
      onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      check={() => problems(values)}
      save={() => saveKlub(row, { ...values, oib: values.oib.trim() || null })}
      before={
        <p>
          {T_MOJ_KLUB.status}: {(T_STATUS_KLUBOVI.klub as Record<string, string>)[row.status] ?? row.status}
        </p>
      }
    />
  );
}

export function PodaciSection({ klub }: { klub: MojKlub }) {
  const { data, error } = useOperation(Klub, { slug: klub.slug });
  const row = data?.klubovi[0];
  if (error) return <Alert severity="error">{T_MOJ_KLUB.greska}</Alert>;
  return row ? <PodaciForm key={row.version} row={row} /> : null;
}
