// The bounded body reader (worker/security/bounded-body.ts): a body within its limit is read whole, one past
// it is refused without being read to its end, and the callback can raise the limit only up to the ceiling.
import { describe, expect, it } from "vitest";
import { fitsIn, readBoundedBody } from "../../worker/security/bounded-body";

const LIMITS = { initial: 10, ceiling: 30 };

/** A POST whose body arrives in `chunks`, counting how many were pulled. */
function streamed(chunks: string[], headers: Record<string, string> = {}) {
  const pulled = { count: 0 };
  const bytes = chunks.map((chunk) => new TextEncoder().encode(chunk));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = bytes[pulled.count++];
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
  const request = new Request("https://x.test/", { method: "POST", body, headers, duplex: "half" } as RequestInit);
  return { request, pulled };
}

describe("readBoundedBody", () => {
  it("reads a body within the initial limit whole, without asking for another limit", async () => {
    let asked = false;
    const { request } = streamed(["čćž", "abc"]);
    const text = await readBoundedBody(request, () => ((asked = true), 0), LIMITS);
    expect(text).toBe("čćžabc");
    expect(asked).toBe(false);
  });

  it("refuses a body past its limit at the chunk that passes it, never reading the rest", async () => {
    const { request, pulled } = streamed(["123456", "789012", "x", "y", "z"]);
    expect(await readBoundedBody(request, () => 10, LIMITS)).toEqual({ tooLarge: 10 });
    expect(pulled.count).toBe(2);
  });

  it("lets the callback raise the limit from the first bytes, capped at the ceiling", async () => {
    const heads: string[] = [];
    const limitFor = (head: Uint8Array) => (heads.push(new TextDecoder().decode(head)), 1000);
    expect(await readBoundedBody(streamed(["bulk:12345", "67890"]).request, limitFor, LIMITS)).toBe("bulk:1234567890");
    expect(heads).toEqual(["bulk:12345"]);
    expect(await readBoundedBody(streamed(["bulk:12345", "x".repeat(21)]).request, limitFor, LIMITS)).toEqual({
      tooLarge: 30,
    });
  });

  it("refuses a declared Content-Length past a sender's one limit unread, and reads no body as empty", async () => {
    const { request } = streamed(["a"], { "content-length": "11" });
    expect(await readBoundedBody(request, () => 1000, { initial: 10, ceiling: 10 })).toEqual({ tooLarge: 10 });
    expect(request.bodyUsed).toBe(false);
    expect(await readBoundedBody(new Request("https://x.test/"), () => 0, LIMITS)).toBe("");
  });

  it("refuses a declared Content-Length past the limit the first bytes name, stating that limit", async () => {
    const { request, pulled } = streamed(["bulk:12345", "6", "7", "8"], { "content-length": "25" });
    expect(await readBoundedBody(request, () => 20, LIMITS)).toEqual({ tooLarge: 20 });
    expect(pulled.count).toBe(2);
  });
});

describe("fitsIn", () => {
  it("counts UTF-8 bytes, not characters", () => {
    expect(fitsIn("abc", 3)).toBe(true);
    expect(fitsIn("ččč", 5)).toBe(false);
    expect(fitsIn("ččč", 6)).toBe(true);
  });
});
