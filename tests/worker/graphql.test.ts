import { SELF, env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { OPERATIONS, type OperationName } from "../../shared/graphql/operations";
import { EDGE_CACHE_TTL_SECONDS, cacheKey, invalidatePublicAnswers } from "../../worker/cache";
import { RULES } from "../../worker/graphql/rules";
import { CALLER_CACHE_SECONDS } from "../../worker/auth/caller-cache";
import { sha256Hex } from "../../shared/sha256";
import { SAVEZ_A, TEST_USERS, bearer, seedUser, signToken } from "./helpers/auth";
import { snapshot } from "./catalogue/support";
import { gql, seedDemo } from "./helpers/graphql";
import { CALLERS, EXPECTED, REGATA, VALID, prepareEdit } from "./helpers/matrix";

const CODES: Record<number, string> = { 401: "UNAUTHENTICATED", 403: "FORBIDDEN" };

// Typed by hand: the tests' DOM lib declares a CacheStorage without Workers' `default` cache.
const edgeCache = () => (caches as unknown as { default: Cache }).default;

beforeAll(() => invalidatePublicAnswers("https://app.test"));
beforeEach(seedDemo);

describe("role × operation matrix", () => {
  it("has a rule and an expectation for every trusted operation", () => {
    expect(Object.keys(RULES).sort()).toEqual(Object.keys(OPERATIONS).sort());
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(OPERATIONS).sort());
  });

  for (const name of Object.keys(OPERATIONS) as OperationName[]) {
    it(`${name}: ${CALLERS.map((who, i) => `${who} ${EXPECTED[name][i]}`).join(", ")}`, async () => {
      for (const [i, who] of CALLERS.entries()) {
        const authorization = who === "anonymous" ? undefined : await bearer(who);
        await prepareEdit(name);
        const before = await snapshot();
        const { status, body } = await gql(name, { authorization, variables: VALID[name] });
        expect(status, `${name} as ${who}`).toBe(EXPECTED[name][i]);
        if (status === 200) expect(body.errors).toBeUndefined();
        else {
          expect(body.errors[0].extensions.code).toBe(CODES[status]);
          expect(await snapshot(), `${name} refused for ${who} wrote nothing`).toEqual(before);
        }
      }
    });
  }
});

