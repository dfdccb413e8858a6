// One PDF or DOCX, dropped or chosen: react-dropzone's checks with the spec's §5 texts, then the shared
// byte check (shared/document-file.ts), so a PNG renamed .pdf is refused before anything is uploaded. The staff
// forms with one document end with it, its upload's progress, their messages and 'Pošalji' (DocumentFormEnd).
import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { DROPZONE_ACCEPT, MAX_DOCUMENT_BYTES, checkDocument } from "../../shared/document-file";
import { T_DOCUMENT_ERRORS, T_FILE_ERRORS, T, T_STAFF } from "../../shared/texts";
import { formMessageSlot } from "../lib/form-errors";
import type { useDocumentSubmit } from "../lib/use-document-submit";
import { FileDropzone, type FileRules } from "./file-dropzone";
import { FormMessages } from "./form-field";
import { Alert } from "./ui/alert";
import { Button } from "./ui/button";

/** One PDF or DOCX of at most 10 MB; react-dropzone's refusals in the spec's words (§5). */
const DOCUMENT_RULES: FileRules = {
  accept: DROPZONE_ACCEPT,
  maxBytes: MAX_DOCUMENT_BYTES,
  refusals: {
    type: T_FILE_ERRORS.type("one of .pdf, .docx"),
    tooLarge: T_FILE_ERRORS.tooLarge(MAX_DOCUMENT_BYTES),
    empty: T_FILE_ERRORS.tooSmall(1),
  },
  check: checkDocument,
  problems: T_DOCUMENT_ERRORS,
};

/** The drop area and the green 'Učitani dokument:' alert; `onError(null)` clears a previous refusal. */
function DocumentDropzone({
  file,
  onFile,
  onError,
  disabled,
}: {
  file: File | null;
  onFile: (file: File | null) => void;
  onError: (message: string | null) => void;
  disabled?: boolean;
}) {
  return (
    <>
      <FileDropzone
        rules={DOCUMENT_RULES}
        label={T_STAFF.dokument}
        prompt={T_STAFF.dropDocument}
        activePrompt={T_STAFF.dropDocumentActive}
        onFile={onFile}
        onError={onError}
        disabled={disabled}
      />
      {file ? (
        <Alert severity="success">
          {T.ucitaniDokument} {file.name}
        </Alert>
      ) : null}
    </>
  );
}

/** The upload's progress bar and percentage while a document is being sent. */
function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="row">
      <progress max={100} value={percent} aria-label={T_STAFF.uploadProgress(percent)} />
      <span role="status">{T_STAFF.uploadProgress(percent)}</span>
    </div>
  );
}

/**
 * The end of a staff form with one document (`upload`, from useDocumentSubmit; `form`, from useForm): the drop
 * area, whose refusal is the form's message, the upload's progress, the form's messages, `children` (a message of
 * the screen's own), the success notice `savedText` after a save, and 'Pošalji'.
 */
export function DocumentFormEnd<T extends FieldValues>({
  upload: { file, setFile, saved, progress, busy },
  form: { setError, clearErrors, formState },
  formId,
  savedText,
  children,
}: {
  upload: ReturnType<typeof useDocumentSubmit>;
  form: Pick<UseFormReturn<T>, "setError" | "clearErrors" | "formState">;
  formId: string;
  savedText: string;
  children?: ReactNode;
}) {
  return (
    <>
      <DocumentDropzone file={file} onFile={setFile} onError={formMessageSlot(setError, clearErrors)} disabled={busy} />
      {progress !== null ? <UploadProgress percent={progress} /> : null}
      <FormMessages formId={formId} errors={formState.errors} />
      {children}
      {saved ? <Alert severity="success">{savedText}</Alert> : null}
      <Button type="submit" disabled={busy}>
        {T.posalji}
      </Button>
    </>
  );
}
