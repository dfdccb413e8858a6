// The season licence as a signed card (issue 29): the same Ed25519 token and /provjera/<token> page as a
// membership card, its payload marked as a licence (shared/card-token.ts):
// - GET /api/v1/licence/:id/iskaznica: an approved licence's token, for whoever may read the licence (its
//   club's officials, its federation's staff, admins); 409 for a licence not approved (or no longer).
// - licenceVerification: what GET /api/v1/provjera/:token answers for a licence's token: 'Licenca', the season,
//   the club, the category and the live status ('Aktivna', 'Istekla' after the season, 'Suspendirana').
import type { Context } from "hono";
import { FIRST_TOKEN_VERSION, type CardClaims } from "../../shared/card-token";
import { zagrebDay } from "../../shared/dates";
import { can } from "../../shared/permissions";
import { T_MEMBERSHIP, T_MOJ_KLUB } from "../../shared/texts";
import type { AppEnv } from "../app-env";
import { requirePermission } from "../auth/require";
import { signCard } from "../cards/token";
import { licenceCardById, licenceLiveStatus, type LicenceCardRow } from "../data/licence-card";
import { NO_PERMISSION } from "../data/errors";
import { ApiError } from "../errors";
import { keysOf } from "../cards/keys-of";

/** The claims of a licence's card (the token carries short texts; the page shows the live ones online). */
function claimsOf(row: LicenceCardRow, iat: number): CardClaims {
  return {
    kind: "licenca",
    id: row.id,
    federation: row.klub.kratki_naziv,
    number: row.sezona.naziv,
    name: `${row.ime} ${row.prezime}`,
    type: row.kategorija || T_MOJ_KLUB.licenca,
    expiry: row.sezona.datum_do,
    iat,
    v: FIRST_TOKEN_VERSION,
  };
}

/** GET /api/v1/licence/:id/iskaznica */
export async function licenceToken(c: Context<AppEnv>): Promise<Response> {
  const caller = requirePermission(c, (s) => can(s, "read", "licence") !== null);
  const row = await licenceCardById(c, c.req.param("id") ?? "");
  if (!row || row.deleted_at !== null) throw new ApiError(404, "not_found", T_MEMBERSHIP.notFound);
  if (!can(caller, "read", "licence", { savez_id: row.savez_id, club_id: row.club_id })) {
    throw new ApiError(403, "forbidden", NO_PERMISSION);
  }
  if (licenceLiveStatus(row, zagrebDay()) !== "aktivna") {
    throw new ApiError(409, "not_approved", T_MOJ_KLUB.licencaNijeAktivna);
  }
  const token = await signCard(await keysOf(c), claimsOf(row, Math.floor(Date.now() / 1000)));
  return c.json({ token }, 200, { "Cache-Control": "private, no-store" });
}

/** The live answer for a verified licence token: 404 for a deleted licence or one never approved. */
export async function licenceVerification(c: Context<AppEnv>, claims: CardClaims): Promise<Response> {
  const row = await licenceCardById(c, claims.id);
  const status = row && row.deleted_at === null ? licenceLiveStatus(row, zagrebDay()) : null;
  if (!row || !status) throw new ApiError(404, "not_found", T_MEMBERSHIP.notFound);
  return c.json(
    {
      status,
      checked_at: new Date().toISOString(),
      kind: "licenca",
      card: {
        number: row.sezona.naziv,
        type: T_MOJ_KLUB.licenca,
        first_name: row.ime,
        last_name: row.prezime,
        valid_from: row.sezona.datum_od,
        expiry: row.sezona.datum_do,
        federation: row.savez,
        klub: { naziv: row.klub.naziv, slug: row.klub.slug },
        sezona: row.sezona.naziv,
        kategorija: row.kategorija || null,
      },
      photo: null,
    },
    200,
    { "Cache-Control": "no-store" },
  );
}
