// Bad-input catalogue: forged and broken ID tokens. Each token carries a staff member's uid and is sent
// with a staff-only write (CreateNajava), so any token that slipped through would write a feed row.
import { env } from "cloudflare:test";
import { base64url, exportJWK, generateKeyPair, importJWK, type JWK } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_USERS, defaultClaims, seedUser, signToken } from "../helpers/auth";
import {
  expectApiError,
  expectGraphqlError,
  expectNothingWritten,
  operationBody,
  postGraphql,
  snapshot,
} from "./support";

const STAFF = TEST_USERS.staff;
const TRUSTED_KID = () => (JSON.parse(env.TEST_PRIVATE_JWK) as JWK).kid as string;
const now = () => Math.floor(Date.now() / 1000);
const staffClaims = (extra: Record<string, unknown> = {}) => ({
  ...defaultClaims(STAFF.uid),
  email: STAFF.email,
  ...extra,
});

const encode = (value: unknown) => base64url.encode(typeof value === "string" ? value : JSON.stringify(value));

/** Signs any header and payload bytes with RS256/`key`, without jose's checks (so anything can be forged). */
async function rawSign(header: unknown, payload: unknown, key: CryptoKey): Promise<string> {
  const input = `${encode(header)}.${encode(payload)}`;
  const signature = await crypto.subtle.sign(key.algorithm.name, key, new TextEncoder().encode(input));
  return `${input}.${base64url.encode(new Uint8Array(signature))}`;
}

let trustedKey: CryptoKey;
/** The trusted private key imported for RS512 (same RSA key, SHA-512 signatures). */
let trustedKey512: CryptoKey;
let attacker: { privateKey: CryptoKey; jwk: JWK };

beforeAll(async () => {
  trustedKey = (await importJWK(JSON.parse(env.TEST_PRIVATE_JWK) as JWK, "RS256")) as CryptoKey;
  const jwk512 = { ...(JSON.parse(env.TEST_PRIVATE_JWK) as JWK), alg: "RS512" };
  trustedKey512 = (await importJWK(jwk512, "RS512")) as CryptoKey;
  const pair = await generateKeyPair("RS256", { extractable: true });
  attacker = { privateKey: pair.privateKey, jwk: { ...(await exportJWK(pair.publicKey)), kid: "attacker" } };
  await seedUser("staff");
});