describe("reads", () => {
  it("ReadFeed returns 12 items and 3 results, newest first", async () => {
    const { status, body } = await gql("ReadFeed", { authorization: await bearer("member") });
    expect(status).toBe(200);
    expect(body.data.feed).toHaveLength(12);
    expect(body.data.feed[0]).toEqual({
      id: "f0000000-0000-4000-8000-000000000001",
      subject: "Zagrebačka regata na Jarunu",
      slika_url: "/images/events/veslanje.svg",
      description: expect.stringContaining("Jarunu"),
      savez: { slug: "zagrebacki-veslacki-savez", naziv: "Zagrebački veslački savez" },
    });
    expect(body.data.feed.at(-1).id).toBe("f0000000-0000-4000-8000-000000000012");
    expect(body.data.rezultati).toHaveLength(3);
    expect(body.data.rezultati[0]).toEqual({
      // The competition the result belongs to: home's result card links to its page (issue 16).
      natjecanje_id: "c0000000-0000-4000-8000-000000000001",
      created_at: "2025-06-01T18:00:00.000Z",
      payload: expect.objectContaining({ naziv: "Zagrebačka regata 2025" }),
      savez: { slug: "zicer-savez", naziv: "Zicer Savez" },
    });
    expect(body.data.rezultati[0].payload.poredak[0]).toEqual({ mjesto: 1, bodovi: 48, ime: "HVK Mladost" });
  });

  it("puts rows without created_at last", async () => {
    await env.DB.exec("DELETE FROM feed");
    await env.DB.exec("DELETE FROM rezultati");
    await env.DB.batch([
      env.DB.prepare("INSERT INTO feed (id, subject, created_at) VALUES ('n', 'none', NULL)"),
      env.DB.prepare("INSERT INTO feed (id, subject, created_at) VALUES ('o', 'old', '2024-01-01T00:00:00.000Z')"),
      env.DB.prepare("INSERT INTO feed (id, subject, created_at) VALUES ('y', 'new', '2025-01-01T00:00:00.000Z')"),
    ]);
    const { body } = await gql("ReadFeed", { authorization: await bearer("member") });
    expect(body.data.feed.map((f: { id: string }) => f.id)).toEqual(["y", "o", "n"]);
  });

  it("gives a member only its own users row, whatever the variables say", async () => {
    const other = await seedUser("other-member");
    const mine = await seedUser("member");
    await env.DB.prepare(
      "INSERT OR IGNORE INTO memberships (id, email, number, type, first_name, last_name, created_at) VALUES ('m-other', (SELECT email FROM users WHERE id = ?), '9', 'Gold', 'O', 'T', NULL)",
    )
      .bind(other)
      .run();
    const { status, body } = await gql("users", {
      authorization: await bearer("member"),
      variables: { id: other, user_id: other, where: { id: { _eq: other } }, firebase_user_id: "test-other-uid" },
    });
    expect(status).toBe(200);
    expect(body.data.users).toEqual([
      {
        id: mine,
        uuid: expect.any(String),
        firebase_user_id: TEST_USERS.member.uid,
        bc_membership_number: null,
        memberships: [],
      },
    ]);
  });

  it("returns the demo member's memberships oldest first", async () => {
    const authorization = `Bearer ${(await bearer("member", { sub: "demo-clan-uid", email: "clan@demo.test" })).slice(7)}`;
    const { body } = await gql("users", { authorization });
    expect(body.data.users).toHaveLength(1);
    expect(body.data.users[0]).toMatchObject({
      id: 2,
      firebase_user_id: "demo-clan-uid",
      bc_membership_number: "BC-2025-0042",
    });
    expect(body.data.users[0].memberships.map((m: { type: string }) => m.type)).toEqual(["Gold", "Silver"]);
  });

  it("orders a member's memberships oldest first, equal times in insertion order, no time last", async () => {
    const id = await seedUser("member");
    const insert = env.DB.prepare(
      "INSERT INTO memberships (id, email, number, type, first_name, last_name, created_at) VALUES (?, (SELECT email FROM users WHERE id = ?), ?, 'Gold', 'A', 'B', ?)",
    );
    await env.DB.batch([
      insert.bind("m-none", id, "1", null),
      insert.bind("m-late", id, "2", "2025-01-02T00:00:00.000Z"),
      insert.bind("m-early-a", id, "3", "2025-01-01T00:00:00.000Z"),
      insert.bind("m-early-b", id, "4", "2025-01-01T00:00:00.000Z"),
    ]);
    const { body } = await gql("users", { authorization: await bearer("member") });
    expect(body.data.users[0].memberships.map((m: { id: string }) => m.id)).toEqual([
      "m-early-a",
      "m-early-b",
      "m-late",
      "m-none",
    ]);
    expect(body.data.users[0].memberships[0]).toEqual({
      id: "m-early-a",
      number: "3",
      type: "Gold",
      status: "aktivna",
      expiry: null,
      first_name: "A",
      last_name: "B",
      profile_picture_url: null,
    });
  });

  it("answers a new user's first users query with the row it has just provisioned, exactly once", async () => {
    const sub = "first-sight-uid";
    const authorization = `Bearer ${await signToken({ sub, email: "first@test.test", email_verified: true })}`;
    // Two first requests at once: both are answered from the same single row.
    const answers = await Promise.all([gql("users", { authorization }), gql("users", { authorization })]);
    for (const { status, body } of answers) {
      expect(status).toBe(200);
      expect(body.data.users).toEqual([
        {
          id: expect.any(Number),
          uuid: expect.any(String),
          firebase_user_id: sub,
          bc_membership_number: null,
          memberships: [],
        },
      ]);
    }
    expect(answers[0].body.data.users[0]).toEqual(answers[1].body.data.users[0]);
    const { count } = (await env.DB.prepare("SELECT count(*) AS count FROM users WHERE firebase_user_id = ?")
      .bind(sub)
      .first<{ count: number }>())!;
    expect(count).toBe(1);
  });

  it("shows a users row changed outside the Worker within CALLER_CACHE_SECONDS, not a stale one after", async () => {
    const id = await seedUser("member");
    const authorization = await bearer("member");
    expect((await gql("Natjecatelji", { authorization })).status).toBe(403);
    // Changed straight in D1 (the role CLI, another isolate's write): this isolate's copy of the row is
    // used until it is CALLER_CACHE_SECONDS old (docs/security.md, "Caller cache"), never longer.
    await env.DB.prepare("UPDATE users SET bc_membership_number = 'BC-NEW' WHERE id = ?").bind(id).run();
    await env.DB.prepare("INSERT INTO staff_savezi (user_id, savez_id) VALUES (?, ?)").bind(id, SAVEZ_A).run();
    const later = Date.now() + CALLER_CACHE_SECONDS * 1000 + 1;
    vi.spyOn(Date, "now").mockReturnValue(later);
    try {
      expect((await gql("users", { authorization })).body.data.users[0].bc_membership_number).toBe("BC-NEW");
      expect((await gql("Natjecatelji", { authorization })).status).toBe(200);
    } finally {
      vi.mocked(Date.now).mockRestore();
    }
  });

  it("applies a role revoked through the admin API at the very next request", async () => {
    const staffId = await seedUser("staff");
    const staff = await bearer("staff");
    const admin = await bearer("admin");
    expect((await gql("Natjecatelji", { authorization: staff })).status).toBe(200);
    const revoked = await SELF.fetch("https://app.test/api/v1/admin/roles", {
      method: "DELETE",
      headers: { authorization: admin, "content-type": "application/json" },
      body: JSON.stringify({ user_id: staffId, role: "staff", savez_id: SAVEZ_A }),
    });
    expect(revoked.status).toBe(200);
    expect((await gql("Natjecatelji", { authorization: staff })).status).toBe(403);
  });

  it("lists competitions with their result documents", async () => {
    const staff = await bearer("staff");
    await prepareEdit("CreateDokumentRezultata");
    await gql("CreateDokumentRezultata", { authorization: staff, variables: VALID.CreateDokumentRezultata });
    const { body } = await gql("Natjecanja", { authorization: staff });
    const regata = body.data.natjecanja.find((n: { id: string }) => n.id === REGATA);
    expect(regata.dokumenti).toEqual([
      {
        id: expect.any(String),
        naziv: "Rezultati",
        dokument_key: "5f0c2a1e-3b4d-4c6e-8f90-a1b2c3d4e5f6.pdf",
        created_at: expect.any(String),
        version: 1,
      },
    ]);
    expect(body.data.natjecanja.find((n: { id: string }) => n.id !== REGATA).dokumenti).toEqual([]);
  });
});

