import { useState, type FormEvent } from "react";
import { T, T_STAFF } from "../../../../shared/texts";
import { DocumentDropzone, UploadProgress } from "../../../components/document-dropzone";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { UploadError, uploadDocument } from "../../../lib/upload-document";
import { useSession } from "../../../lib/session";
import { createNatjecanje } from "../api/create-natjecanje";
import { formProblem, type NatjecanjeFields } from "../validate";

const EMPTY: NatjecanjeFields = { naziv: "", datum_od: "", datum_do: "", lokacija: "" };

/**
 * 'Unesi Natjecanje' (SPEC §2): the four fields and one document. Dropping a file only chooses it: the spec's
 * placeholder of overwriting the fields with sample values is deliberately not copied. On 'Pošalji' the file
 * goes to R2 first (progress shown), then the row through CreateNatjecanje.
 */
export function NatjecanjeForm({ onSaved }: { onSaved: () => void }) {
  const { token } = useSession();
  const [fields, setFields] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const set = (name: keyof NatjecanjeFields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    const problem = formProblem(fields, file);
    if (problem || !file) return setError(problem);
    setError(null);
    setProgress(0);
    try {
      const stored = await uploadDocument(file, token, setProgress);
      const trimmed = { ...fields, naziv: fields.naziv.trim(), lokacija: fields.lokacija.trim() };
      await createNatjecanje({ ...trimmed, dokument_key: stored.key, dokument_naziv: stored.naziv }, token);
      setFields(EMPTY);
      setFile(null);
      setSaved(true);
      onSaved();
    } catch (err) {
      setError(err instanceof UploadError ? err.message : T.genericError);
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
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
      {busy ? <UploadProgress percent={progress} /> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      {saved ? <Alert severity="success">{T_STAFF.natjecanjeOk}</Alert> : null}
      <Button type="submit" disabled={busy}>
        {T.posalji}
      </Button>
    </form>
  );
}
