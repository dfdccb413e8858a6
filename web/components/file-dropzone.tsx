// One file, dropped or chosen: react-dropzone's checks (type, size, a single file) in the caller's words, then
// the caller's shared byte check (shared/document-file.ts, shared/image-file.ts), so a file whose bytes do not
// match its name (a PNG renamed .pdf, a text file renamed .png) is refused before anything is uploaded.
import { useDropzone, type FileRejection } from "react-dropzone";
import type { DocumentProblem } from "../../shared/document-file";
import { T_FILE_ERRORS } from "../../shared/texts";

/** What a drop area accepts and how it words a refusal. */
export interface FileRules {
  /** react-dropzone's `accept`: MIME types and their extensions. */
  accept: Record<string, string[]>;
  maxBytes: number;
  /** react-dropzone's refusals: a type it does not accept, a file over `maxBytes`, an empty file. */
  refusals: { type: string; tooLarge: string; empty: string };
  /** The shared check of the name, size and bytes. */
  check: (name: string, bytes: Uint8Array, size: number) => { ok: true } | { ok: false; problem: DocumentProblem };
  /** The refusal of each problem `check` names. */
  problems: Record<DocumentProblem, string>;
}

/** react-dropzone's rejection, in the rules' words. */
function rejectionText(rejection: FileRejection, { refusals }: FileRules): string {
  const code = rejection.errors[0]?.code;
  if (code === "file-too-large") return refusals.tooLarge;
  if (code === "file-too-small") return refusals.empty;
  if (code === "too-many-files") return T_FILE_ERRORS.tooMany;
  return refusals.type;
}

/** Reads the whole file (already size-checked) and runs the rules' check on its bytes. */
async function checkBytes(file: File, rules: FileRules): Promise<string | null> {
  const check = rules.check(file.name, new Uint8Array(await file.arrayBuffer()), file.size);
  return check.ok ? null : rules.problems[check.problem];
}

/**
 * The drop area (its input labelled `label`, described by `describedBy`), showing `prompt`, or `activePrompt`
 * while a file is dragged over it. A checked file goes to `onFile`; a refusal to `onError` (with `onFile(null)`),
 * and `onError(null)` clears a previous one.
 */
export function FileDropzone({
  rules,
  label,
  describedBy,
  prompt,
  activePrompt,
  onFile,
  onError,
  disabled,
}: {
  rules: FileRules;
  label: string;
  describedBy?: string;
  prompt: string;
  activePrompt: string;
  onFile: (file: File | null) => void;
  onError: (message: string | null) => void;
  disabled?: boolean;
}) {
  const onDrop = async (accepted: File[], rejections: FileRejection[]) => {
    if (rejections.length > 0) {
      onFile(null);
      return onError(rejections.length > 1 ? T_FILE_ERRORS.tooMany : rejectionText(rejections[0]!, rules));
    }
    const chosen = accepted[0];
    if (!chosen) return;
    const problem = await checkBytes(chosen, rules);
    onFile(problem ? null : chosen);
    onError(problem);
  };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop: (accepted, rejections) => void onDrop(accepted, rejections),
    accept: rules.accept,
    maxFiles: 1,
    multiple: false,
    maxSize: rules.maxBytes,
    minSize: 1,
    disabled,
  });
  return (
    <div {...getRootProps({ className: "dropzone" })}>
      <input {...getInputProps({ "aria-label": label, "aria-describedby": describedBy })} />
      <p>{isDragActive ? activePrompt : prompt}</p>
    </div>
  );
}