describe("writes", () => {
  it("CreateNajava stores a trimmed announcement with created_by, shown first in ReadFeed", async () => {
    const authorization = await bearer("staff");
    const { status, body } = await gql("CreateNajava", {
      authorization,
      variables: { subject: "  Regata  ", description: " Subota u 9. " },
    });
    expect(status).toBe(200);
    const id = body.data.insert_feed_one.id;
    const row = await env.DB.prepare("SELECT subject, description, created_by FROM feed WHERE id = ?").bind(id).first();
    expect(row).toEqual({ subject: "Regata", description: "Subota u 9.", created_by: await seedUser("staff") });
    const feed = await gql("ReadFeed", { authorization });
    expect(feed.body.data.feed[0].id).toBe(id);
  });

  it("refuses invalid input with 400 BAD_USER_INPUT, per-field messages, and writes nothing", async () => {
    const authorization = await bearer("staff");
    const before = await env.DB.prepare("SELECT count(*) AS n FROM natjecatelji").first<{ n: number }>();
    const { status, body } = await gql("InsertNatjecatelji", {
      authorization,
      variables: {
        objects: [
          { ime: "Ana", prezime: "Kovač", team: "A" },
          { ime: "   ", prezime: "B", team: "x".repeat(101) },
        ],
      },
    });
    expect(status).toBe(400);
    expect(body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(Object.keys(body.errors[0].extensions.fields).sort()).toEqual(["objects.1.ime", "objects.1.team"]);
    const after = await env.DB.prepare("SELECT count(*) AS n FROM natjecatelji").first<{ n: number }>();
    expect(after).toEqual(before);
  });

  const invalid: [OperationName, Record<string, unknown>, string][] = [
    ["CreateNajava", { subject: "", description: "x" }, "subject"],
    ["CreateNajava", { subject: "x", description: "y".repeat(5001) }, "description"],
    [
      "CreateNatjecanje",
      { object: { naziv: "K", datum_od: "2025-06-02", datum_do: "2025-06-01", lokacija: "J" } },
      "object.datum_do",
    ],
    [
      "CreateNatjecanje",
      { object: { naziv: "K", datum_od: "2025-02-30", datum_do: "2025-03-01", lokacija: "J" } },
      "object.datum_od",
    ],
    ["CreateRezultat", { object: { payload: { poredak: [] } } }, "object.payload.poredak"],
    [
      "CreateRezultat",
      {
        object: {
          payload: {
            poredak: [
              { mjesto: 1, bodovi: 1, ime: "A" },
              { mjesto: 1, bodovi: 2, ime: "B" },
            ],
          },
        },
      },
      "object.payload.poredak",
    ],
    [
      "CreateRezultat",
      { object: { payload: { poredak: [{ mjesto: 0.5, bodovi: 1, ime: "A" }] } } },
      "object.payload.poredak.0.mjesto",
    ],
    ["CreateDokumentSaveza", { object: { naziv: "", dokument_url: "javascript:alert(1)" } }, "object.naziv"],
    [
      "CreateDokumentRezultata",
      { object: { natjecanje_id: "nope", naziv: "R", dokument_key: "k" } },
      "object.natjecanje_id",
    ],
    // A row may only point at a file the upload route stored, never at another key or path in the bucket.
    [
      "CreateDokumentRezultata",
      { object: { natjecanje_id: REGATA, naziv: "R", dokument_key: "../secrets/x.pdf" } },
      "object.dokument_key",
    ],
    [
      "CreateNatjecanje",
      {
        object: {
          naziv: "N",
          datum_od: "2026-01-01",
          datum_do: "2026-01-02",
          lokacija: "L",
          dokument_key: "other-bucket-object.pdf",
        },
      },
      "object.dokument_key",
    ],
  ];
  for (const [name, variables, field] of invalid) {
    it(`${name} refuses ${JSON.stringify(variables).slice(0, 60)} on ${field}`, async () => {
      const { status, body } = await gql(name, { authorization: await bearer("staff"), variables });
      expect(status).toBe(400);
      expect(body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
      expect(body.errors[0].extensions.fields[field]).toEqual([expect.any(String)]);
    });
  }

  it("refuses a result for a competition that does not exist", async () => {
    const { status, body } = await gql("CreateRezultat", {
      authorization: await bearer("staff"),
      variables: { object: { ...(VALID.CreateRezultat.object as object), natjecanje_id: crypto.randomUUID() } },
    });
    expect(status).toBe(400);
    expect(body.errors[0].extensions.fields).toHaveProperty(["object.natjecanje_id"]);
  });

  it("inserts 5000 competitors at once with normalised match keys, and refuses 5001", async () => {
    const authorization = await bearer("staff");
    const objects = Array.from({ length: 5000 }, (_, i) => ({
      ime: `Čedomir ${i}`,
      prezime: "Đurić",
      team: "ŠK Žalac",
    }));
    const ok = await gql("InsertNatjecatelji", { authorization, variables: { objects } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.insert_natjecatelji).toEqual({ affected_rows: 5000 });
    const row = await env.DB.prepare("SELECT match_key, created_by FROM natjecatelji WHERE ime = 'Čedomir 7'").first();
    expect(row).toEqual({ match_key: "cedomir 7|duric|sk zalac", created_by: await seedUser("staff") });
    const tooMany = await gql("InsertNatjecatelji", {
      authorization,
      variables: { objects: [...objects, objects[0]] },
    });
    expect(tooMany.status).toBe(400);
    const listed = await gql("Natjecatelji", { authorization });
    expect(listed.body.data.natjecatelji.length).toBe(5000);
  });

  it("stores a result payload as JSON that ReadFeed returns unchanged", async () => {
    const authorization = await bearer("staff");
    const payload = {
      naziv: "Novi kup",
      poredak: [
        { mjesto: 2, bodovi: 1.5, ime: "B" },
        { mjesto: 1, bodovi: 3, ime: "A" },
      ],
    };
    await gql("CreateRezultat", { authorization, variables: { object: { natjecanje_id: REGATA, payload } } });
    const { body } = await gql("ReadFeed", { authorization });
    expect(body.data.rezultati[0].payload).toEqual(payload);
  });
});

describe("the endpoint", () => {
  it("refuses documents that are not the application's own", async () => {
    for (const [name, query] of [
      ["ReadFeed", "query ReadFeed { users { id firebase_user_id } }"],
      ["ReadFeed", `${OPERATIONS.ReadFeed} `],
      ["users", OPERATIONS.ReadFeed],
      ["Other", "{ __schema { types { name } } }"],
    ]) {
      const { status, body } = await gql(name, { query });
      expect(status).toBe(400);
      expect(body.errors[0].extensions.code).toBe("UNTRUSTED_OPERATION");
    }
  });

  it("accepts a persisted-query hash in place of the text", async () => {
    const response = await SELF.fetch("https://app.test/v1/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        operationName: "dokumenti_saveza",
        extensions: { persistedQuery: { version: 1, sha256Hash: await sha256Hex(OPERATIONS.dokumenti_saveza) } },
      }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { dokumenti_saveza: unknown[] } }).data.dokumenti_saveza).toHaveLength(
      3,
    );
  });

  it("answers application/graphql-response+json when asked, application/json otherwise", async () => {
    const asked = await gql("dokumenti_saveza", {
      accept: "application/graphql-response+json, application/json;q=0.9",
    });
    expect(asked.response.headers.get("content-type")).toContain("application/graphql-response+json");
    const plain = await gql("dokumenti_saveza");
    expect(plain.response.headers.get("content-type")).toContain("application/json");
  });

  it("refuses bodies over 64 KB, GET, and bodies that are not JSON", async () => {
    const big = await gql("CreateNajava", {
      authorization: await bearer("staff"),
      variables: { subject: "x", description: "y".repeat(70_000) },
    });
    expect(big.status).toBe(413);
    const get = await SELF.fetch("https://app.test/v1/graphql");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const text = await SELF.fetch("https://app.test/v1/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(text.status).toBe(400);
    expect(((await text.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe(
      "BAD_REQUEST",
    );
  });

  it("hides database failures behind a generic error", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await env.DB.exec("DROP TABLE dokumenti_saveza");
    const { status, body } = await gql("dokumenti_saveza", { authorization: await bearer("member") });
    expect(status).toBe(500);
    expect(body.errors[0]).toMatchObject({
      message: "Internal server error",
      extensions: { code: "INTERNAL_SERVER_ERROR" },
    });
    expect(JSON.stringify(body)).not.toMatch(/SQL|no such table/i);
    errors.mockRestore();
    await env.DB.exec(
      "CREATE TABLE dokumenti_saveza (id TEXT PRIMARY KEY, naziv TEXT NOT NULL, opis TEXT NOT NULL DEFAULT '', dokument_url TEXT NOT NULL, dokument_key TEXT, created_by INTEGER, created_at TEXT, version INTEGER NOT NULL DEFAULT 1, savez_id TEXT REFERENCES savezi(id), deleted_at TEXT)",
    );
  });
});

describe("edge cache", () => {
  it("serves anonymous ReadFeed from the cache and drops it after a staff write", async () => {
    await invalidatePublicAnswers("https://app.test");
    const first = await gql("ReadFeed");
    expect(first.response.headers.get("x-edge-cache")).toBe("MISS");
    await new Promise((r) => setTimeout(r, 50)); // the cache put runs after the response
    const second = await gql("ReadFeed");
    expect(second.response.headers.get("x-edge-cache")).toBe("HIT");
    expect(second.body).toEqual(first.body);
    const member = await gql("ReadFeed", { authorization: await bearer("member") });
    expect(member.response.headers.get("x-edge-cache")).toBeNull();

    const created = await gql("CreateNajava", { authorization: await bearer("staff"), variables: VALID.CreateNajava });
    const third = await gql("ReadFeed");
    expect(third.response.headers.get("x-edge-cache")).toBe("MISS");
    expect(third.body.data.feed[0]).toMatchObject({ id: created.body.data.insert_feed_one.id, subject: "Nova najava" });
  });

  it("keeps a copy in the isolate for repeated anonymous reads, without internal headers, dropped by a staff write", async () => {
    const staff = await bearer("staff");
    await gql("CreateNajava", { authorization: staff, variables: VALID.CreateNajava }); // purges, as any write
    expect((await gql("ReadFeed")).response.headers.get("x-edge-cache")).toBe("MISS");
    await new Promise((r) => setTimeout(r, 50)); // the cache put runs after the response
    const fromCacheApi = await gql("ReadFeed");
    // The Cache API entry is gone, so this hit can only come from the isolate's copy.
    await edgeCache().delete(await cacheKey("https://app.test", "ReadFeed", "application/json"));
    const fromIsolate = await gql("ReadFeed");
    for (const { response } of [fromCacheApi, fromIsolate]) {
      expect(response.headers.get("x-edge-cache")).toBe("HIT");
      expect(response.headers.get("x-edge-cache-stored-at")).toBeNull();
      expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    }
    expect(fromIsolate.body).toEqual(fromCacheApi.body);
    // Each response has its own x-request-id; everything else is the same copy.
    const headers = (r: Response) => [...r.headers].filter(([name]) => name !== "x-request-id");
    expect(headers(fromIsolate.response)).toEqual(headers(fromCacheApi.response));
    expect(fromIsolate.response.headers.get("x-request-id")).not.toBe(
      fromCacheApi.response.headers.get("x-request-id"),
    );

    const created = await gql("CreateNajava", {
      authorization: staff,
      variables: { subject: "Još novija najava", description: "Opis." },
    });
    const after = await gql("ReadFeed");
    expect(after.response.headers.get("x-edge-cache")).toBe("MISS");
    expect(after.body.data.feed[0]).toMatchObject({ id: created.body.data.insert_feed_one.id });
  });

  it("never keeps the isolate's copy longer than the Cache API entry's own TTL", async () => {
    await gql("CreateNajava", { authorization: await bearer("staff"), variables: VALID.CreateNajava });
    const key = await cacheKey("https://app.test", "dokumenti_saveza", "application/json");
    // An entry stored 29.5 s ago has half a second left, so the isolate may keep it no longer than that.
    const body = JSON.stringify({ data: { dokumenti_saveza: [] } });
    const storedAt = Date.now() - (EDGE_CACHE_TTL_SECONDS - 0.5) * 1000;
    await edgeCache().put(
      key,
      new Response(body, {
        headers: {
          "content-type": "application/json; charset=utf-8",
          "cache-control": `public, max-age=${EDGE_CACHE_TTL_SECONDS}`,
          "x-edge-cache-stored-at": String(storedAt),
        },
      }),
    );
    expect((await gql("dokumenti_saveza")).body).toEqual({ data: { dokumenti_saveza: [] } });
    await edgeCache().delete(key);
    await new Promise((r) => setTimeout(r, 700));
    const fresh = await gql("dokumenti_saveza");
    expect(fresh.response.headers.get("x-edge-cache")).toBe("MISS");
    expect(fresh.body.data.dokumenti_saveza.length).toBeGreaterThan(0);
  });
});
