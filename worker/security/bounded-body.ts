// Reading a request body without letting its sender decide how much the Worker buffers: the body is read
// chunk by chunk and refused as soon as it outgrows its limit, so an oversized body is never held whole.
// The limit is the caller's: `limitFor` names it from the first bytes (the GraphQL route reads the declared
// operation there), and the route checks its final limit again once it knows the caller and operation.

/** The limits of one read: what any body may send, and the most any body may send. */
export interface BodyLimits {
  /** Bytes read before `limitFor` is asked (every body may send this much). */
  initial: number;
  /** Bytes no body may pass, whatever `limitFor` says (a larger Content-Length is refused unread). */
  ceiling: number;
}

/**
 * The body as text, or null once it outgrows its limit: `limits.initial` until the body passes it, then
 * what `limitFor(head)` says for its first `initial` bytes, never more than `limits.ceiling`.
 */
export async function readBoundedBody(
  request: Request,
  limitFor: (head: Uint8Array) => number,
  limits: BodyLimits,
): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > limits.ceiling) return null;
  const reader = request.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  let limit = limits.initial;
  let asked = false;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
    size += read.value.byteLength;
    if (size > limit && !asked) {
      asked = true;
      limit = Math.min(limitFor(concat(chunks, size).subarray(0, limits.initial)), limits.ceiling);
    }
    if (size > limit) {
      await reader.cancel();
      return null;
    }
  }
  return new TextDecoder().decode(concat(chunks, size));
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const all = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.byteLength;
  }
  return all;
}

/** True when the UTF-8 form of `text` has at most `limit` bytes; short texts are not encoded to know it. */
export function fitsIn(text: string, limit: number): boolean {
  // A UTF-16 code unit never takes more than 3 bytes in UTF-8.
  return text.length * 3 <= limit || new TextEncoder().encode(text).byteLength <= limit;
}
