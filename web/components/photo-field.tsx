// A person's photo with the membership photo rules (issue 15), for the register's and a club's athletes'
// forms: resized in the browser (at most 600 px, re-encoded: no EXIF) before it is uploaded to the register's
// private prefix; a file the browser cannot decode is kept as it is for the server to judge.
import { membershipPhotoUploadUrl } from "../../shared/paths";
import { T_MEMBERSHIP_PHOTO_ERRORS, T_REGISTAR } from "../../shared/texts";
import { resizeImage } from "../lib/resize-image";
import { uploadFile } from "../lib/upload-document";
import { usePreviewUrl } from "../lib/use-preview-url";

/** The longer side of a photo after resizing, in pixels. */
export const PHOTO_MAX_SIDE = 600;

/** The photo input and its preview. */
export function PhotoField({
  id,
  label,
  file,
  onFile,
}: {
  id: string;
  label: string;
  file: File | null;
  onFile: (file: File | null) => void;
}) {
  const preview = usePreviewUrl(file);
  async function chosen(original: File | undefined) {
    if (!original) return onFile(null);
    try {
      onFile(await resizeImage(original, { maxSide: PHOTO_MAX_SIDE }));
    } catch {
      onFile(original);
    }
  }
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-describedby={`${id}-hint`}
        onChange={(event) => void chosen(event.target.files?.[0])}
      />
      <small id={`${id}-hint`}>{T_REGISTAR.fotografijaHint}</small>
      {preview && file?.type.startsWith("image/") ? (
        <img src={preview} alt={T_REGISTAR.fotografijaPreview} className="register-photo" data-testid="photo-preview" />
      ) : null}
    </div>
  );
}

/** Uploads a (resized) photo; the server's refusal (not an image, too large) is the error's message. */
export async function uploadPhoto(file: File, token: string | null): Promise<string> {
  const stored = await uploadFile<{ key: string }>(
    membershipPhotoUploadUrl(file.name),
    file,
    token,
    () => {},
    T_MEMBERSHIP_PHOTO_ERRORS.unsupported_type,
  );
  return stored.key;
}
