// Signing and verifying membership cards' tokens (issue 15): compact JWS, EdDSA only, the `kid` of a live key.
import { CompactSign, compactVerify, type CompactJWSHeaderParameters } from "jose";
import { MAX_CARD_TOKEN_LENGTH, decodeCardClaims, encodeCardClaims, type CardClaims } from "../../shared/card-token";
import type { CardKeys } from "./keys";

/** Signs a card's claims with the current key. */
export async function signCard(keys: CardKeys, claims: CardClaims): Promise<string> {
  return new CompactSign(new TextEncoder().encode(encodeCardClaims(claims)))
    .setProtectedHeader({ alg: "EdDSA", kid: keys.kid })
    .sign(keys.privateKey);
}

/** Why a token is not a valid card. */
export type CardRefusal = "too_long" | "invalid";

/**
 * The claims of a token signed by one of the live keys, or why not: longer than any card's (`too_long`), or not
 * a compact JWS, another algorithm, an unknown `kid`, a signature that does not match, a payload that is not a
 * card's (`invalid`). Never throws.
 */
export async function verifyCard(
  keys: CardKeys,
  token: string,
): Promise<{ ok: true; claims: CardClaims } | { ok: false; refusal: CardRefusal }> {
  if (token.length > MAX_CARD_TOKEN_LENGTH) return { ok: false, refusal: "too_long" };
  if (!/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token)) return { ok: false, refusal: "invalid" };
  try {
    const { payload } = await compactVerify(
      token,
      (header: CompactJWSHeaderParameters) => {
        const key = header.alg === "EdDSA" && header.kid ? keys.publicKeys.get(header.kid) : undefined;
        if (!key) throw new Error("unknown key");
        return key;
      },
      { algorithms: ["EdDSA"] },
    );
    const claims = decodeCardClaims(new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(payload));
    return claims ? { ok: true, claims } : { ok: false, refusal: "invalid" };
  } catch {
    return { ok: false, refusal: "invalid" };
  }
}
