// Membership cards and their photos (issue 15):
// - GET  /.well-known/jwks.json: the public keys of the cards' signatures (cacheable, CORS-open): anyone can
//   verify a card with them, offline too.
// - GET  /api/v1/provjera/:token: a card's live status (public, no login): 200 {status: aktivna | istekla |
//   suspendirana, card, photo, checked_at}; 200 {status: zamijenjena, card: null, photo: null} for a token of
//   another token version than the card's (staff reissued it: issue 28 item 5; a token with no version is
//   version 1), which then shows nothing of the member; 400 invalid_card for a bad signature, a changed token,
//   another key or algorithm; 400 token_too_long; 404 not_found for a membership deleted or moved to 'Obrisano'.
// - GET  /api/v1/provjera/:token/fotografija: that card's photo (only through a valid, current token).
// - GET  /api/v1/iskaznice: the caller's own cards (those of its verified email) with their signed tokens and
//   the fields /membership shows, as the users query gives them, and the URL of each one's register photo (through its token) or null (the service worker keeps this answer, so
//   the member's cards stay readable offline, when the GraphQL POST cannot be cached).
// - POST /api/v1/clanstva/fotografije?name=: one photo, PNG/JPEG/WebP by its bytes, <= 2 MB (staff who may
//   issue memberships); stored under the private prefix clanstva/ (no public file route serves it). 201 {key}.
// - GET  /api/v1/clanstva/:id/fotografija: a membership's photo for its owner, its federation's staff, admins.
// The public three (the key set and the verification routes) are declared with their schemas and described in
// /api/v1/openapi.json (./openapi.ts).
import { z } from "zod";
import { Hono, type Context } from "hono";
import { IMAGE_MIME, IMAGE_PROBLEMS, MAX_PHOTO_BYTES, checkPhoto, type ImageProblem } from "../../shared/image-file";
import { can } from "../../shared/permissions";
import { MEMBERSHIP_PHOTO_PREFIX, cardStatus } from "../../shared/entities/membership/input";
import { provjeraPhotoUrl } from "../../shared/paths";
import { T_MEMBERSHIP_PHOTO_ERRORS, T_MEMBERSHIP } from "../../shared/texts";
import type { Membership } from "../../shared/types";
import type { AppEnv } from "../app-env";
import { requirePermission } from "../auth/require";
import { signCard, verifyCard } from "../cards/token";
import { providerOf } from "../data/provider";
import { scopeOf } from "../data/scope";
import { recordUpload } from "../data/write";
import { ApiError } from "../errors";
import { readLimited, receiveUpload, refusals } from "../storage/uploads";
import { DescribedHono, getRoute } from "./openapi-hono";
import { keysOf } from "../cards/keys-of";
import { licenceVerification } from "./licence-card";
import { binaryContent, jsonContent, jwksAnswer, provjeraAnswer, refusals as refusalsOf } from "./openapi-schemas";

const today = () => new Date().toISOString().slice(0, 10);

/** The claims of the request's token, verified: refusals as 400, never a 5xx. */
async function verifiedClaims(c: Context<AppEnv>) {
  const token = c.req.param("token") ?? "";
  const verdict = await verifyCard(await keysOf(c), token);
  if (!verdict.ok) {
    if (verdict.refusal === "too_long") throw new ApiError(400, "token_too_long", T_MEMBERSHIP.tokenTooLong);
    throw new ApiError(400, "invalid_card", T_MEMBERSHIP.badToken);
  }
  return { token, claims: verdict.claims };
}

/** The membership a token names, verified and live: refusals as 400/404 (a licence's token too), never a 5xx. */
async function verifiedMembership(c: Context<AppEnv>) {
  const verdict = await verifiedClaims(c);
  if (verdict.claims.kind === "licenca") throw new ApiError(404, "not_found", T_MEMBERSHIP.notFound);
  const { token } = verdict;
  const row = await providerOf(c).cardById(verdict.claims.id);
  if (!row || row.deleted_at !== null) throw new ApiError(404, "not_found", T_MEMBERSHIP.notFound);
  return { token, row, claims: verdict.claims };
}

