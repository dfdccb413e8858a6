// The edge cache keyed by operation and normalised variables, invalidated by the entities (and federations)
// a write touched. Module-level tests use their own origin, so they never meet the HTTP tests' entries.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from "vitest";
import { createApp } from "../../worker/app";
import { OPERATIONS, type OperationName } from "../../shared/graphql/operations";
import {
  EDGE_CACHE_TTL_SECONDS,
  ISOLATE_CACHE_TTL_SECONDS,
  answerKey,
  cacheKey,
  cachedAnswer,
  invalidateEntities,
  invalidatePublicAnswers,
  storeAnswer,
  type AnswerKey,
} from "../../worker/cache";
import { canonicalJson } from "../../shared/canonical-json";
import { sha256Hex } from "../../shared/sha256";
import { trustedOperations, type TrustedOperation } from "../../worker/graphql/trusted";
import { bearer } from "./helpers/auth";
import { gql, seedDemo } from "./helpers/graphql";

const APP = "https://app.test";
const UNIT = "https://edge-cache-unit.test";

// Typed by hand: the tests' DOM lib declares a CacheStorage without Workers' `default` cache.
const edgeCache = () => (caches as unknown as { default: Cache }).default;

async function trusted(name: OperationName): Promise<TrustedOperation> {
  return (await trustedOperations()).get(await sha256Hex(OPERATIONS[name]))!;
}

/** The key of a ReadFeed answer (reads feed and rezultati) for hand-made variables, under the unit origin. */
async function keyFor(variables: unknown): Promise<AnswerKey> {
  return answerKey(UNIT, await trusted("ReadFeed"), "application/json", variables);
}

/** Stores a recognisable answer under a key, as the route would. */
async function store(key: AnswerKey, label: string): Promise<void> {
  await storeAnswer(key, Response.json({ data: { label } }));
}

/** The label of the answer cached under a fresh key for these variables, or null on a miss. */
async function cachedLabel(variables: unknown): Promise<string | null> {
  const hit = await cachedAnswer(await keyFor(variables));
  return hit ? ((await hit.json()) as { data: { label: string } }).data.label : null;
}

const cacheState = async (name: OperationName) => (await gql(name)).response.headers.get("x-edge-cache");
const settle = () => new Promise((r) => setTimeout(r, 50)); // the route's cache put runs after the response

beforeAll(async () => {
  await invalidatePublicAnswers(APP);
  await invalidatePublicAnswers(UNIT);
});
afterEach(() => vi.restoreAllMocks());

describe("keys", () => {
  it("normalises variables: key order at any depth and undefined do not matter", async () => {
    expect(canonicalJson({ b: 2, a: 1 })).toBe(canonicalJson({ a: 1, b: 2 }));
    expect(canonicalJson({ x: { d: [{ f: 1, e: 2 }], c: undefined } })).toBe('{"x":{"d":[{"e":2,"f":1}]}}');
    expect(canonicalJson(new Date(0))).toBe(JSON.stringify(new Date(0)));
    expect((await keyFor({ a: 1, b: 2 })).url).toBe((await keyFor({ b: 2, a: 1 })).url);
    expect((await keyFor({ a: 1, b: 2 })).url).not.toBe((await keyFor({ a: 1, b: 3 })).url);
  });

  it("caches an answer per variables", async () => {
    await store(await keyFor({ page: 1 }), "page 1");
    await store(await keyFor({ page: 2 }), "page 2");
    expect(await cachedLabel({ page: 1 })).toBe("page 1");
    expect(await cachedLabel({ page: 2 })).toBe("page 2");
    expect(await cachedLabel({ page: 3 })).toBeNull();
  });

  it("names the operation, media type and variables in the key, and differs per media type", async () => {
    const json = await cacheKey(UNIT, "dokumenti_saveza", "application/json", { a: 1 });
    const graphql = await cacheKey(UNIT, "dokumenti_saveza", "application/graphql-response+json", { a: 1 });
    expect(json).toContain("/v1/graphql/__edge-cache/answer/dokumenti_saveza?");
    expect(new URL(json).searchParams.get("variables")).toBe(await sha256Hex('{"a":1}'));
    expect(graphql).not.toBe(json);
  });
});

