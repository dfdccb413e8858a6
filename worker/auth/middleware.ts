import type { Context, MiddlewareHandler } from "hono";
import { API } from "../../shared/paths";
import type { AppEnv } from "../app-env";
import { GOOGLE_JWKS_URL, getConfig, type Config } from "../config";
import { ApiError } from "../errors";
import { ANONYMOUS } from "./caller";
import { forgetRows, rememberToken, verifiedToken } from "./caller-cache";
import { KeysUnavailableError, RETRY_AFTER_FAILURE_MS, inlineKeySource, remoteKeySource, type KeySource } from "./keys";
import { callerFor } from "./provision";
import { verifyIdToken, type VerifiedIdentity } from "./verify-token";
import { T_API } from "../../shared/texts";

// Key sources live as long as the isolate, so Google's keys are fetched once per max-age, not per request.
let googleKeys: KeySource | null = null;
const inlineKeys = new WeakMap<object, KeySource>();

function keySourceFor(config: Config): KeySource {
  const jwks = config.TRUSTED_JWKS;
  if (jwks) {
    let source = inlineKeys.get(jwks);
    if (!source) inlineKeys.set(jwks, (source = inlineKeySource(jwks)));
    return source;
  }
  googleKeys ??= remoteKeySource({ url: GOOGLE_JWKS_URL });
  return googleKeys;
}

/**
 * The token in an Authorization header: null when there is none (or it is empty, as the spec's SPA sends
 * when signed out), undefined when the header is present but not a Bearer token.
 */
export function bearerToken(header: string | undefined): string | null | undefined {
  const value = header?.trim() ?? "";
  if (!value) return null;
  const match = /^Bearer(?:\s+(\S*))?$/i.exec(value);
  if (!match) return undefined;
  return match[1] ? match[1] : null;
}

const refused = () => new ApiError(401, "unauthenticated", T_API.tokenRefused);

/**
 * Establishes the verified caller of every API request: anonymous without a token, a D1 user with a valid
 * one, and a 401 for any token that fails, whatever the reason (the reason is logged, not shown).
 */
export function authenticate(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const config = getConfig(c.env);
    const token = bearerToken(c.req.header("authorization"));
    if (token === null) {
      c.set("caller", ANONYMOUS);
      return next();
    }
    if (token === undefined) throw refused();
    let identity = verifiedToken(token);
    if (!identity) identity = await verify(c, token, config);
    const { caller, profile } = await callerFor(c.env.DB, identity);
    c.set("caller", caller);
    c.set("profile", profile);
    await next();
    // A write may have changed a role, a membership or an account: the cached users rows go (GraphQL
    // mutations are told apart from GraphQL reads by the GraphQL route, which forgets them itself).
    if (!READ_METHODS.has(c.req.method) && !c.req.path.startsWith(API.graphql)) forgetRows();
  };
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Verifies a token not seen (or expired) in this isolate; remembers it until its `exp`. */
async function verify(c: Context<AppEnv>, token: string, config: Config): Promise<VerifiedIdentity> {
  let identity;
  try {
    identity = await verifyIdToken(token, {
      projectId: config.FIREBASE_PROJECT_ID,
      keys: keySourceFor(config),
      allowEmulatorTokens: Boolean(config.FIREBASE_AUTH_EMULATOR_HOST),
    });
  } catch (error) {
    if (error instanceof KeysUnavailableError) {
      // Google's keys cannot be fetched and none are cached: the token may be fine, so this is not a 401
      // (the SPA would sign the user out); it is a short outage the client may retry.
      console.error(error.message);
      c.header("retry-after", String(RETRY_AFTER_FAILURE_MS / 1000));
      throw new ApiError(503, "auth_unavailable", T_API.authUnavailable);
    }
    console.warn(`token refused: ${(error as Error).message}`);
    c.header("www-authenticate", 'Bearer error="invalid_token"');
    throw refused();
  }
  rememberToken(token, identity);
  return identity;
}
