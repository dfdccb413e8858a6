// Rate limits (worker/security/rate-limit.ts, wrangler.toml [[ratelimits]]): a client over its allowance gets
// 429 with Retry-After and the catalogue's message; other clients are not slowed. The limiters are the real
// ones; each test counts in buckets of its own (tests/worker/setup/rate-limits.ts) and bursts under a fresh uid
// or IP besides. Windows are aligned to the clock: a burst that crosses a window
// boundary starts counting again, so a burst sends up to twice the limit before it must have been refused.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { OPERATIONS } from "../../shared/graphql/operations";
import { T_RATE_LIMIT } from "../../shared/texts";
import { RATE_LIMITS, RATE_PERIOD_SECONDS } from "../../worker/security/rate-limit";
import { bearer, freshStaffBearer, signToken } from "./helpers/auth";
import { gql, postGraphql } from "./helpers/graphql";
import { streamed } from "./helpers/graphql-body";
import { uploadTo } from "./helpers/uploads";

/** A member under a fresh uid (provisioned on its first request). */
async function freshMember(): Promise<string> {
  const uid = `member-${crypto.randomUUID()}`;
  return `Bearer ${await signToken({ sub: uid, email: `${uid}@test.test`, email_verified: true })}`;
}

/**
 * Sends requests until the first 429 (at most 2 × limit + 1), each before it answered `status`; returns the
 * 429 and how many came before it.
 */
async function burst(limit: number, status: number, send: () => Promise<Response>) {
  for (let i = 0; i <= 2 * limit; i++) {
    const response = await send();
    if (response.status === 429) return { response, before: i };
    await response.body?.cancel();
    expect(response.status).toBe(status);
  }
  throw new Error(`no 429 after ${2 * limit + 1} requests`);
}

/** The part of a GraphQL error body these tests read. */
type GqlErrors = { errors: { extensions: { code: string } }[] };

const najava = { subject: "Regata", description: "Regata na Jarunu." };

describe("per-user write limit (GraphQL mutations)", () => {
  it("answers 429 with Retry-After in GraphQL's error shape once a user's writes are used up, and other users still write", async () => {
    const flooder = await freshMember();
    // A member may not publish (403): the limit counts refused writes too.
    const { response, before } = await burst(RATE_LIMITS.write, 403, () =>
      SELF.fetch("https://app.test/v1/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: flooder },
        body: JSON.stringify({ operationName: "CreateNajava", variables: najava, query: OPERATIONS.CreateNajava }),
      }),
    );
    expect(before).toBeGreaterThanOrEqual(RATE_LIMITS.write);
    expect(response.headers.get("retry-after")).toBe(String(RATE_PERIOD_SECONDS));
    expect(await response.json()).toEqual({
      errors: [{ message: T_RATE_LIMIT.write, extensions: { code: "RATE_LIMITED" } }],
    });
    // The same user may still read, and another user still writes.
    expect((await gql("ReadFeed", { authorization: flooder })).status).toBe(200);
    const other = await gql("CreateNajava", { authorization: await freshStaffBearer(), variables: najava });
    expect(other.status).toBe(200);
    expect(other.body.data.insert_feed_one.id).toEqual(expect.any(String));
  }, 120_000);
});

describe("per-user upload limit", () => {
  it("answers 429 JSON with Retry-After once a user's uploads are used up; another user is unaffected", async () => {
    const flooder = await freshMember();
    const send = () => uploadTo("https://app.test/api/v1/files", "a.pdf", "%PDF-1.4 x", flooder);
    const { response, before } = await burst(RATE_LIMITS.upload, 403, send);
    expect(before).toBeGreaterThanOrEqual(RATE_LIMITS.upload);
    expect(response.headers.get("retry-after")).toBe(String(RATE_PERIOD_SECONDS));
    expect(await response.json()).toEqual({ error: { code: "rate_limited", message: T_RATE_LIMIT.upload } });
    const other = await uploadTo("https://app.test/api/v1/files", "a.pdf", "%PDF-1.4 x", await freshMember());
    expect(other.status).toBe(403);
  }, 60_000);
});

describe("per-IP limit of requests carrying a token", () => {
  it("counts forged tokens per IP before verifying them; another IP is unaffected", async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const send = (from: string) =>
      SELF.fetch("https://app.test/api/v1/me", {
        headers: { authorization: "Bearer not-a-token", "cf-connecting-ip": from },
      });
    const { response, before } = await burst(RATE_LIMITS.ip, 401, () => send(ip));
    expect(before).toBeGreaterThanOrEqual(RATE_LIMITS.ip);
    expect(response.headers.get("retry-after")).toBe(String(RATE_PERIOD_SECONDS));
    expect(await response.json()).toEqual({ error: { code: "rate_limited", message: T_RATE_LIMIT.ip } });
    expect((await send("203.0.113.9")).status).toBe(401);
    // Anonymous reads carry no token and are never counted per IP.
    expect((await SELF.fetch("https://app.test/api/v1/me", { headers: { "cf-connecting-ip": ip } })).status).toBe(200);
  }, 180_000);
});

describe("GraphQL body limit before the operation is known", () => {
  const post = postGraphql;

  it("refuses a 2 MB body of an ordinary operation with 413 after reading little more than 64 KB", async () => {
    const { body, sent } = streamed("ReadFeed", 2 * 1024 * 1024 - 100);
    const response = await post(body);
    expect(response.status).toBe(413);
    expect(((await response.json()) as GqlErrors).errors[0].extensions.code).toBe("BAD_REQUEST");
    expect(sent()).toBeLessThan(512 * 1024);
  });

  it("refuses a 100 KB body of an untrusted or unnamed operation with 413, not a parse of the whole", async () => {
    for (const name of ["NoSuchOperation", "ReadFeed"]) {
      const response = await post(`{"operationName":"${name}","query":"${"a".repeat(100 * 1024)}"}`);
      expect(response.status).toBe(413);
    }
    expect((await post(`{"query":"${"a".repeat(100 * 1024)}"}`)).status).toBe(413);
  });

  it("still reads a staff member's bulk InsertNatjecatelji body past 64 KB to its own limit", async () => {
    const objects = Array.from({ length: 900 }, (_, i) => ({
      ime: `Ime${i}`,
      prezime: "Prezime".repeat(5),
      team: "Klub",
    }));
    const body = JSON.stringify({
      operationName: "InsertNatjecatelji",
      variables: { objects },
      query: "query x { y }",
    });
    expect(body.length).toBeGreaterThan(64 * 1024);
    // Only a caller who may run the bulk operation gets its limit (tests/worker/body-limits.test.ts).
    const response = await post(body, await bearer("staff"));
    // Read in full and matched: the document is not the trusted one, so it is refused as untrusted, not as too large.
    expect(response.status).toBe(400);
    expect(((await response.json()) as GqlErrors).errors[0].extensions.code).toBe("UNTRUSTED_OPERATION");
  });
});
