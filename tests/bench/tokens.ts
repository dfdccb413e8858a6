// A throw-away RS256 key for one benchmark run: the Worker is started with its public half as TRUSTED_JWKS
// (refused in production), and the bench signs Firebase-shaped ID tokens with the private half, so token
// verification costs what it costs in production (a real signature check) and nothing reaches Google.
import { CompactSign, SignJWT, exportJWK, generateKeyPair } from "jose";
import { encodeCardClaims, type CardClaims } from "../../shared/card-token.ts";

/** The run's signing key and the JWKS the Worker trusts. */
export interface BenchKeys {
  jwks: string;
  sign: (user: { uid: string; email: string }) => Promise<string>;
}

/** Creates the run's key; tokens are valid for an hour, longer than any run. */
export async function benchKeys(projectId: string): Promise<BenchKeys> {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  const kid = `bench-${Date.now()}`;
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  return {
    jwks: JSON.stringify({ keys: [jwk] }),
    async sign({ uid, email }) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ email, email_verified: true, auth_time: now, firebase: { sign_in_provider: "password" } })
        .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
        .setIssuer(`https://securetoken.google.com/${projectId}`)
        .setAudience(projectId)
        .setSubject(uid)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(privateKey);
    },
  };
}

/** The run's membership-card key: the Worker's CARD_SIGNING_KEYS secret and a signer of card tokens. */
export interface BenchCardKey {
  /** `{"keys":[<private Ed25519 JWK>]}`, as `node scripts/card-key.mjs` makes one for the secret. */
  secret: string;
  sign: (claims: CardClaims) => Promise<string>;
}

/**
 * A throw-away Ed25519 card key for one run (the demo key would do locally, but production refuses it, so
 * the bench verifies what production verifies). Tokens are signed as worker/cards/token.ts signs them: the
 * payload of shared/card-token.ts, compact JWS, EdDSA with the key's kid.
 */
export async function benchCardKey(kid = "bench"): Promise<BenchCardKey> {
  const { privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519", extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid, alg: "EdDSA" };
  return {
    secret: JSON.stringify({ keys: [jwk] }),
    sign: (claims) =>
      new CompactSign(new TextEncoder().encode(encodeCardClaims(claims)))
        .setProtectedHeader({ alg: "EdDSA", kid })
        .sign(privateKey),
  };
}
