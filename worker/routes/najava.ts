// POST /api/v1/najava (and the spec's /{product}/api/v1/najava): the AI rewrite of an announcement
// description (SPEC §7 "AI rewrite"). Staff only, rate-limited per user, provider chosen by AI_PROVIDER.
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { najavaAiRequestSchema } from "../../shared/schemas/najava-ai";
import { rewriteNajava } from "../ai/rewrite";
import type { AppEnv } from "../app-env";
import { can } from "../../shared/permissions";
import { requirePermission } from "../auth/require";
import { ApiError } from "../errors";
import { T_API } from "../../shared/texts";

/** Largest request body: 5000 characters of ulaz, even all escaped or 4-byte, fit well under this. */
export const NAJAVA_MAX_BODY_BYTES = 64 * 1024;

/** Rewrites allowed per user per period; the period itself is in wrangler.toml ([[ratelimits]], 60 s). */
export const NAJAVA_RATE_LIMIT = 10;
/** The limiter's period in seconds (wrangler.toml's `period`): the longest a limited caller waits. */
export const NAJAVA_RATE_PERIOD_SECONDS = 60;

/** The URL form of a product name: "Sportski Zagreb" → "sportski-zagreb". */
export function productSlug(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Under /:product/api/v1/najava only this product's slug is served; anything else is an unknown route. */
function checkProduct(c: Context<AppEnv>) {
  const product = (c.req.param() as Record<string, string | undefined>).product;
  if (product !== undefined && product !== productSlug(c.env.APP_NAME)) {
    throw new ApiError(404, "not_found", T_API.noSuchRoute);
  }
}

/** 429 once the caller has used up this period's rewrites (key: the Firebase uid). */
async function enforceRateLimit(c: Context<AppEnv>, uid: string) {
  const { success } = await c.env.NAJAVA_RATE_LIMITER.limit({ key: `najava:${uid}` });
  if (success) return;
  // The limiter does not say when this caller's window ends; a full period is the honest upper bound.
  c.header("retry-after", String(NAJAVA_RATE_PERIOD_SECONDS));
  throw new ApiError(429, "rate_limited", T_API.tooManyRewrites);
}

/** The validated body, or 400 with field errors. */
async function readBody(c: Context<AppEnv>) {
  const json: unknown = await c.req.json().catch(() => {
    throw new ApiError(400, "invalid_json", T_API.bodyNotJson);
  });
  const parsed = najavaAiRequestSchema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(400, "invalid_body", T_API.bodyInvalid, z.flattenError(parsed.error).fieldErrors);
  }
  return parsed.data;
}

/** The AI rewrite resource. */
export const najava = new Hono<AppEnv>().post(
  "/",
  // The body is refused before it is buffered: a 100 MB body would otherwise be parsed in full.
  bodyLimit({
    maxSize: NAJAVA_MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError(413, "body_too_large", `The request body is larger than ${NAJAVA_MAX_BODY_BYTES} bytes.`);
    },
  }),
  async (c) => {
    checkProduct(c);
    // The rewrite helps write an announcement: whoever may publish one may call it.
    const caller = requirePermission(c, (who) => can(who, "create", "feed") !== null);
    await enforceRateLimit(c, caller.uid ?? String(caller.userId));
    const { ulaz } = await readBody(c);
    return c.json(await rewriteNajava(c.env, ulaz));
  },
);
