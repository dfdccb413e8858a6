// The card keys of a request's Worker (membership cards and season licences sign and verify with them).
import type { Context } from "hono";
import { T_MEMBERSHIP } from "../../shared/texts";
import type { AppEnv } from "../app-env";
import { ApiError } from "../errors";
import { cardKeys, type CardKeys } from "./keys";

/**
 * The card keys of this Worker, or 503 when production has none configured or the secret does not hold a
 * usable key set (malformed JSON, a key that is not Ed25519, the demo key in production): the operator's
 * mistake, logged, and answered like a missing key rather than as an internal error.
 */
export async function keysOf(c: Context<AppEnv>): Promise<CardKeys> {
  const keys = cardKeys(c.env as unknown as { CARD_SIGNING_KEYS?: string; ENVIRONMENT?: string });
  if (!keys) throw new ApiError(503, "no_signing_key", T_MEMBERSHIP.noSigningKey);
  try {
    return await keys;
  } catch (error) {
    console.error(JSON.stringify({ event: "card_keys_unusable", message: (error as Error).message.slice(0, 200) }));
    throw new ApiError(503, "no_signing_key", T_MEMBERSHIP.noSigningKey);
  }
}
