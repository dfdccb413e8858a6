import { useState, type FormEvent } from "react";
import { dokumentSavezaSchema } from "../../../../shared/schemas/dokument";
import { T, T_STAFF } from "../../../../shared/texts";
import { DocumentDropzone, UploadProgress } from "../../../components/document-dropzone";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useDocumentSubmit } from "../../../lib/use-document-submit";
import { createDokumentSaveza } from "../api/dokumenti";

/** Staff adds a federation document: naziv, opis and one PDF/DOCX, uploaded like a competition's. */
export function DokumentSavezaForm({ onSaved }: { onSaved: () => void }) {
  const [naziv, setNaziv] = useState("");
  const [opis, setOpis] = useState("");
  const { file, setFile, error, setError, saved, setSaved, progress, busy, send } = useDocumentSubmit();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    if (!naziv.trim() || !file) return setError(T.missingFields);
    const fields = dokumentSavezaSchema.pick({ naziv: true, opis: true }).safeParse({ naziv, opis });
    if (!fields.success) return setError(fields.error.issues[0]?.message ?? T.genericError);
    const ok = await send(file, (stored, token) =>
      createDokumentSaveza({ ...fields.data, dokument_url: stored.url, dokument_key: stored.key }, token),
    );
    if (!ok) return;
    setNaziv("");
    setOpis("");
    onSaved();
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
      <DocumentDropzone file={file} onFile={setFile} onError={setError} disabled={busy} />
      {progress !== null ? <UploadProgress percent={progress} /> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      {saved ? <Alert severity="success">{T_STAFF.dokumentSavezaOk}</Alert> : null}
      <Button type="submit" disabled={busy}>
        {T.posalji}
      </Button>
    </form>
  );
}
