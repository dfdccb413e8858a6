// Raw bodies for the GraphQL route's size limits (tests/worker/body-limits.test.ts, rate-limits.test.ts): a body
// streamed and counted as the Worker reads it, and a POST of any body as it is.
import { SELF } from "cloudflare:test";

/** A streamed body of `size` bytes whose first bytes declare `operationName`, counting what the Worker reads of it. */
export function streamed(operationName: string, size: number) {
  const head = new TextEncoder().encode(`{"operationName":"${operationName}","variables":{"x":"`);
  const chunk = new Uint8Array(16 * 1024).fill(0x61);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = sent === 0 ? head : chunk.subarray(0, Math.min(chunk.byteLength, size - sent));
      if (next.byteLength === 0) return controller.close();
      sent += next.byteLength;
      controller.enqueue(next);
    },
  });
  return { body, sent: () => sent };
}

/** POST /v1/graphql with `body` as it is, optionally signed in and with more headers. */
export const postGraphqlBody = (body: BodyInit, authorization?: string, headers: Record<string, string> = {}) =>
  SELF.fetch("https://app.test/v1/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}), ...headers },
    body,
  });