describe("invalidation by tag", () => {
  it("a write to one entity leaves answers of the others in place", async () => {
    await store(await keyFor({ n: 1 }), "feed and rezultati");
    await invalidateEntities(UNIT, [{ entity: "natjecatelji" }, { entity: "dokumenti_saveza" }]);
    expect(await cachedLabel({ n: 1 })).toBe("feed and rezultati");
    await invalidateEntities(UNIT, [{ entity: "rezultati" }]); // ReadFeed reads rezultati too
    expect(await cachedLabel({ n: 1 })).toBeNull();
  });

  it("a write in federation A drops A's and city-wide answers of the entity, not B's", async () => {
    await store(await keyFor({ savez_id: "A" }), "A");
    await store(await keyFor({ savez_id: "B" }), "B");
    await store(await keyFor({}), "city");
    await invalidateEntities(UNIT, [{ entity: "feed", federationId: "A" }]);
    expect(await cachedLabel({ savez_id: "A" })).toBeNull();
    expect(await cachedLabel({})).toBeNull();
    expect(await cachedLabel({ savez_id: "B" })).toBe("B");
    // A write whose federation is unknown (every write today) drops every federation's answers.
    await invalidateEntities(UNIT, [{ entity: "feed" }]);
    expect(await cachedLabel({ savez_id: "B" })).toBeNull();
  });

  it("does not remember or store an answer whose lookup overlapped a local write", async () => {
    const key = await keyFor({ race: 1 });
    await store(key, "before");
    const write = invalidateEntities(UNIT, [{ entity: "natjecatelji" }]); // under way, not awaited
    expect((await cachedAnswer(key))?.headers.get("x-edge-cache")).toBe("HIT"); // served, not remembered
    await write;
    await edgeCache().delete(key.url);
    expect(await cachedAnswer(key)).toBeUndefined(); // so nothing in memory either

    const late = await keyFor({ race: 2 });
    await invalidateEntities(UNIT, [{ entity: "natjecatelji" }]);
    await storeAnswer(late, Response.json({ data: { label: "late" } }));
    expect(await edgeCache().match(late.url)).toBeUndefined();
  });

  it("starts a fresh generation when one is evicted, so older answers never come back", async () => {
    await store(await keyFor({ evicted: 1 }), "old");
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + (ISOLATE_CACHE_TTL_SECONDS + 1) * 1000); // memory expired
    await edgeCache().delete(`${UNIT}/v1/graphql/__edge-cache/tag/feed`);
    expect(await cachedLabel({ evicted: 1 })).toBeNull();
  });
});