/** A private photo from R2, never cached by shared caches. */
async function photoResponse(bucket: R2Bucket, key: unknown): Promise<Response> {
  const object = typeof key === "string" ? await bucket.get(key) : null;
  if (!object) throw new ApiError(404, "not_found", T_MEMBERSHIP.photoNotFound);
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Content-Length": String(object.size),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, max-age=300",
      "Content-Disposition": "inline",
    },
  });
}

const CARDS = "Iskaznice";

const NO_KEY = "no_signing_key: no card keys are configured.";

const jwksRoute = getRoute("/", CARDS, {
  summary: "The cards' public keys",
  description: "A JSON Web Key Set: anyone may verify a card's signature with it, offline too (cacheable, CORS-open).",
  responses: { 200: jsonContent(jwksAnswer, "The key set."), ...refusalsOf({ 503: NO_KEY }) },
});

/** GET /.well-known/jwks.json */
export const jwks = new DescribedHono<AppEnv>().describe(jwksRoute, async (c) => {
  const keys = await keysOf(c);
  return c.json(keys.jwks, 200, {
    "Cache-Control": "public, max-age=3600",
    "Access-Control-Allow-Origin": "*",
  });
});

const tokenParams = z.object({
  token: z.string().openapi({
    param: { name: "token", in: "path" },
    description: "The signed token a card's QR code holds (a compact JWS).",
  }),
});

const CARD_REFUSALS = {
  400: "invalid_card (a bad signature, a changed token, another key or algorithm) or token_too_long.",
  404: "not_found: the membership is deleted or in 'Obrisano'.",
  503: NO_KEY,
};

const provjeraRoute = getRoute("/{token}", CARDS, {
  summary: "A card's live status",
  description: "Verifies the token's signature and answers the membership's status today; never cached.",
  request: { params: tokenParams },
  responses: { 200: jsonContent(provjeraAnswer, "The card and its status."), ...refusalsOf(CARD_REFUSALS) },
});

const provjeraPhotoRoute = getRoute("/{token}/fotografija", CARDS, {
  summary: "A card's photo",
  description: "The register's photo of the card the token names; only through a valid token.",
  request: { params: tokenParams },
  responses: {
    200: binaryContent(Object.values(IMAGE_MIME), "The photo (private cache, 5 minutes)."),
    ...refusalsOf({
      ...CARD_REFUSALS,
      404: "not_found: no such membership, it has no photo, or the token is of a card reissued since.",
    }),
  },
});

/** /api/v1/provjera */
export const provjera = new DescribedHono<AppEnv>()
  .describe(provjeraRoute, async (c) => {
    // A season licence's token (issue 29) answers with the licence's live status.
    const verified = await verifiedClaims(c);
    if (verified.claims.kind === "licenca") return licenceVerification(c, verified.claims);
    const { token, row, claims } = await verifiedMembership(c);
    const status = cardStatus(row, claims.v, today());
    // A replaced card's token says only that: whoever kept an old QR no longer reads the member's name or photo.
    if (status === "zamijenjena") {
      return c.json({ status, checked_at: new Date().toISOString(), card: null, photo: null }, 200, {
        "Cache-Control": "no-store",
      });
    }
    return c.json(
      {
        status,
        checked_at: new Date().toISOString(),
        card: {
          number: row.number,
          type: row.type,
          first_name: row.first_name,
          last_name: row.last_name,
          valid_from: row.valid_from,
          expiry: row.expiry,
          federation: row.savez,
        },
        photo: row.photo_key ? provjeraPhotoUrl(token) : (row.profile_picture_url ?? null),
      },
      200,
      { "Cache-Control": "no-store" },
    );
  })
  .describe(provjeraPhotoRoute, async (c) => {
    const { row, claims } = await verifiedMembership(c);
    if (claims.v !== row.token_version) throw new ApiError(404, "not_found", T_MEMBERSHIP.photoNotFound);
    return photoResponse(c.env.DOCUMENTS, row.photo_key);
  });

