// Signed membership cards (issue 15): the JWKS anyone can verify with, the caller's own cards with their
// tokens, the public live status, photos served only to those allowed, and two keys live during a rotation;
// tokens carry the card's version, and staff's 'Izdaj novu iskaznicu' replaces every older token (issue 28 item 5).
import { SELF, env } from "cloudflare:test";
import { CompactSign, compactVerify, createLocalJWKSet, importJWK, type JWK, type JSONWebKeySet } from "jose";
import { beforeEach, describe, expect, it } from "vitest";
import { MAX_CARD_URL_LENGTH, decodeCardClaims, encodeCardClaims } from "../../shared/card-token";
import { cardUrl } from "../../shared/paths";
import { pngBytes } from "../fixtures/documents";
import { SAVEZ_A, TEST_USERS, bearer } from "./helpers/auth";
import { gql, seedDemo } from "./helpers/graphql";
import { NEW_MEMBERSHIP } from "./helpers/matrix";
import { SEED_INSTANT } from "../../worker/seed/relative";
import { pinClock } from "../support/clock";

// The demo's dates (cards, the season, the regatta's entry window) are read against today: this file stands on
// the day the seed's text was written for (worker/seed/relative.ts).
pinClock(SEED_INSTANT);

beforeEach(seedDemo);

const BASE = "https://app.test";
const get = (path: string, authorization?: string) =>
  SELF.fetch(`${BASE}${path}`, { headers: authorization ? { authorization } : {} });

async function issueTo(email: string, overrides: Record<string, unknown> = {}) {
  const { body } = await gql("CreateClanstvo", {
    authorization: await bearer("staff"),
    variables: { object: { ...NEW_MEMBERSHIP, email, ...overrides } },
  });
  return body.data.insert_memberships_one as { id: string; number: string };
}

async function myCards(authorization: string) {
  const response = await get("/api/v1/iskaznice", authorization);
  expect(response.status).toBe(200);
  return ((await response.json()) as { cards: { id: string; token: string; photo: string | null }[] }).cards;
}

