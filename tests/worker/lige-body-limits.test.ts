// The league API's bodies (issue 44, MEDIUM "unbounded bodies on the league API"): /api/v1/lige/* read and
// parsed the whole body before any right was checked (a 90 MB body of an unverified account was read to the end
// and answered 404; a member's 20 MB JSON was parsed). Now a caller with no right the operation could use is
// refused before the body is read, and whoever has one gets the entries API's 1 MB cut (413, the limit in the
// message) within the first megabyte read, JSON and CSV alike.
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ligePath, type LigaOperationName } from "../../shared/league/operations";
import { T_BODY_LIMIT } from "../../shared/texts";
import { signToken } from "./helpers/auth";
import { authOf, seedLeague, type LeagueCaller } from "./helpers/lige";

const MB = 1024 * 1024;
/** Any well-formed id: a refusal for the body comes before a row is looked for. */
const SOME_ID = "c9000000-0000-4000-8000-000000000001";

/** A streamed body of `size` bytes (no Content-Length), counting what the Worker reads of it. */
function streamed(size: number) {
  const chunk = new Uint8Array(16 * 1024).fill(0x61);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunk.subarray(0, Math.min(chunk.byteLength, size - sent));
      if (next.byteLength === 0) return controller.close();
      sent += next.byteLength;
      controller.enqueue(next);
    },
  });
  return { body, sent: () => sent };
}

async function post(
  name: LigaOperationName,
  authorization: Record<string, string>,
  body: BodyInit,
  type = "application/json",
) {
  const response = await SELF.fetch(`https://app.test${ligePath(name, SOME_ID)}`, {
    method: "POST",
    headers: { ...authorization, "content-type": type },
    body,
  });
  return { status: response.status, body: (await response.json()) as { error: { code: string; message: string } } };
}

beforeAll(seedLeague);

describe("a league write's body", () => {
  it("of an unverified account (90 MB) is refused before it is read", async () => {
    const unverified = `Bearer ${await signToken({ sub: "lige-unverified-uid", email: "nitko@test.test", email_verified: false })}`;
    const { body, sent } = streamed(90 * MB);
    const answer = await post("EnterRezultat", { authorization: unverified }, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(403);
    expect(answer.body.error.code).toBe("forbidden");
    expect(sent()).toBeLessThan(MB);
  });

  it("of a member who is no club's official (20 MB JSON) is refused before it is read", async () => {
    const { body, sent } = streamed(20 * MB);
    const answer = await post("CreatePravila", await authOf("member"), body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(403);
    expect(sent()).toBeLessThan(MB);
    // An official's result entry is theirs to try; a rule set is not.
    const official = await post("CreatePravila", await authOf("home-official"), "{}");
    expect(official.status).toBe(403);
  });

  const TOO_LARGE: [string, LeagueCaller, LigaOperationName, string][] = [
    ["staff's JSON", "staff", "CreatePravila", "application/json"],
    ["staff's CSV", "staff", "ImportRaspored", "text/csv"],
    ["an official's result", "home-official", "EnterRezultat", "application/json"],
  ];

  for (const [what, who, name, type] of TOO_LARGE) {
    it(`of ${what} over 1 MB is refused with 413 within the first megabyte read`, async () => {
      const { body, sent } = streamed(90 * MB);
      const answer = await post(name, await authOf(who), body, type);
      expect(answer.status, JSON.stringify(answer.body)).toBe(413);
      expect(answer.body.error).toEqual({ code: "body_too_large", message: T_BODY_LIMIT.tooLarge("1 MB") });
      expect(sent()).toBeLessThan(MB + 256 * 1024);
    });
  }

  it("declared over 1 MB is refused at once", async () => {
    const answer = await post("CreatePravila", await authOf("admin"), "a".repeat(MB + 1));
    expect(answer.status).toBe(413);
    expect(answer.body.error.message).toBe(T_BODY_LIMIT.tooLarge("1 MB"));
  });

  it("within 1 MB is read and checked as before", async () => {
    const answer = await post("CreatePravila", await authOf("staff"), "{not json");
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe("invalid_json");
  });
});
