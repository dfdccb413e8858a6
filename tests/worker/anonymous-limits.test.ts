// Per-IP limits of anonymous requests that reach the database (worker/security/rate-limit.ts, "anon"; issue 28:
// anonymous requests were never rate-limited): card verification, the sitemap and the rewritten pages, and
// public reads the edge cache missed. The client is named by CF-Connecting-IP alone: a request that claims
// 127.0.0.1 in X-Forwarded-For and the like is still counted. Cache hits are never counted; answers naming no
// row (a made-up slug) are not kept at the edge.
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { OPERATIONS } from "../../shared/graphql/operations";
import { T_RATE_LIMIT } from "../../shared/texts";
import { RATE_LIMITS, RATE_PERIOD_SECONDS } from "../../worker/security/rate-limit";
import { bearer } from "./helpers/auth";
import { seedDemo } from "./helpers/graphql";
import { REGATA } from "./helpers/matrix";

/** Headers a client may send to pass for the machine itself; none of them may name the client. */
const CLAIMS_LOOPBACK = {
  "x-forwarded-for": "127.0.0.1",
  "x-real-ip": "127.0.0.1",
  "true-client-ip": "127.0.0.1",
  forwarded: "for=127.0.0.1",
};

/** A fresh origin: its edge-cache entries are its own, so every read there is a miss. */
const freshOrigin = () => `https://t${crypto.randomUUID().slice(0, 8)}.test`;

const from = (ip: string, path: string, init: RequestInit = {}, origin = "https://app.test") =>
  SELF.fetch(`${origin}${path}`, {
    ...init,
    headers: { ...CLAIMS_LOOPBACK, "cf-connecting-ip": ip, ...(init.headers as Record<string, string>) },
  });

const readFeed = (ip: string, origin: string, variables: Record<string, unknown> = {}, name = "ReadFeed") =>
  from(
    ip,
    "/v1/graphql",
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ operationName: name, variables, query: OPERATIONS[name as keyof typeof OPERATIONS] }),
    },
    origin,
  );

const randomIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

beforeAll(seedDemo);

describe("per-IP limit of anonymous requests that reach the database", () => {
  it("limits card verification per CF-Connecting-IP even when other headers claim 127.0.0.1, then every route that reaches D1, but not cache hits, other IPs or signed-in callers", async () => {
    const ip = randomIp();
    // A warm answer at the edge, stored before the burst by a client with no address.
    const warm = freshOrigin();
    expect((await SELF.fetch(`${warm}/api/v1/dogadanja`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));

    let refused: Response | null = null;
    let before = 0;
    for (; before <= 2 * RATE_LIMITS.anon; before++) {
      const response = await from(ip, "/api/v1/provjera/not-a-card-token");
      if (response.status === 429) {
        refused = response;
        break;
      }
      await response.body?.cancel();
      expect(response.status).toBe(400);
    }
    expect(refused, `no 429 after ${before} requests`).not.toBeNull();
    expect(before).toBeGreaterThanOrEqual(RATE_LIMITS.anon);
    expect(refused!.headers.get("retry-after")).toBe(String(RATE_PERIOD_SECONDS));
    expect(await refused!.json()).toEqual({ error: { code: "rate_limited", message: T_RATE_LIMIT.anon } });

    // The same IP is refused on every route that would reach D1 …
    expect((await from(ip, "/sitemap.xml", {}, freshOrigin())).status).toBe(429);
    expect((await from(ip, "/api/v1/dogadanja", {}, freshOrigin())).status).toBe(429);
    expect((await from(ip, `/natjecanja/${REGATA}`)).status).toBe(429);
    const graphql = await readFeed(ip, freshOrigin());
    expect(graphql.status).toBe(429);
    expect(await graphql.json()).toEqual({
      errors: [{ message: T_RATE_LIMIT.anon, extensions: { code: "RATE_LIMITED" } }],
    });
    // … but still gets what the edge already holds,
    const hit = await from(ip, "/api/v1/dogadanja", {}, warm);
    expect(hit.status).toBe(200);
    expect(hit.headers.get("x-edge-cache")).toBe("HIT");
    // while another IP, and a signed-in caller from the same IP, are not slowed.
    expect((await from(randomIp().replace("198.51.100", "203.0.113"), "/api/v1/provjera/x")).status).toBe(400);
    const signedIn = await from(ip, "/api/v1/provjera/x", { headers: { authorization: await bearer("member") } });
    expect(signedIn.status).toBe(400);
  }, 180_000);
});

describe("answers that name no row", () => {
  it("are not kept at the edge: a made-up federation slug reaches D1 (and the limit) every time", async () => {
    const origin = freshOrigin();
    const ip = randomIp().replace("198.51.100", "192.0.2");
    const madeUp = { slug: `izmisljeni-${crypto.randomUUID().slice(0, 8)}` };
    const first = await readFeed(ip, origin, madeUp, "Savez");
    expect(first.status).toBe(200);
    expect(((await first.json()) as { data: { savezi: unknown[] } }).data.savezi).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await readFeed(ip, origin, madeUp, "Savez")).headers.get("x-edge-cache")).toBe("MISS");
    // A slug that exists is kept.
    const real = { slug: "zicer-savez" };
    await (await readFeed(ip, origin, real, "Savez")).text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await readFeed(ip, origin, real, "Savez")).headers.get("x-edge-cache")).toBe("HIT");
  });
});
