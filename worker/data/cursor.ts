// The keyset cursor codec of every paginated list (competitions, announcements, people, the audit log):
// a tuple as base64url of its UTF-8 JSON, opaque to clients. A cursor that comes back is checked against
// the list's tuple schema; anything else (not base64url, not UTF-8, not JSON, another shape) is null, which
// the routes answer with 400.
import type { z } from "zod";

/** Longest cursor read: bounds the JSON parse; every list's tuple is far shorter. */
export const MAX_CURSOR_LENGTH = 1000;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The opaque text of a cursor tuple. */
export function encodeCursor(tuple: readonly unknown[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(tuple));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The tuple a client sent back, validated by `schema`, or null when it is not one of ours. */
export function decodeCursor<S extends z.ZodType>(schema: S, value: string): z.infer<S> | null {
  if (value.length > MAX_CURSOR_LENGTH || !BASE64URL.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes));
    const result = schema.safeParse(parsed);
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
