// Raw bodies for the GraphQL route's size limits (tests/worker/body-limits.test.ts, rate-limits.test.ts): a body
// streamed and counted as the Worker reads it (posted with postGraphql, tests/worker/helpers/graphql.ts).

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
