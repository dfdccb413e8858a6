// 'Zamijeni dokument' in a competition's edit dialog: the new PDF/DOCX is uploaded, then the row is saved with
// its key and name (with the version read); the Worker deletes the old file only once that save committed.
import { useId, useState } from "react";
import { T, T_STAFF, T_UREDI } from "../../../../shared/texts";
import { Alert } from "../../../components/ui/alert";
import { saveEdit, type Versioned } from "../../../lib/edit-row";
import { uploadDocument } from "../../../lib/upload-document";
import { useSession } from "../../../lib/session";

export function ReplaceDocument({ row, onSaved }: { row: Versioned; onSaved: () => void }) {
  const { token } = useSession();
  const id = useId();
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const replace = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setBusy(0);
    try {
      const stored = await uploadDocument(file, token, setBusy);
      await saveEdit("Natjecanje", row, { dokument_key: stored.key, dokument_naziv: stored.naziv }, token);
      onSaved();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : T.genericError);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="field">
      <label htmlFor={id}>{T_UREDI.zamijeniDokument}</label>
      <input
        id={id}
        type="file"
        accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        disabled={busy !== null}
        onChange={(event) => void replace(event.target.files?.[0])}
      />
      {busy !== null ? <small role="status">{T_STAFF.uploadProgress(busy)}</small> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
    </div>
  );
}
