import { useState } from "react";
import type { StoredDocument } from "../../shared/document-file";
import { T } from "../../shared/texts";
import { useSession } from "./session";
import { UploadError, uploadDocument } from "./upload-document";

/**
 * The state every staff form with one document shares: the chosen file, its upload progress, the error
 * and success alerts, and `send`, which uploads the file to R2 first and then saves the row with `save`.
 * Uploading first means an abandoned form leaves nothing behind; `send` resolves true when both steps worked.
 */
export function useDocumentSubmit() {
  const { token } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  async function send(chosen: File, save: (stored: StoredDocument, token: string | null) => Promise<unknown>) {
    setError(null);
    setProgress(0);
    try {
      await save(await uploadDocument(chosen, token, setProgress), token);
      setFile(null);
      setSaved(true);
      return true;
    } catch (err) {
      setError(err instanceof UploadError ? err.message : T.genericError);
      return false;
    } finally {
      setProgress(null);
    }
  }

  return { file, setFile, error, setError, saved, setSaved, progress, busy: progress !== null, send };
}
