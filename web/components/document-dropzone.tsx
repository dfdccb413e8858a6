// One PDF or DOCX, dropped or chosen: react-dropzone's checks with the spec's §5 texts, then the shared
// byte check (shared/document-file.ts), so a PNG renamed .pdf is refused before anything is uploaded.
import { useDropzone, type FileRejection } from "react-dropzone";
import { DROPZONE_ACCEPT, MAX_DOCUMENT_BYTES, checkDocument } from "../../shared/document-file";
import { DOCUMENT_ERRORS, FILE_ERRORS, T, T_STAFF } from "../../shared/texts";
import { Alert } from "./ui/alert";

/** react-dropzone's rejection, in the spec's words (§5). */
function rejectionText(rejection: FileRejection): string {
  const code = rejection.errors[0]?.code;
  if (code === "file-too-large") return FILE_ERRORS.tooLarge(MAX_DOCUMENT_BYTES);
  if (code === "file-too-small") return FILE_ERRORS.tooSmall(1);
  if (code === "too-many-files") return FILE_ERRORS.tooMany;
  return FILE_ERRORS.type("one of .pdf, .docx");
}

/** Reads the whole file (at most 10 MB, already size-checked) and runs the shared check on its bytes. */
async function checkBytes(file: File): Promise<string | null> {
  const check = checkDocument(file.name, new Uint8Array(await file.arrayBuffer()), file.size);
  return check.ok ? null : DOCUMENT_ERRORS[check.problem];
}

/** The drop area and the green 'Učitani dokument:' alert; `onError(null)` clears a previous refusal. */
export function DocumentDropzone({
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
  const onDrop = async (accepted: File[], rejections: FileRejection[]) => {
    if (rejections.length > 0) {
      onFile(null);
      return onError(rejections.length > 1 ? FILE_ERRORS.tooMany : rejectionText(rejections[0]!));
    }
    const chosen = accepted[0];
    if (!chosen) return;
    const problem = await checkBytes(chosen);
    onFile(problem ? null : chosen);
    onError(problem);
  };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (accepted, rejections) => void onDrop(accepted, rejections),
    accept: DROPZONE_ACCEPT,
    maxFiles: 1,
    multiple: false,
    maxSize: MAX_DOCUMENT_BYTES,
    minSize: 1,
    disabled,
  });
  return (
    <>
      <div {...getRootProps({ className: "dropzone" })}>
        <input {...getInputProps({ "aria-label": T_STAFF.dokument })} />
        <p>{isDragActive ? T_STAFF.dropDocumentActive : T_STAFF.dropDocument}</p>
      </div>
      {file ? (
        <Alert severity="success">
          {T.ucitaniDokument} {file.name}
        </Alert>
      ) : null}
    </>
  );
}

/** The upload's progress bar and percentage while a document is being sent. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="row">
      <progress max={100} value={percent} aria-label={T_STAFF.uploadProgress(percent)} />
      <span role="status">{T_STAFF.uploadProgress(percent)}</span>
    </div>
  );
}
