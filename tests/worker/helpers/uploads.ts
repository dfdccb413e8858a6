// Uploads the way the SPA sends them (the raw bytes, the original name in the query), and what R2 holds.
import { SELF, env } from "cloudflare:test";

/** POSTs `body` to an upload route as the file `name`. */
export function uploadTo(
  base: string,
  name: string,
  body: BodyInit | null,
  authorization: string,
  init: RequestInit = {},
) {
  return SELF.fetch(`${base}?name=${encodeURIComponent(name)}`, {
    method: "POST",
    headers: { authorization, "content-type": "application/octet-stream" },
    body,
    ...init,
  });
}

/** How many objects the bucket holds (documents and images share it). */
export async function storedCount(): Promise<number> {
  return (await env.DOCUMENTS.list()).objects.length;
}

/**
 * Records `key` as a file staff of `savezId` uploaded, as the upload routes do (worker/data/file-links.ts), for a
 * test that puts the object's bytes in R2 itself: a row may link only a recorded upload of its federation.
 */
export async function recordAsUploaded(key: string, savezId: string, kind = "document"): Promise<void> {
  await env.DB.prepare("INSERT OR IGNORE INTO uploads (key, kind, savez_id, size) VALUES (?, ?, ?, 0)")
    .bind(key, kind, savezId)
    .run();
}
