import { useState, type FormEvent } from "react";
import { T, T_STAFF } from "../../../../shared/texts";
import { DocumentDropzone, UploadProgress } from "../../../components/document-dropzone";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useDocumentSubmit } from "../../../lib/use-document-submit";
import { createNatjecanje } from "../api/create-natjecanje";
import { formProblem, type NatjecanjeFields } from "../validate";

const EMPTY: NatjecanjeFields = { naziv: "", datum_od: "", datum_do: "", lokacija: "" };

/**
 * 'Unesi Natjecanje' (SPEC §2): the four fields and one document. Dropping a file only chooses it: the spec's
 * placeholder of overwriting the fields with sample values is deliberately not copied. On 'Pošalji' the file
 * goes to R2 first (progress shown), then the row through CreateNatjecanje.
 */
export function NatjecanjeForm({ onSaved }: { onSaved: () => void }) {
  const [fields, setFields] = useState(EMPTY);
  const { file, setFile, error, setError, saved, setSaved, progress, busy, send } = useDocumentSubmit();

  const set = (name: keyof NatjecanjeFields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    const problem = formProblem(fields, file);
    if (problem || !file) return setError(problem);
    const trimmed = { ...fields, naziv: fields.naziv.trim(), lokacija: fields.lokacija.trim() };
    const ok = await send(file, (stored, token) =>
      createNatjecanje({ ...trimmed, dokument_key: stored.key, dokument_naziv: stored.naziv }, token),
    );
    if (!ok) return;
    setFields(EMPTY);
    onSaved();
  }

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label htmlFor="natjecanje-naziv">{T.nazivNatjecanja}</label>
        <input id="natjecanje-naziv" required value={fields.naziv} onChange={set("naziv")} />
      </div>
      <div className="row">
        <div className="field">
          <label htmlFor="natjecanje-od">{T.od}</label>
          <input id="natjecanje-od" type="date" required value={fields.datum_od} onChange={set("datum_od")} />
        </div>
        <div className="field">
          <label htmlFor="natjecanje-do">{T.do}</label>
          <input
            id="natjecanje-do"
            type="date"
            required
            min={fields.datum_od || undefined}
            value={fields.datum_do}
            onChange={set("datum_do")}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor="natjecanje-lokacija">{T.lokacija}</label>
        <input id="natjecanje-lokacija" required value={fields.lokacija} onChange={set("lokacija")} />
      </div>
      <DocumentDropzone file={file} onFile={setFile} onError={setError} disabled={busy} />
      {progress !== null ? <UploadProgress percent={progress} /> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      {saved ? <Alert severity="success">{T_STAFF.natjecanjeOk}</Alert> : null}
      <Button type="submit" disabled={busy}>
        {T.posalji}
      </Button>
    </form>
  );
}