/** What /membership shows of a card, the users query's membership fields (shared/types.ts Membership). */
function cardFields(row: Record<string, unknown>): Membership {
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return {
    id: String(row.id),
    number: String(row.number),
    type: String(row.type),
    status: String(row.status),
    expiry: text(row.expiry),
    first_name: String(row.first_name),
    last_name: String(row.last_name),
    profile_picture_url: text(row.profile_picture_url),
  };
}

/** GET /api/v1/iskaznice */
export const iskaznice = new Hono<AppEnv>().get("/", async (c) => {
  const caller = requirePermission(c, (s) => can(s, "read", "memberships") !== null);
  const scope = scopeOf(caller, c.get("requestId"));
  const provider = providerOf(c);
  const rows = scope.emailVerified ? await provider.ownMemberships(scope) : [];
  const keys = rows.length > 0 ? await keysOf(c) : null;
  const prefixes = await provider.registerPrefixes(rows.map((r) => String(r.savez_id)));
  const iat = Math.floor(Date.now() / 1000);
  const cards = await Promise.all(
    rows.map(async (r) => {
      const token = await signCard(keys!, {
        id: r.id as string,
        federation: prefixes.get(String(r.savez_id)) ?? "",
        number: String(r.number),
        name: `${String(r.first_name)} ${String(r.last_name)}`,
        type: String(r.type),
        expiry: (r.expiry as string | null) ?? null,
        iat,
        // The card's current version: staff's 'Izdaj novu iskaznicu' makes every token signed before replaced.
        v: Number(r.token_version ?? 1),
      });
      // The register's photo through the card's own token: an <img> can show it without a bearer header.
      return {
        id: r.id as string,
        membership: cardFields(r),
        token,
        photo: r.photo_key ? provjeraPhotoUrl(token) : null,
      };
    }),
  );
  return c.json({ cards }, 200, { "Cache-Control": "private, no-store" });
});

const refusePhoto = refusals<ImageProblem>(IMAGE_PROBLEMS, T_MEMBERSHIP_PHOTO_ERRORS);

/** /api/v1/clanstva */
export const clanstva = new Hono<AppEnv>()
  .post("/fotografije", (c) =>
    receiveUpload(c.req.raw, MAX_PHOTO_BYTES, async () => {
      // A club's officials upload their athletes' photos under the same rules (issue 29).
      const caller = requirePermission(
        c,
        (s) => can(s, "create", "memberships") !== null || can(s, "create", "sportasi") !== null,
      );
      const bytes = await readLimited(c.req.raw, MAX_PHOTO_BYTES, () => refusePhoto("file_too_large"));
      const checked = checkPhoto(c.req.query("name") ?? "", bytes, bytes.length, MAX_PHOTO_BYTES);
      if (!checked.ok) refusePhoto(checked.problem);
      const { kind, name } = checked as { kind: keyof typeof IMAGE_MIME; name: string };
      const key = `${MEMBERSHIP_PHOTO_PREFIX}${crypto.randomUUID()}.${kind}`;
      const contentType = IMAGE_MIME[kind];
      await c.env.DOCUMENTS.put(key, bytes, {
        httpMetadata: { contentType },
        customMetadata: { originalName: name, uploadedBy: String(caller.userId ?? "") },
      });
      await recordUpload(c.env.DB, scopeOf(caller, c.get("requestId")), key, {
        naziv: name,
        contentType,
        size: bytes.length,
      });
      return c.json({ key, contentType, size: bytes.length }, 201);
    }),
  )
  .get("/:id/fotografija", async (c) => {
    // Every signed-in caller reads its own memberships: 401 is for anonymous callers only.
    const caller = requirePermission(c, (s) => can(s, "read", "memberships") !== null);
    const scope = scopeOf(caller, c.get("requestId"));
    const facts = await providerOf(c).membershipPhoto(c.req.param("id"));
    if (!facts || !can(scope, "read", "memberships", facts))
      throw new ApiError(404, "not_found", T_MEMBERSHIP.photoNotFound);
    return photoResponse(c.env.DOCUMENTS, facts.photo_key);
  });