async function status(token: string) {
  const response = await get(`/api/v1/provjera/${token}`);
  return { response, body: (await response.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe("/.well-known/jwks.json", () => {
  it("publishes the public halves of both live keys, cacheable and open to any origin", async () => {
    const response = await get("/.well-known/jwks.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const { keys } = (await response.json()) as { keys: Record<string, unknown>[] };
    expect(keys.map((k) => k.kid)).toEqual(["new", "old"]);
    for (const key of keys) {
      expect(key).toMatchObject({ kty: "OKP", crv: "Ed25519", alg: "EdDSA", use: "sig" });
      expect(key).not.toHaveProperty("d");
    }
  });
});

describe("a member's card", () => {
  it("carries a token that verifies with jose using only the JSON of /.well-known/jwks.json", async () => {
    const card = await issueTo(TEST_USERS.member.email);
    const [mine] = await myCards(await bearer("member"));
    expect(mine!.id).toBe(card.id);
    expect(mine!.photo).toBeNull();
    // What any verifier does: fetch the key set, nothing else (this test knows no private key).
    const jwks = (await (await get("/.well-known/jwks.json")).json()) as JSONWebKeySet;
    const { payload, protectedHeader } = await compactVerify(mine!.token, createLocalJWKSet(jwks));
    expect(protectedHeader).toEqual({ alg: "EdDSA", kid: "new" });
    expect(decodeCardClaims(new TextDecoder().decode(payload))).toEqual({
      id: card.id,
      federation: "ZS",
      number: "ZS-00001",
      name: "Marko Marić",
      type: "Silver",
      expiry: "2026-12-31",
      iat: expect.any(Number),
      v: 1,
    });
  });

  it("comes with what /membership shows of it, the users query's fields, so the offline copy can show it", async () => {
    await issueTo(TEST_USERS.member.email);
    const authorization = await bearer("member");
    const response = await get("/api/v1/iskaznice", authorization);
    const { cards } = (await response.json()) as { cards: { id: string; membership: Record<string, unknown> }[] };
    const users = (await gql("users", { authorization })).body.data.users[0].memberships as Record<string, unknown>[];
    expect(cards.map((c) => c.membership)).toEqual(users);
    expect(cards[0]!.membership).toMatchObject({ number: "ZS-00001", first_name: "Marko", status: "aktivna" });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("fits the QR's URL in 300 characters, even for a long name and the longest number", async () => {
    await issueTo(TEST_USERS.member.email, {
      first_name: "Maximiliana-Konstantina",
      last_name: "Šimunović-Zvonimirović-Kraljević",
    });
    const [card] = await myCards(await bearer("member"));
    const url = cardUrl("https://sportski-zagreb.hr", card!.token);
    expect(url.length).toBeLessThanOrEqual(MAX_CARD_URL_LENGTH);
    // The worst a register allows (a 6-character kid: a 42-character header): a 14-character number (the register's longest), a 40-character type (10 in the token), a name of
    // two-byte letters (12 bytes in the token), a 6-letter federation code.
    const worst = encodeCardClaims({
      id: card!.id,
      federation: "ABCDEF",
      number: "N".repeat(14),
      name: "Ž".repeat(100),
      type: "T".repeat(40),
      expiry: "2099-12-31",
      iat: 4_102_444_800,
    });
    const jws = `${"x".repeat(42)}.${btoa(unescape(encodeURIComponent(worst))).replace(/=+$/, "")}.${"s".repeat(86)}`;
    expect(cardUrl("https://sportski-zagreb.hr", jws).length).toBeLessThanOrEqual(MAX_CARD_URL_LENGTH);
  });

  it("lists no cards for an unverified email", async () => {
    await issueTo(TEST_USERS["unverified-staff"].email);
    expect(await myCards(await bearer("unverified-staff"))).toEqual([]);
    expect((await get("/api/v1/iskaznice")).status).toBe(401);
  });
});

describe("/api/v1/provjera/:token", () => {
  it("shows the live status: Aktivna, then Suspendirana, Istekla once expired, and nothing once deleted", async () => {
    const card = await issueTo(TEST_USERS.member.email, { expiry: "2099-12-31" });
    const { token } = (await myCards(await bearer("member")))[0]!;
    const first = await status(token);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("cache-control")).toBe("no-store");
    expect(first.body).toMatchObject({
      status: "aktivna",
      card: {
        number: "ZS-00001",
        type: "Silver",
        first_name: "Marko",
        last_name: "Marić",
        expiry: "2099-12-31",
        federation: { naziv: "Zicer Savez", slug: "zicer-savez" },
      },
      photo: null,
    });
    const staff = await bearer("staff");
    await gql("SuspendirajClanstvo", {
      authorization: staff,
      variables: { id: card.id, version: 1, set: { status: "suspendirana", suspension_reason: "Dug" } },
    });
    expect((await status(token)).body.status).toBe("suspendirana");
    await gql("AktivirajClanstvo", {
      authorization: staff,
      variables: { id: card.id, version: 2, set: { status: "aktivna" } },
    });
    await env.DB.prepare("UPDATE memberships SET expiry = '2020-01-01' WHERE id = ?").bind(card.id).run();
    expect((await status(token)).body.status).toBe("istekla");
    await gql("DeleteClanstvo", { authorization: staff, variables: { id: card.id, version: 3 } });
    const gone = await status(token);
    expect(gone.response.status).toBe(404);
    expect(gone.body.error.code).toBe("not_found");
  });

  it("accepts a card signed with the older of the two live keys (a rotation in progress)", async () => {
    const card = await issueTo(TEST_USERS.member.email);
    const old = (JSON.parse(env.CARD_SIGNING_KEYS) as { keys: JWK[] }).keys[1]!;
    const claims = {
      id: card.id,
      federation: "ZS",
      number: card.number,
      name: "M",
      type: "Silver",
      expiry: null,
      iat: 1,
    };
    const token = await new CompactSign(new TextEncoder().encode(encodeCardClaims(claims)))
      .setProtectedHeader({ alg: "EdDSA", kid: "old" })
      .sign(await importJWK(old, "EdDSA"));
    expect((await status(token)).body.status).toBe("aktivna");
  });
});

/** A token of a card signed by the Worker's current key, as `encodeCardClaims` makes it (without `v`: printed before versions). */
async function signedToken(claims: Parameters<typeof encodeCardClaims>[0]): Promise<string> {
  const key = (JSON.parse(env.CARD_SIGNING_KEYS) as { keys: JWK[] }).keys[0]!;
  return new CompactSign(new TextEncoder().encode(encodeCardClaims(claims)))
    .setProtectedHeader({ alg: "EdDSA", kid: key.kid! })
    .sign(await importJWK(key, "EdDSA"));
}

const stored = (id: string) =>
  env.DB.prepare("SELECT token_version, version FROM memberships WHERE id = ?").bind(id).first<{
    token_version: number;
    version: number;
  }>();

const reissues = (id: string) =>
  env.DB.prepare(
    "SELECT action, actor_email, role, savez_id, changed_fields FROM audit_log WHERE entity_id = ? AND changed_fields LIKE '%token_version%'",
  )
    .bind(id)
    .all();

const reissue = async (who: "staff" | "staff-b" | "member" | "admin" | null, id: string, version: number) =>
  gql("IzdajNovuIskaznicu", {
    authorization: who ? await bearer(who) : undefined,
    variables: { id, version },
  });

describe("'Izdaj novu iskaznicu' (issue 28 item 5)", () => {
  it("replaces every older token online: 'zamijenjena' with nothing of the member, while the new token is 'aktivna'", async () => {
    const card = await issueTo(TEST_USERS.member.email, { expiry: "2099-12-31" });
    const member = await bearer("member");
    const [old] = await myCards(member);
    expect((await status(old!.token)).body.status).toBe("aktivna");

    const done = await reissue("staff", card.id, 1);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ update_memberships: { affected_rows: 1 } });
    expect(await stored(card.id)).toEqual({ token_version: 2, version: 2 });

    const replaced = await status(old!.token);
    expect(replaced.response.status).toBe(200);
    expect(replaced.response.headers.get("cache-control")).toBe("no-store");
    expect(replaced.body).toEqual({ status: "zamijenjena", checked_at: expect.any(String), card: null, photo: null });
    expect((await get(`/api/v1/provjera/${old!.token}/fotografija`)).status).toBe(404);

    // The member's card screen signs the new version: that token is the valid one.
    const [fresh] = await myCards(member);
    expect(fresh!.token).not.toBe(old!.token);
    const payload = JSON.parse(atob(fresh!.token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as unknown[];
    expect(payload.at(-1)).toBe(2);
    expect((await status(fresh!.token)).body).toMatchObject({ status: "aktivna", card: { number: card.number } });
  });

  it("keeps a token printed before versions (no v) valid as version 1, until the card is reissued", async () => {
    const card = await issueTo(TEST_USERS.member.email, { expiry: "2099-12-31" });
    const printed = await signedToken({
      id: card.id,
      federation: "ZS",
      number: card.number,
      name: "Marko Marić",
      type: "Silver",
      expiry: "2099-12-31",
      iat: 1_700_000_000,
    });
    expect((await status(printed)).body).toMatchObject({ status: "aktivna", card: { number: card.number } });
    expect((await reissue("staff", card.id, 1)).status).toBe(200);
    expect((await status(printed)).body.status).toBe("zamijenjena");
  });

  it("is refused to staff of another federation, members and anonymous callers, with nothing written", async () => {
    const card = await issueTo(TEST_USERS.member.email, { expiry: "2099-12-31" });
    const [mine] = await myCards(await bearer("member"));
    for (const [who, code] of [
      ["staff-b", 403],
      ["member", 403],
      [null, 401],
    ] as const) {
      const refused = await reissue(who, card.id, 1);
      expect(refused.status, String(who)).toBe(code);
      expect(refused.body.errors[0].extensions.code).toBe(code === 401 ? "UNAUTHENTICATED" : "FORBIDDEN");
    }
    expect(await stored(card.id)).toEqual({ token_version: 1, version: 1 });
    expect((await reissues(card.id)).results).toEqual([]);
    expect((await status(mine!.token)).body.status).toBe("aktivna");
  });

  it("is audited, and a replay of the same request (the version it read) counts nothing twice: 409", async () => {
    const card = await issueTo(TEST_USERS.member.email);
    expect((await reissue("staff", card.id, 1)).status).toBe(200);
    const replay = await reissue("staff", card.id, 1);
    expect(replay.status).toBe(409);
    expect(replay.body.errors[0].extensions.code).toBe("version_conflict");
    expect(await stored(card.id)).toEqual({ token_version: 2, version: 2 });
    const { results } = await reissues(card.id);
    expect(results).toEqual([
      {
        action: "update",
        actor_email: TEST_USERS.staff.email,
        role: "staff",
        savez_id: SAVEZ_A,
        changed_fields: JSON.stringify({ token_version: { from: 1, to: 2 } }),
      },
    ]);
    // An admin reissues any federation's card.
    expect((await reissue("admin", card.id, 2)).status).toBe(200);
    expect((await stored(card.id))!.token_version).toBe(3);
  });

  it("takes no other count or change than the token version up by one", async () => {
    const card = await issueTo(TEST_USERS.member.email);
    const staff = await bearer("staff");
    const query = (inc: string) =>
      `mutation IzdajNovuIskaznicu($id: String!, $version: Int!) { update_memberships(where: {id: {_eq: $id}, version: {_eq: $version}}, _inc: ${inc}) { affected_rows } }`;
    // Only the trusted text runs: a client's own document (a count of 5, a version set back) is refused unread.
    for (const inc of ["{token_version: 5}", "{token_version: -1}"]) {
      const sent = await gql("IzdajNovuIskaznicu", {
        authorization: staff,
        query: query(inc),
        variables: { id: card.id, version: 1 },
      });
      expect(sent.status).toBeGreaterThanOrEqual(400);
    }
    expect(await stored(card.id)).toEqual({ token_version: 1, version: 1 });
  });
});

describe("membership photos", () => {
  const upload = (authorization: string | undefined, name: string, bytes: Uint8Array) =>
    SELF.fetch(`${BASE}/api/v1/clanstva/fotografije?name=${encodeURIComponent(name)}`, {
      method: "POST",
      headers: { "content-type": "application/octet-stream", ...(authorization ? { authorization } : {}) },
      body: bytes as Uint8Array<ArrayBuffer>,
    });

  it("stores a photo under a private key, served to the owner, its staff and its token only", async () => {
    const staff = await bearer("staff");
    const uploaded = await upload(staff, "slika.png", pngBytes());
    expect(uploaded.status).toBe(201);
    const { key } = (await uploaded.json()) as { key: string };
    expect(key).toMatch(/^clanstva\/[0-9a-f-]{36}\.png$/);
    const card = await issueTo(TEST_USERS.member.email, { photo_key: key });
    const path = `/api/v1/clanstva/${card.id}/fotografija`;
    expect((await get(path, await bearer("member"))).status).toBe(200);
    expect((await get(path, staff)).status).toBe(200);
    expect((await get(path, await bearer("admin"))).status).toBe(200);
    for (const other of ["other-member", "staff-b"] as const)
      expect((await get(path, await bearer(other))).status).toBe(404);
    expect((await get(path)).status).toBe(401);
    // No public file route serves it.
    expect((await get(`/api/v1/files/slike/${encodeURIComponent(key)}`)).status).toBe(404);
    expect((await get(`/api/v1/files/${encodeURIComponent(key)}`)).status).toBe(404);
    const { token, photo } = (await myCards(await bearer("member")))[0]!;
    // The card screen shows the photo from the URL its own card names (an <img> sends no bearer).
    expect(photo).toBe(`/api/v1/provjera/${token}/fotografija`);
    const viaToken = await get(`/api/v1/provjera/${token}/fotografija`);
    expect(viaToken.status).toBe(200);
    expect(viaToken.headers.get("content-type")).toBe("image/png");
    expect(viaToken.headers.get("cache-control")).toBe("private, max-age=300");
    expect((await status(token)).body.photo).toBe(`/api/v1/provjera/${token}/fotografija`);
  });

  it("lets only those who issue memberships upload", async () => {
    expect((await upload(undefined, "a.png", pngBytes())).status).toBe(401);
    expect((await upload(await bearer("member"), "a.png", pngBytes())).status).toBe(403);
    expect(SAVEZ_A).toBeTruthy();
  });
});
