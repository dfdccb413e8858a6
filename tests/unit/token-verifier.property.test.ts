// Property tests of the ID-token verifier: no random mutation of a valid token passes, and every refusal
// is a TokenError (a 401), never another exception (a 500).
import fc from "fast-check";
import { SignJWT, base64url, exportJWK, generateKeyPair } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { inlineKeySource, type KeySource } from "../../worker/auth/keys";
import { TokenError, verifyIdToken } from "../../worker/auth/verify-token";

const PROJECT = "demo-sportski-zagreb";
const KID = "prop-key";
let keys: KeySource;
let token: string;

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  keys = inlineKeySource({ keys: [{ ...(await exportJWK(publicKey)), kid: KID, alg: "RS256" }] });
  const now = Math.floor(Date.now() / 1000);
  token = await new SignJWT({ email: "staff@test.test", email_verified: true, auth_time: now })
    .setProtectedHeader({ alg: "RS256", kid: KID, typ: "JWT" })
    .setIssuer(`https://securetoken.google.com/${PROJECT}`)
    .setAudience(PROJECT)
    .setSubject("staff-uid")
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(privateKey);
});

const verify = (t: string) => verifyIdToken(t, { projectId: PROJECT, keys, allowEmulatorTokens: false });

/** The decoded bytes of each part, so a mutation that only touches unused base64 bits is recognised. */
function decodedParts(t: string): string | null {
  const parts = t.split(".");
  if (parts.length !== 3) return null;
  try {
    return parts.map((p) => Buffer.from(base64url.decode(p)).toString("hex")).join(".");
  } catch {
    return null;
  }
}

/** Passes only when the token is refused with a TokenError, or is the very same token in another spelling. */
async function refusedOrSame(mutated: string): Promise<void> {
  if (mutated === token) return;
  const same = decodedParts(mutated) !== null && decodedParts(mutated) === decodedParts(token);
  try {
    await verify(mutated);
  } catch (error) {
    expect(error).toBeInstanceOf(TokenError);
    return;
  }
  // Accepted: only allowed when base64url's unused trailing bits were all that changed.
  expect(same, `a mutated token was accepted: ${mutated}`).toBe(true);
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=+/ %\u0000é";
const char = fc.constantFrom(...ALPHABET.split(""));

describe("token verifier (property)", () => {
  it("accepts the unmutated token (so the properties below can fail)", async () => {
    await expect(verify(token)).resolves.toMatchObject({ uid: "staff-uid", emailVerified: true });
  });

  it("refuses any one-character replacement", async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(), char, async (at, c) => {
        const i = at % token.length;
        await refusedOrSame(token.slice(0, i) + c + token.slice(i + 1));
      }),
      { numRuns: 300 },
    );
  });

  it("refuses any deletion, insertion or truncation", async () => {
    const edit = fc.oneof(
      fc.record({ kind: fc.constant("delete" as const), at: fc.nat(), length: fc.integer({ min: 1, max: 40 }) }),
      fc.record({
        kind: fc.constant("insert" as const),
        at: fc.nat(),
        text: fc.string({ unit: char, minLength: 1, maxLength: 8 }),
      }),
      fc.record({ kind: fc.constant("truncate" as const), at: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(edit, async (e) => {
        const i = e.at % token.length;
        const mutated =
          e.kind === "delete"
            ? token.slice(0, i) + token.slice(i + e.length)
            : e.kind === "insert"
              ? token.slice(0, i) + e.text + token.slice(i)
              : token.slice(0, i);
        await refusedOrSame(mutated);
      }),
      { numRuns: 300 },
    );
  });

  it("refuses any change to a claim or header field when the signature is kept", async () => {
    const [h, p, s] = token.split(".") as [string, string, string];
    const header = JSON.parse(new TextDecoder().decode(base64url.decode(h))) as Record<string, unknown>;
    const payload = JSON.parse(new TextDecoder().decode(base64url.decode(p))) as Record<string, unknown>;
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant("admin"));
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.constantFrom(...Object.keys(payload), "role", "admin", "firebase"),
        fc.constantFrom(...Object.keys(header), "jku", "jwk", "x5u"),
        value,
        async (inPayload, claim, field, v) => {
          const encode = (o: object) => base64url.encode(JSON.stringify(o));
          const mutated = inPayload
            ? `${h}.${encode({ ...payload, [claim]: v })}.${s}`
            : `${encode({ ...header, [field]: v })}.${p}.${s}`;
          await refusedOrSame(mutated);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("refuses any string that is not a token, with a TokenError", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 2000 }), async (text) => {
        await expect(verify(text)).rejects.toBeInstanceOf(TokenError);
      }),
      { numRuns: 300 },
    );
  });
});