/** Each case builds an Authorization header value. */
const cases: [string, () => Promise<string>][] = [
  ["a truncated signature", async () => `Bearer ${(await signToken(staffClaims())).slice(0, -10)}`],
  [
    "header and payload only (one dot)",
    async () => `Bearer ${(await signToken(staffClaims())).split(".").slice(0, 2).join(".")}`,
  ],
  ["two dots only", async () => "Bearer .."],
  ["an empty signature part", async () => `Bearer ${(await signToken(staffClaims())).replace(/\.[^.]+$/, ".")}`],
  ["four parts", async () => `Bearer ${await signToken(staffClaims())}.AAAA`],
  [
    "a 32 KB header",
    async () =>
      `Bearer ${await rawSign({ alg: "RS256", kid: TRUSTED_KID(), pad: "x".repeat(32_000) }, staffClaims(), trustedKey)}`,
  ],
  ["a kid with path traversal", async () => `Bearer ${await signToken(staffClaims(), { kid: "../../../etc/passwd" })}`],
  ["a kid with a URL", async () => `Bearer ${await signToken(staffClaims(), { kid: "https://evil.test/jwks.json" })}`],
  [
    "a jku header naming the attacker's JWKS",
    async () =>
      `Bearer ${await rawSign({ alg: "RS256", kid: "attacker", jku: "https://evil.test/jwks.json" }, staffClaims(), attacker.privateKey)}`,
  ],
  [
    "an x5u header with the trusted kid, signed by the attacker",
    async () =>
      `Bearer ${await rawSign({ alg: "RS256", kid: TRUSTED_KID(), x5u: "https://evil.test/cert.pem" }, staffClaims(), attacker.privateKey)}`,
  ],
  [
    "an embedded jwk header (attacker's key) with the trusted kid",
    async () =>
      `Bearer ${await rawSign({ alg: "RS256", kid: TRUSTED_KID(), jwk: attacker.jwk }, staffClaims(), attacker.privateKey)}`,
  ],
  [
    "a token of another Firebase project (aud and iss agree with each other)",
    async () =>
      `Bearer ${await signToken(staffClaims({ aud: "another-project", iss: "https://securetoken.google.com/another-project" }))}`,
  ],
  [
    "alg None (capitalised) without a signature",
    async () => `Bearer ${encode({ alg: "None", kid: TRUSTED_KID() })}.${encode(staffClaims())}.`,
  ],
  [
    "alg RS512 signed with the trusted key",
    async () => `Bearer ${await rawSign({ alg: "RS512", kid: TRUSTED_KID() }, staffClaims(), trustedKey512)}`,
  ],
  [
    "an RS256 header over an RS512 signature",
    async () => `Bearer ${await rawSign({ alg: "RS256", kid: TRUSTED_KID() }, staffClaims(), trustedKey512)}`,
  ],
  [
    "an unknown critical header",
    async () =>
      `Bearer ${await rawSign({ alg: "RS256", kid: TRUSTED_KID(), crit: ["x-evil"], "x-evil": 1 }, staffClaims(), trustedKey)}`,
  ],
  [
    "a payload that is a JSON array",
    async () => `Bearer ${await rawSign({ alg: "RS256", kid: TRUSTED_KID() }, [staffClaims()], trustedKey)}`,
  ],
  [
    "a payload that is not JSON",
    async () => `Bearer ${await rawSign({ alg: "RS256", kid: TRUSTED_KID() }, "{sub:", trustedKey)}`,
  ],
  ["a numeric sub", async () => `Bearer ${await signToken(staffClaims({ sub: 12345 }))}`],
  ["exp as a string", async () => `Bearer ${await signToken(staffClaims({ exp: String(now() + 3600) }))}`],
  ["nbf in the future", async () => `Bearer ${await signToken(staffClaims({ nbf: now() + 3600 }))}`],
  [
    "an aud array that includes the project",
    async () => `Bearer ${await signToken(staffClaims({ aud: [env.FIREBASE_PROJECT_ID, "other"] }))}`,
  ],
  [
    "a staff payload spliced onto a member token's signature",
    async () => {
      const [h, , sig] = (await signToken(defaultClaims(TEST_USERS.member.uid))).split(".");
      return `Bearer ${h}.${encode(staffClaims())}.${sig}`;
    },
  ],
];

describe("tokens", () => {
  it.each(cases)("refuses %s with 401 and writes nothing", async (_name, authorization) => {
    const header = await authorization();
    const before = await snapshot();
    const response = await postGraphql(
      operationBody("CreateNajava", { subject: "Lažna najava", description: "Ne smije se upisati." }),
      header,
    );
    await expectApiError(response, 401, "unauthenticated");
    await expectNothingWritten(before);
  });

  it("gives staff powers to no token whose email_verified is the string 'true' (403, nothing written)", async () => {
    const before = await snapshot();
    const response = await postGraphql(
      operationBody("CreateNajava", { subject: "Najava", description: "Opis" }),
      `Bearer ${await signToken(staffClaims({ email_verified: "true" }))}`,
    );
    await expectGraphqlError(response, 403, "FORBIDDEN");
    await expectNothingWritten(before);
  });

  it("sanity: the same request with a valid staff token does write (so the cases above can fail)", async () => {
    const before = await snapshot();
    const response = await postGraphql(
      operationBody("CreateNajava", { subject: "Prava najava", description: "Upisuje se." }),
      `Bearer ${await signToken(staffClaims())}`,
    );
    expect(response.status).toBe(200);
    expect((await snapshot()).feed).toBe(before.feed + 1);
  });
});
