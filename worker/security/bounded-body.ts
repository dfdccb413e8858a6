// Reading a request body without letting its sender decide how much the Worker buffers: the body is read
// chunk by chunk and refused as soon as it outgrows its limit, so an oversized body is never held whole.
// The limit is the caller's: `limitFor` names it from the first bytes (the GraphQL route reads the declared
// operation there), and the route checks its final limit again once it knows the caller and operation.
// Routes read bodies through the `boundedBody` middleware, which hands the text on as `c.var.body`.
import type { Context, Env } from "hono";
import { createMiddleware } from "hono/factory";

/** The limits of one read: what any body may send, and the most any body may send. */
export interface BodyLimits {
  /** Bytes read before `limitFor` is asked (every body may send this much). */
  initial: number;
  /** Bytes no body may pass, whatever `limitFor` says. */
  ceiling: number;
}

/** A refused body: the limit it outgrew (for the 413's message). */
export interface TooLarge {
  tooLarge: number;
}

/** How one request's body is bounded: the limits of the read and the limit its first bytes name. */
export interface BodyPolicy {
  limits: BodyLimits;
  limitFor: (head: Uint8Array) => number;
}

/**
 * Middleware reading the request body within `policyOf(c)` (decided per request: the caller is known by
 * then) into `c.var.body`; a body that outgrows its limit is answered `refuse(c, limit)` and goes no further.
 */
export const boundedBody = <E extends Env & { Variables: { body?: string } }>(
  policyOf: (c: Context<E>) => BodyPolicy,
  refuse: (c: Context<E>, limit: number) => Response,
) =>
  createMiddleware<E>(async (c, next) => {
    const { limits, limitFor } = policyOf(c);
    const text = await readBoundedBody(c.req.raw, limitFor, limits);
    if (typeof text !== "string") return refuse(c, text.tooLarge);
    c.set("body", text);
    await next();
  });

/**
 * The body as text, or the limit it outgrew: `limits.initial` until the body passes it, then what
 * `limitFor(head)` says for its first `initial` bytes, never more than `limits.ceiling`. A declared
 * Content-Length over the limit is refused unread when the sender has one limit (initial = ceiling), else as
 * soon as the first bytes have named the limit, so the refusal states the limit that applies.
 */
export async function readBoundedBody(
  request: Request,
  limitFor: (head: Uint8Array) => number,
  limits: BodyLimits,
): Promise<string | TooLarge> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limits.ceiling && limits.initial >= limits.ceiling) return { tooLarge: limits.ceiling };
  const reader = request.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  let limit: number | null = null;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
    size += read.value.byteLength;
    if (limit === null && size > limits.initial) {
      limit = Math.min(limitFor(concat(chunks, size).subarray(0, limits.initial)), limits.ceiling);
    }
    if (limit !== null && (size > limit || declared > limit)) {
      await reader.cancel();
      return { tooLarge: limit };
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
