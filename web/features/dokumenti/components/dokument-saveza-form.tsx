import { useState, type FormEvent } from "react";
import { dokumentSavezaSchema } from "../../../../shared/schemas/dokument";
import { T, T_STAFF } from "../../../../shared/texts";
import { DocumentDropzone, UploadProgress } from "../../../components/document-dropzone";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useSession } from "../../../lib/session";
import { UploadError, uploadDocument } from "../../../lib/upload-document";
import { createDokumentSaveza } from "../api/dokumenti";

/** Staff adds a federation document: naziv, opis and one PDF/DOCX, uploaded like a competition's. */
export function DokumentSavezaForm({ onSaved }: { onSaved: () => void }) {
  const { token } = useSession();
  const [naziv, setNaziv] = useState("");
  const [opis, setOpis] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    if (!naziv.trim() || !file) return setError(T.missingFields);
    const fields = dokumentSavezaSchema.pick({ naziv: true, opis: true }).safeParse({ naziv, opis });
    if (!fields.success) return setError(fields.error.issues[0]?.message ?? T.genericError);
    setError(null);
    setProgress(0);
    try {
      const stored = await uploadDocument(file, token, setProgress);
      await createDokumentSaveza({ ...fields.data, dokument_url: stored.url, dokument_key: stored.key }, token);
      setNaziv("");
      setOpis("");
      setFile(null);
      setSaved(true);
      onSaved();
    } catch (err) {
      setError(err instanceof UploadError ? err.message : T.genericError);
    } finally {
      setProgress(null);
    }
  }

  return (
    <form className="form" onSubmit={(e) => void submit(e)} noValidate aria-label={T_STAFF.dodajDokumentSaveza}>
      <h2>{T_STAFF.dodajDokumentSaveza}</h2>
      <div className="field">
        <label htmlFor="dokument-naziv">{T_STAFF.naziv}</label>
        <input id="dokument-naziv" required value={naziv} onChange={(e) => setNaziv(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="dokument-opis">{T.opis}</label>
        <textarea id="dokument-opis" rows={3} value={opis} onChange={(e) => setOpis(e.target.value)} />
      </div>
      <DocumentDropzone file={file} onFile={setFile} onError={setError} disabled={progress !== null} />
      {progress !== null ? <UploadProgress percent={progress} /> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      {saved ? <Alert severity="success">{T_STAFF.dokumentSavezaOk}</Alert> : null}
      <Button type="submit" disabled={progress !== null}>
        {T.posalji}
      </Button>
    </form>
  );
}