describe("through /v1/graphql", () => {
  beforeEach(seedDemo);

  it("caches anonymous ReadFeed per normalised variables: extra variables the rule drops share the answer", async () => {
    await invalidatePublicAnswers(APP);
    expect(await cacheState("ReadFeed")).toBe("MISS");
    await settle();
    expect(await cacheState("ReadFeed")).toBe("HIT");
    const extra = await gql("ReadFeed", { variables: { ignored: true } });
    expect(extra.response.headers.get("x-edge-cache")).toBe("HIT");
  });

  it("a staff write to one entity leaves the other entities' cached answers in place", async () => {
    await invalidatePublicAnswers(APP);
    const staff = await bearer("staff");
    expect(await cacheState("ReadFeed")).toBe("MISS");
    expect(await cacheState("dokumenti_saveza")).toBe("MISS");
    await settle();
    const dokumenti = await cacheKey(APP, "dokumenti_saveza", "application/json");

    // Neither answer reads competitors (home's results do depend on competitions: see cache-tags.ts).
    const natjecatelji = await gql("InsertNatjecatelji", {
      authorization: staff,
      variables: { objects: [{ ime: "Ana", prezime: "Kovač", team: "HVK Mladost" }] },
    });
    expect(natjecatelji.status).toBe(200);
    expect(await cacheState("ReadFeed")).toBe("HIT");
    expect(await cacheState("dokumenti_saveza")).toBe("HIT");

    const najava = await gql("CreateNajava", {
      authorization: staff,
      variables: { subject: "Nova najava", description: "Opis nove najave." },
    });
    expect(najava.status).toBe(200);
    const feed = await gql("ReadFeed");
    expect(feed.response.headers.get("x-edge-cache")).toBe("MISS");
    expect(feed.body.data.feed[0]).toMatchObject({ id: najava.body.data.insert_feed_one.id });
    expect(await cacheState("dokumenti_saveza")).toBe("HIT");
    // Not only this isolate's copy: the Cache API entry is still the one looked up.
    expect(await cacheKey(APP, "dokumenti_saveza", "application/json")).toBe(dokumenti);
    expect(await edgeCache().match(dokumenti)).toBeDefined();
  });

  it("tells clients no-store on a hit as on a miss: the edge's max-age is the edge's alone", async () => {
    await invalidatePublicAnswers(APP);
    const miss = await gql("ReadFeed");
    await settle();
    const fromCacheApi = await gql("ReadFeed");
    const fromIsolate = await gql("ReadFeed");
    expect(miss.response.headers.get("cache-control")).toBe("no-store");
    for (const hit of [fromCacheApi, fromIsolate]) {
      expect(hit.response.headers.get("x-edge-cache")).toBe("HIT");
      expect(hit.response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("never caches a 200 that carries errors (a partial answer from Hasura)", async () => {
    await invalidatePublicAnswers(APP);
    const hasuraEnv = {
      ...env,
      DATA_PROVIDER: "hasura",
      HASURA_GRAPHQL_URL: `${inject("fakeHasuraUrl")}/partial`,
      HASURA_ADMIN_SECRET: "test-admin-secret",
    };
    const ask = async () => {
      const ctx = createExecutionContext();
      const response = await createApp().fetch(
        new Request(`${APP}/v1/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ operationName: "ReadFeed", variables: {}, query: OPERATIONS.ReadFeed }),
        }),
        hasuraEnv,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return response;
    };
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const first = await ask();
    expect(first.status).toBe(200);
    expect(((await first.json()) as { errors: unknown[] }).errors).toHaveLength(1);
    const second = await ask();
    expect(second.headers.get("x-edge-cache")).toBe("MISS");
    errors.mockRestore();
  });

  describe("when a committed write's invalidation fails", () => {
    /** Runs one request through the app with its own execution context, waiting for its waitUntil work. */
    async function direct(operationName: OperationName, variables: unknown, authorization?: string) {
      const ctx = createExecutionContext();
      const response = await createApp().fetch(
        new Request(`${APP}/v1/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
          body: JSON.stringify({ operationName, variables, query: OPERATIONS[operationName] }),
        }),
        env,
        ctx,
      );
      await waitOnExecutionContext(ctx);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return { response, body: (await response.json()) as { data: any } };
    }

    /** Makes the Cache API refuse to store tag generations: every time, or only each tag's first put. */
    function failGenerationPuts(onlyFirst: boolean) {
      const cache = edgeCache();
      const put = cache.put.bind(cache);
      const refused = new Set<string>();
      return vi.spyOn(cache, "put").mockImplementation(async (request, response) => {
        const url = typeof request === "string" ? request : request instanceof URL ? request.href : request.url;
        if (url.includes("/__edge-cache/tag/") && !(onlyFirst && refused.has(url))) {
          refused.add(url);
          throw new Error("cache unavailable");
        }
        return put(request, response);
      });
    }

    const najava = { subject: "Najava usprkos predmemoriji", description: "Upisana iako predmemorija ne radi." };
    const failures = (errors: { mock: { calls: unknown[][] } }) =>
      errors.mock.calls.map(([line]) => String(line)).filter((line) => line.includes("cache_invalidation_failed"));

    it("answers the write's success, logs the failure and bumps the generations again after the response", async () => {
      await invalidatePublicAnswers(APP);
      const staff = await bearer("staff");
      expect((await direct("ReadFeed", {})).response.headers.get("x-edge-cache")).toBe("MISS");
      expect((await direct("ReadFeed", {})).response.headers.get("x-edge-cache")).toBe("HIT");

      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      failGenerationPuts(true);
      const write = await direct("CreateNajava", najava, staff);
      expect(write.response.status).toBe(200);
      const id = write.body.data.insert_feed_one.id as string;
      expect(id).toBeTruthy();
      const logged = failures(errors);
      expect(logged).toHaveLength(1);
      expect(JSON.parse(logged[0]!)).toMatchObject({
        event: "cache_invalidation_failed",
        request_id: write.response.headers.get("x-request-id"),
        operation: "CreateNajava",
      });

      // The retry after the response succeeded: the next anonymous read is a miss that shows the write.
      const feed = await direct("ReadFeed", {});
      expect(feed.response.headers.get("x-edge-cache")).toBe("MISS");
      expect(feed.body.data.feed[0]).toMatchObject({ id, subject: najava.subject });
    });

    it("still answers 200 when the retry fails too, and the stale answer ends with the cache TTL", async () => {
      await invalidatePublicAnswers(APP);
      const staff = await bearer("staff");
      await direct("ReadFeed", {});
      expect((await direct("ReadFeed", {})).response.headers.get("x-edge-cache")).toBe("HIT");

      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      failGenerationPuts(false);
      const write = await direct("CreateNajava", najava, staff);
      expect(write.response.status).toBe(200);
      const id = write.body.data.insert_feed_one.id as string;
      expect(failures(errors)).toHaveLength(2); // the first attempt and the retry

      // The old answer may be served until its TTL, never after: then the read is a miss with the write.
      const now = Date.now();
      vi.spyOn(Date, "now").mockReturnValue(now + (EDGE_CACHE_TTL_SECONDS + 1) * 1000);
      const feed = await direct("ReadFeed", {});
      expect(feed.response.headers.get("x-edge-cache")).toBe("MISS");
      expect(feed.body.data.feed[0]).toMatchObject({ id, subject: najava.subject });
    });
  });

  it("still caches for anonymous callers only", async () => {
    await invalidatePublicAnswers(APP);
    expect(await cacheState("ReadFeed")).toBe("MISS");
    await settle();
    const member = await gql("ReadFeed", { authorization: await bearer("member") });
    expect(member.response.headers.get("x-edge-cache")).toBeNull();
  });
});
