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
