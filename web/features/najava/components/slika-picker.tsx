// An announcement's optional picture, dropped or chosen: react-dropzone's checks and the shared byte check
// (a PNG, JPEG or WebP; never an SVG), then resized in the browser to at most 1200 px on its longer side
// (which also drops its EXIF metadata). The result is previewed and uploaded only when the form is sent.
import { MAX_LOGO_BYTES, PHOTO_DROPZONE_ACCEPT, checkPhoto } from "../../../../shared/image-file";
import { T_PHOTO_ERRORS, T_ENTRY } from "../../../../shared/texts";
import { FileDropzone, type FileRules } from "../../../components/file-dropzone";
import { Button } from "../../../components/ui/button";
import { resizeImage } from "../../../lib/resize-image";
import "../../../styles/staff.css";
import { usePreviewUrl } from "../../../lib/use-preview-url";

/** The longest side of an announcement's picture after resizing, in pixels. */
export const SLIKA_MAX_SIDE = 1200;

/** One PNG, JPEG or WebP of at most 1 MiB (before resizing), then the shared byte check. */
const SLIKA_RULES: FileRules = {
  accept: PHOTO_DROPZONE_ACCEPT,
  maxBytes: MAX_LOGO_BYTES,
  refusals: {
    type: T_PHOTO_ERRORS.unsupported_type,
    tooLarge: T_PHOTO_ERRORS.file_too_large,
    empty: T_PHOTO_ERRORS.empty_file,
  },
  check: checkPhoto,
  problems: T_PHOTO_ERRORS,
};

/**
 * The picture field: the drop area, then the resized picture's preview with 'Ukloni sliku'. `onFile` gets the
 * resized file (or null); `onError` a refusal (null clears it).
 */
export function SlikaPicker({
  id,
  label = T_ENTRY.slika,
  file,
  onFile,
  onError,
  disabled,
}: {
  id: string;
  /** The field's name (the entry form's optional picture, or a replacement in the edit dialog). */
  label?: string;
  file: File | null;
  onFile: (file: File | null) => void;
  onError: (message: string | null) => void;
  disabled?: boolean;
}) {
  const preview = usePreviewUrl(file);
  const hintId = `${id}-hint`;

  async function chosen(original: File | null) {
    if (!original) return onFile(null);
    try {
      onFile(await resizeImage(original, { maxSide: SLIKA_MAX_SIDE }));
    } catch {
      onFile(null);
      onError(T_ENTRY.slikaNeispravna);
    }
  }

  return (
    <div className="field slika-field">
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <FileDropzone
        rules={SLIKA_RULES}
        label={label}
        describedBy={hintId}
        prompt={T_ENTRY.dropSlika}
        activePrompt={T_ENTRY.dropSlikaActive}
        onFile={(f) => void chosen(f)}
        onError={onError}
        disabled={disabled}
      />
      <small id={hintId}>{T_ENTRY.slikaHint}</small>
      {preview && file ? (
        <div className="row slika-preview">
          <img src={preview} alt={T_ENTRY.slikaPreviewAlt} data-testid="slika-preview" />
          <span>{T_ENTRY.slikaOdabrana(file.name)}</span>
          <Button variant="danger" disabled={disabled} onClick={() => onFile(null)}>
            {T_ENTRY.ukloniSliku}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
