// The keys that sign membership cards (issue 15): Ed25519 private JWKs from the CARD_SIGNING_KEYS secret,
// `{"keys":[newest, older…]}`. The first signs; every key's public half is published at /.well-known/jwks.json,
// so two keys are live during a rotation (docs/operations.md). Outside production a built-in demo key stands in
// when the secret is not set; production refuses the demo key and has no card signing without the secret.
import { importJWK, type JWK } from "jose";
import { z } from "zod";

/** The built-in key of development and tests: public in the repository, so never trusted in production. */
export const DEMO_CARD_KEY: JWK = {
  kty: "OKP",
  crv: "Ed25519",
  kid: "demo1",
  alg: "EdDSA",
  x: "CLfP_FZXXvM7wREBZbAkhv3DnqAsJryA2zgZalIgTNc",
  d: "swTbtzZAy_6uzxNjUM3lzxBTRXnFayFMetT3vletDoM",
};

const ed25519Jwk = z
  .object({
    kty: z.literal("OKP"),
    crv: z.literal("Ed25519"),
    kid: z.string().regex(/^[A-Za-z0-9_-]{1,6}$/, "kid must be 1..6 of A-Z a-z 0-9 _ - (the QR stays short)"),
    x: z.string().min(40),
    d: z.string().min(40),
  })
  .loose();

/** CARD_SIGNING_KEYS as text: a JWKS of 1..2 Ed25519 private keys with distinct kids. */
export const cardKeysSchema = z
  .object({ keys: z.array(ed25519Jwk).min(1).max(2) })
  .refine((s) => new Set(s.keys.map((k) => k.kid)).size === s.keys.length, "kids must differ");

/** A signing key and the public JWKS to publish. */
export interface CardKeys {
  kid: string;
  privateKey: CryptoKey;
  /** The public halves of every live key (the signing one first). */
  jwks: { keys: JWK[] };
  /** Verification keys by kid. */
  publicKeys: Map<string, CryptoKey>;
}

const publicHalf = ({ kty, crv, x, kid }: JWK): JWK => ({ kty, crv, x, kid, alg: "EdDSA", use: "sig" });

const loaded = new Map<string, Promise<CardKeys>>();

/**
 * The card keys of this configuration, imported once per isolate: the secret's keys, or the demo key when
 * the secret is empty outside production. Null in production without the secret.
 */
export function cardKeys(env: { CARD_SIGNING_KEYS?: string; ENVIRONMENT?: string }): Promise<CardKeys> | null {
  const text = env.CARD_SIGNING_KEYS?.trim();
  if (!text && env.ENVIRONMENT === "production") return null;
  const source = text || JSON.stringify({ keys: [DEMO_CARD_KEY] });
  let found = loaded.get(source);
  if (!found) {
    found = (async () => {
      const { keys } = cardKeysSchema.parse(JSON.parse(source));
      if (env.ENVIRONMENT === "production" && keys.some((k) => k.kid === DEMO_CARD_KEY.kid)) {
        throw new Error("CARD_SIGNING_KEYS: the demo key is refused in production");
      }
      const publicKeys = new Map<string, CryptoKey>();
      for (const key of keys) {
        publicKeys.set(key.kid, (await importJWK(publicHalf(key as JWK), "EdDSA")) as CryptoKey);
      }
      return {
        kid: keys[0]!.kid,
        privateKey: (await importJWK({ ...(keys[0] as JWK), alg: "EdDSA" }, "EdDSA")) as CryptoKey,
        jwks: { keys: keys.map((k) => publicHalf(k as JWK)) },
        publicKeys,
      };
    })();
    loaded.set(source, found);
  }
  return found;
}
