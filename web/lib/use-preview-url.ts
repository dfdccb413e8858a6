// A chosen file's preview (a logo, a member's photo, an announcement's picture): an object URL that lives as
// long as the file is chosen and the picker is shown, so a changed or dropped file never leaks its bytes.
import { useEffect, useMemo } from "react";

/** A file's object URL (null for none) and the call that frees it. */
export function objectUrlOf(file: Blob | null): { url: string | null; revoke: () => void } {
  const url = file ? URL.createObjectURL(file) : null;
  return { url, revoke: () => (url ? URL.revokeObjectURL(url) : undefined) };
}

/** An object URL for a file, revoked when the file changes or the component goes away. */
export function usePreviewUrl(file: File | null): string | null {
  const preview = useMemo(() => objectUrlOf(file), [file]);
  useEffect(() => preview.revoke, [preview]);
  return preview.url;
}
