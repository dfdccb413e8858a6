import { useState } from "react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import type { StoredDocument } from "../../shared/document-file";
import { applyRefusal, refusalKind, setFormMessage } from "./form-errors";
import { useSession } from "./session";
import { UploadError, uploadDocument } from "./upload-document";

/** Where `send` puts a failure: the form's `setError`, and which server paths are fields of the form. */
export interface RefusalTarget<T extends FieldValues> {
  setError: UseFormSetError<T>;
  toField: (path: string) => string | null;
}

/**
 * Puts a failed upload-then-save on a form: a refused upload's own message (the server's Croatian text, or
 * the upload failure text) for the whole form, a lost session or missing permission as the catalogue says,
 * and a refused save at the fields the server named (web/lib/form-errors.ts).
 */
export function showDocumentRefusal<T extends FieldValues>(error: unknown, { setError, toField }: RefusalTarget<T>) {
  if (error instanceof UploadError && refusalKind(error) === "other") {
    return setFormMessage(setError, { kind: "other", text: error.message });
  }
  applyRefusal(error, setError, toField);
}

/**
 * The state every staff form with one document shares besides its react-hook-form fields: the chosen file,
 * its upload progress and the success flag, and `send`, which uploads the chosen file to R2 first and then
 * saves the row with `save`. Uploading first means an abandoned form leaves nothing behind; `send` resolves
 * true when both steps worked, else it has put the refusal on the form (showDocumentRefusal), or false at
 * once when no file is chosen.
 */
export function useDocumentSubmit() {
  const { token } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [saved, setSaved] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  async function send<T extends FieldValues>(
    save: (stored: StoredDocument, token: string | null) => Promise<unknown>,
    target: RefusalTarget<T>,
  ): Promise<boolean> {
    if (!file) return false; // the form's resolver asks for one first
    setProgress(0);
    try {
      await save(await uploadDocument(file, token, setProgress), token);
      setFile(null);
      setSaved(true);
      return true;
    } catch (error) {
      showDocumentRefusal(error, target);
      return false;
    } finally {
      setProgress(null);
    }
  }

  return { file, setFile, saved, setSaved, progress, busy: progress !== null, send };
}
