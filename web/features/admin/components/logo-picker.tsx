// A federation's logo, dropped or chosen: react-dropzone's checks, then the shared byte check
// (shared/image-file.ts checkImage), so a text file renamed .png is refused before anything is uploaded. The
// chosen file is shown as a preview and uploaded only when the form is saved.
import { useEffect, useMemo } from "react";
import { useDropzone, type FileRejection } from "react-dropzone";
import { IMAGE_DROPZONE_ACCEPT, MAX_LOGO_BYTES, checkImage } from "../../../../shared/image-file";
import { imageUrl } from "../../../../shared/paths";
import { FILE_ERRORS, IMAGE_ERRORS, T_ADMIN } from "../../../../shared/texts";
import { Button } from "../../../components/ui/button";

function rejectionText(rejection: FileRejection): string {
  const code = rejection.errors[0]?.code;
  if (code === "file-too-large") return IMAGE_ERRORS.file_too_large;
  if (code === "file-too-small") return IMAGE_ERRORS.empty_file;
  if (code === "too-many-files") return FILE_ERRORS.tooMany;
  return IMAGE_ERRORS.unsupported_type;
}

/** Reads the file (at most 1 MiB, already size-checked) and runs the shared check on its bytes. */
async function checkBytes(file: File): Promise<string | null> {
  const check = checkImage(file.name, new Uint8Array(await file.arrayBuffer()), file.size);
  return check.ok ? null : IMAGE_ERRORS[check.problem];
}

/** An object URL for a chosen file, revoked when the file changes or the picker goes away. */
function usePreviewUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * The logo field: the current logo (`storedKey`) or the chosen file's preview, the drop area, and 'Ukloni
 * logotip'. `onError(null)` clears a previous refusal.
 */
export function LogoPicker({
  file,
  storedKey,
  onFile,
  onRemoveStored,
  onError,
  disabled,
}: {
  file: File | null;
  storedKey: string | null;
  onFile: (file: File | null) => void;
  onRemoveStored: () => void;
  onError: (message: string | null) => void;
  disabled?: boolean;
}) {
  const preview = usePreviewUrl(file);
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
    accept: IMAGE_DROPZONE_ACCEPT,
    maxFiles: 1,
    multiple: false,
    maxSize: MAX_LOGO_BYTES,
    minSize: 1,
    disabled,
  });
  const shown = preview ?? (storedKey ? imageUrl(storedKey) : null);
  return (
    <div className="logo-field">
      <span className="logo-field-label">{T_ADMIN.logo}</span>
      {shown ? (
        <div className="row">
          <img
            className="savez-logo"
            src={shown}
            alt={preview ? T_ADMIN.logoPreviewAlt : T_ADMIN.logo}
            data-testid="logo-preview"
          />
          {file ? <span>{T_ADMIN.logoOdabran(file.name)}</span> : null}
          <Button
            variant="text"
            disabled={disabled}
            onClick={() => {
              if (file) onFile(null);
              else onRemoveStored();
              onError(null);
            }}
          >
            {T_ADMIN.ukloniLogo}
          </Button>
        </div>
      ) : null}
      <div {...getRootProps({ className: "dropzone" })}>
        <input {...getInputProps({ "aria-label": T_ADMIN.logo, "aria-describedby": "logo-hint" })} />
        <p>{isDragActive ? T_ADMIN.dropLogoActive : T_ADMIN.dropLogo}</p>
      </div>
      <small id="logo-hint">{T_ADMIN.logoHint}</small>
    </div>
  );
}
