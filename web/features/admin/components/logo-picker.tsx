// A federation's logo, dropped or chosen: react-dropzone's checks, then the shared byte check
// (shared/image-file.ts checkImage), so a text file renamed .png is refused before anything is uploaded. The
// chosen file is shown as a preview and uploaded only when the form is saved.
import { IMAGE_DROPZONE_ACCEPT, MAX_LOGO_BYTES, checkImage } from "../../../../shared/image-file";
import { imageUrl } from "../../../../shared/paths";
import { T_IMAGE_ERRORS, T_ADMIN } from "../../../../shared/texts";
import { FileDropzone, type FileRules } from "../../../components/file-dropzone";
import { Button } from "../../../components/ui/button";
import "../../../styles/savezi.css";
import "../../../styles/staff.css";
import { usePreviewUrl } from "../../../lib/use-preview-url";

/** One PNG, JPEG, WebP or SVG of at most 1 MiB, then the shared byte check. */
const LOGO_RULES: FileRules = {
  accept: IMAGE_DROPZONE_ACCEPT,
  maxBytes: MAX_LOGO_BYTES,
  refusals: {
    type: T_IMAGE_ERRORS.unsupported_type,
    tooLarge: T_IMAGE_ERRORS.file_too_large,
    empty: T_IMAGE_ERRORS.empty_file,
  },
  check: checkImage,
  problems: T_IMAGE_ERRORS,
};

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
      <FileDropzone
        rules={LOGO_RULES}
        label={T_ADMIN.logo}
        describedBy="logo-hint"
        prompt={T_ADMIN.dropLogo}
        activePrompt={T_ADMIN.dropLogoActive}
        onFile={onFile}
        onError={onError}
        disabled={disabled}
      />
      <small id="logo-hint">{T_ADMIN.logoHint}</small>
    </div>
  );
}
