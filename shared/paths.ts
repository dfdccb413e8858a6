// Every path of the app in one place: the SPA's routes (react-router patterns) and the Worker's API paths.
// The router, every link, navigate() and fetch in web/, and the Worker's mounts and the URLs it builds use
// these constants, never a hand-written string (tests/unit/paths.test.ts checks web/ and wrangler.toml).
// Which roles may use a screen is decided in shared/permissions.ts, not here: `ROUTE_AREA` only says which
// part of the app a route belongs to. This module is pure: no I/O.

// ---------------------------------------------------------------------------------------------------------
// SPA routes
// ---------------------------------------------------------------------------------------------------------

/** Screens anyone may open (the account screens below say 'Please login first' themselves when signed out). */
export const PUBLIC_ROUTES = {
  home: "/",
  signin: "/signin",
  signup: "/signup",
  verifyEmail: "/verify-email",
  passwordReset: "/password-reset",
  resetPassword: "/reset-password",
  about: "/about",
  team: "/team",
  terms: "/terms-and-privacy",
  /** The federation documents are public; the form that adds one is rendered for staff only. */
  dokumentiSaveza: "/preuzmi-dokumente-saveza",
  /** Every federation, with its logo and name. */
  savezi: "/savezi",
  /** One federation (by its slug): its latest announcements and its documents. */
  savez: "/savezi/:slug",
  /** Every competition: upcoming first, then past ones by season; filter by federation. */
  natjecanja: "/natjecanja",
  /** One competition: dates, place, federation, documents, results and its start list. */
  natjecanje: "/natjecanja/:id",
  /** Every announcement, newest first (the archive beyond home's twelve). */
  dogadanja: "/dogadanja",
  /** One announcement, a page that can be shared. */
  dogadanje: "/dogadanja/:id",
  /** Every federation's clubs (issue 29): filter by federation, search by name. */
  klubovi: "/klubovi",
  /** One club: name, logo, federation, the licensed athletes of the active season by name. */
  klub: "/klubovi/:slug",
  /** A membership card's public verification page (issue 15): live status, offline signature check. */
  provjera: "/provjera/:token",
  debugNotFound: "/debug/404",
  debugLoading: "/debug/loading",
  debugError: "/debug/error",
} as const;

/** The signed-in member's own screens. */
export const ACCOUNT_ROUTES = {
  dashboard: "/dashboard",
  membership: "/membership",
  settingsProfile: "/settings/profile",
  logout: "/logout",
  /** A club official's club (issue 29): athletes, licence requests, transfers, the club's details. */
  mojKlub: "/moj-klub",
  /** League matches: clubs enter, confirm or dispute results; the federation decides (issue 31). */
  utakmice: "/moj-klub/utakmice",
  /** The club's entries into competitions, with their status (issue 30). */
  mojKlubPrijave: "/moj-klub/prijave",
  /**
   * Medical examinations (issue 50 item 4): a club's officials record them for their club's athletes, the
   * federation's staff for all its clubs'. `?sportas=<id>` opens one athlete's (a refusal's link).
   */
  lijecnicki: "/lijecnicki",
} as const;

/** The staff screens (SPEC §2, §6). /unesi-* and /unos-* name the same screen. */
export const STAFF_ROUTES = {
  unesiNajavu: "/unesi-najavu",
  unesiNatjecatelje: "/unesi-natjecatelje",
  unosNatjecatelja: "/unos-natjecatelja",
  unesiNatjecanja: "/unesi-natjecanja",
  unosNatjecanja: "/unos-natjecanja",
  unosRezultata: "/unos-rezultata",
  unesiDokumenteRezultata: "/unesi-dokumente-rezultata",
  /** 'Obrisano': the federation's deleted items, restorable for 30 days. */
  obrisano: "/obrisano",
  /** The audit log: staff see their federations' entries, admins everyone's (under /admin by the issue's path). */
  revizija: "/admin/revizija",
  /** The federation's membership register (issue 15): list, create, renew, suspend, CSV import and export. */
  clanstva: "/clanstva",
  /** The federation's clubs (issue 29): list, create, edit. */
  staffKlubovi: "/savez/klubovi",
  /** The federation's transfers (issue 29): confirm or refuse. */
  transferi: "/transferi",
  /** One athlete for staff: clubs and licences over time. */
  sportas: "/sportasi/:id",
  /** The licence queue (issue 29): approve or reject with a reason, singly or in bulk. */
  licence: "/licence",
  /** The federation's competitions taking entries (issue 30): each links to its entries, results and fees. */
  prijaveSaveza: "/savez/prijave",
  /** A competition's entries for staff: settings, events, every entry with filters, rejections, waiting lists. */
  prijaveNatjecanja: "/savez/natjecanja/:id/prijave",
  /** A competition's results per entry for staff: place and time or points, or an event's CSV. */
  rezultatiNastupa: "/savez/natjecanja/:id/rezultati",
  /** A competition's fees per club for staff: the entries and their fees (late ones marked), and the CSV. */
  kotizacije: "/savez/natjecanja/:id/kotizacije",
  /** The federation's leagues (issue 31): groups, teams, rule sets, fixtures, results by CSV, adjustments. */
  staffLige: "/savez/lige",
} as const;

/** The platform admins' screens: federations, people and their roles, invitations (`:id` is a federation's id). */
export const ADMIN_ROUTES = {
  admin: "/admin",
  adminSavezi: "/admin/savezi",
  adminNoviSavez: "/admin/savezi/novi",
  adminSavez: "/admin/savezi/:id",
  adminLjudi: "/admin/ljudi",
  adminPozivnice: "/admin/pozivnice",
} as const;

/** Every SPA route by name: `<Link to={ROUTES.dashboard}>`, `navigate(ROUTES.home)`. */
export const ROUTES = { ...PUBLIC_ROUTES, ...ACCOUNT_ROUTES, ...STAFF_ROUTES, ...ADMIN_ROUTES } as const;

export type RouteName = keyof typeof ROUTES;
export type RoutePath = (typeof ROUTES)[RouteName];

/** The part of the app a route belongs to; shared/permissions.ts maps areas (and actions) to roles. */
export type RouteArea = "public" | "account" | "staff" | "admin";

function areaOf<K extends string>(routes: Record<K, string>, area: RouteArea) {
  return Object.fromEntries(Object.keys(routes).map((name) => [name, area])) as Record<K, RouteArea>;
}

/** Each route's area, e.g. `ROUTE_AREA.unosRezultata === "staff"`. */
export const ROUTE_AREA: Record<RouteName, RouteArea> = {
  ...areaOf(PUBLIC_ROUTES, "public"),
  ...areaOf(ACCOUNT_ROUTES, "account"),
  ...areaOf(STAFF_ROUTES, "staff"),
  ...areaOf(ADMIN_ROUTES, "admin"),
};

// ---------------------------------------------------------------------------------------------------------
// API (the Worker)
// ---------------------------------------------------------------------------------------------------------

/** Every API path the Worker answers; `:name` segments are parameters (Hono and react-router syntax). */
export const API = {
  /** POST: trusted GraphQL operations. */
  graphql: "/v1/graphql",
  /** GET: liveness and providers. */
  health: "/api/v1/health",
  /** GET: the public Firebase config the SPA starts from. */
  config: "/api/v1/config",
  /** GET: the verified caller (role, email state). */
  me: "/api/v1/me",
  /** GET: everything the platform holds about the caller, as one JSON file (signed in). */
  meData: "/api/v1/me/data",
  /** POST ?name=<original name>: upload one document (staff). */
  files: "/api/v1/files",
  /** GET: download a stored document (public). */
  file: "/api/v1/files/:key",
  /** POST ?name=<original name>: upload one image, a federation's logo (admins). */
  images: "/api/v1/files/slike",
  /** GET: a stored image, served so that it can never run script (public). */
  image: "/api/v1/files/slike/:key",
  /** POST: the AI rewrite of an announcement (staff). */
  najava: "/api/v1/najava",
  /** The admin API's mount point (worker/routes/admin.ts); the four paths below live under it. */
  admin: "/api/v1/admin",
  /** GET ?q=&after=: people by email or name prefix, 50 a page with their roles (admins). */
  adminPeople: "/api/v1/admin/people",
  /** POST grants, DELETE revokes {user_id, role, savez_id?} (admins). */
  adminRoles: "/api/v1/admin/roles",
  /** GET the pending invitations, POST {email, role, savez_id?} invites (admins). */
  adminInvitations: "/api/v1/admin/invitations",
  /** DELETE: withdraw one pending invitation (admins). */
  adminInvitation: "/api/v1/admin/invitations/:id",
  /** GET ?savez_id=&actor=&entity=&entity_id=&action=&od=&do=&after=: the audit log (admins all, staff theirs). */
  revizija: "/api/v1/revizija",
  /** DELETE: erase one person's account on their request (admins); GET …/data: their data as JSON. */
  adminPerson: "/api/v1/admin/people/:id",
  /** GET: everything the platform holds about one person, as one JSON file (admins, on request). */
  adminPersonData: "/api/v1/admin/people/:id/data",
  /** GET ?savez=<slug>&after=&limit=: public competitions, upcoming first, then past ones (keyset pages). */
  javnaNatjecanja: "/api/v1/natjecanja",
  /** GET: one public competition with its federation, documents, results and start list. */
  javnoNatjecanje: "/api/v1/natjecanja/:id",
  /** GET ?after=&limit=: every announcement, newest first (keyset pages). */
  dogadanja: "/api/v1/dogadanja",
  /** GET: one announcement with its federation. */
  dogadanje: "/api/v1/dogadanja/:id",
  /** GET: every federation's competitions as an RFC 5545 calendar. */
  kalendar: "/api/v1/kalendar.ics",
  /** GET: one federation's competitions as an RFC 5545 calendar. */
  savezKalendar: "/api/v1/savezi/:slug/kalendar.ics",
  /** GET ?savez=<slug>&q=<text>: every federation's clubs, by name (public, issue 29). */
  klubovi: "/api/v1/klubovi",
  /** GET: one club with the licensed athletes of its federation's active season, by name (public). */
  klub: "/api/v1/klubovi/:slug",
  /** GET: the caller's club (an official's): its row and federation, with the active season. */
  mojKlub: "/api/v1/moj-klub",
  /**
   * GET ?savez=<id>&q=<text>: athletes of a federation by part of their name, for a club asking for a transfer
   * (its officials, the federation's staff): name, club and year of birth only.
   */
  sportasiPretraga: "/api/v1/sportasi/pretraga",
  /**
   * GET ?savez=<id>: the athletes of a federation's transfers by name, for whoever acts on them: its staff (all),
   * the officials of either club of a transfer (theirs).
   */
  transferiSportasi: "/api/v1/transferi/sportasi",
  /** GET: an approved season licence's signed card token (its club's officials, its federation's staff). */
  licencaIskaznica: "/api/v1/licence/:id/iskaznica",
  /** GET: a card token's live status (public, issue 15). */
  provjera: "/api/v1/provjera/:token",
  /** GET: the photo of the card a token names (public with a valid token). */
  provjeraFotografija: "/api/v1/provjera/:token/fotografija",
  /** GET: the caller's own cards with their signed tokens (signed in, verified email). */
  iskaznice: "/api/v1/iskaznice",
  /** The membership photos' mount point: POST fotografije (staff), GET :id/fotografija (owner, staff). */
  clanstva: "/api/v1/clanstva",
  /** GET: a league competition's computed standings, group by group (public, issue 31). */
  ljestvica: "/api/v1/natjecanja/:id/ljestvica",
  /** GET: a league team's matches as an RFC 5545 calendar (public, issue 31). */
  ekipaKalendar: "/api/v1/ekipe/:id/kalendar.ics",
  /** The league operations' mount point (worker/routes/lige.ts): staff set a league up, clubs enter results. */
  lige: "/api/v1/lige",
  /** The entries' mount point (worker/routes/prijave.ts, issue 30): settings, events, entries, start lists, fees. */
  prijave: "/api/v1/prijave",
  /** GET: a competition's entry window and events (public, issue 30). */
  natjecanjePrijave: "/api/v1/natjecanja/:id/prijave",
  /** GET: a competition's start lists from its accepted entries, as JSON or CSV (public after the close). */
  startnaLista: "/api/v1/natjecanja/:id/startna-lista",
  startnaListaCsv: "/api/v1/natjecanja/:id/startna-lista.csv",
  /** Staff's entries API (worker/routes/prijave.ts): a competition's entries (GET ?club_id=&status=&disciplina_id=). */
  prijaveNatjecanja: "/api/v1/prijave/natjecanja/:id",
  /** PUT: a competition's entry settings (staff). */
  prijavePostavke: "/api/v1/prijave/natjecanja/:id/postavke",
  /** POST: one event (JSON), or many (CSV), of a competition (staff). */
  prijaveDiscipline: "/api/v1/prijave/natjecanja/:id/discipline",
  prijaveDisciplineCsv: "/api/v1/prijave/natjecanja/:id/discipline.csv",
  /** POST: a late entry by hand into an event (staff). */
  prijaveNaknadna: "/api/v1/prijave/discipline/:id/naknadna",
  /** POST: an event's results by CSV (staff). */
  prijaveRezultatiCsv: "/api/v1/prijave/discipline/:id/rezultati.csv",
  /** POST: an entry rejected with a reason; an accepted entry's result (staff). */
  prijaveOdbij: "/api/v1/prijave/nastupi/:id/odbij",
  prijaveRezultat: "/api/v1/prijave/nastupi/:id/rezultat",
  /** GET: a competition's fees per club, as JSON or CSV (staff; an official their clubs'). */
  kotizacije: "/api/v1/prijave/natjecanja/:id/kotizacije",
  kotizacijeCsv: "/api/v1/prijave/natjecanja/:id/kotizacije.csv",
  /** SPEC §7's form of the AI rewrite; answers only for the slug of APP_NAME. */
  productNajava: "/:product/api/v1/najava",
} as const;

export type ApiPath = (typeof API)[keyof typeof API];

/** Files for search engines the Worker generates from D1 (outside the API scopes: no CORS, no auth). */
export const SITE_FILES = {
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
} as const;

/** The path prefixes that belong to the Worker's API (Hono globs); anything else is the SPA or an asset. */
export const API_SCOPES = ["/api/*", "/v1/*"] as const;

/** The slug of the default APP_NAME ("Sportski Zagreb"), under which SPEC §7's /{product}/api/v1/ lives. */
export const PRODUCT_SLUG = "sportski-zagreb";

/** The API scope of the spec's product-prefixed form, e.g. "/sportski-zagreb/api/*". */
export const PRODUCT_API_SCOPE = `/${PRODUCT_SLUG}/api/*` as const;

// ---------------------------------------------------------------------------------------------------------
// Builders
// ---------------------------------------------------------------------------------------------------------

/** The `:name` parameters of a pattern: ParamName<"/natjecanja/:id"> is "id". */
export type ParamName<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | ParamName<Tail>
    : Rest
  : never;

/** The values `fill` needs for a pattern: PathParams<"/savezi/:slug"> is { slug: string | number }. */
export type PathParams<P extends string> = { [K in ParamName<P>]: string | number };

/**
 * A concrete path from a pattern, every parameter URL-encoded: `fill("/natjecanja/:id", { id })`.
 * Patterns are the constants above, so the parameter names are checked by the compiler.
 */
export function fill<P extends string>(pattern: P, params: PathParams<P>): string {
  const values = params as Record<string, string | number | undefined>;
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`fill: no value for :${name} in ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** The medical examinations' screen opened at one athlete's (where a refusal for want of one sends its reader). */
export function lijecnickiOf(sportasId: string): string {
  return `${ROUTES.lijecnicki}?${new URLSearchParams({ sportas: sportasId })}`;
}

/** The public URL a stored document is downloaded from (GET /api/v1/files/:key). */
export function documentUrl(key: string): string {
  return fill(API.file, { key });
}

/** Where one document is uploaded to, keeping its original name for display (POST /api/v1/files?name=…). */
export function documentUploadUrl(originalName: string): string {
  return `${API.files}?name=${encodeURIComponent(originalName)}`;
}

/** The public URL a stored image (a federation's logo) is served from (GET /api/v1/files/slike/:key). */
export function imageUrl(key: string): string {
  return fill(API.image, { key });
}

/** Where one image is uploaded to (POST /api/v1/files/slike?name=…); the name's extension must match its bytes. */
export function imageUploadUrl(originalName: string): string {
  return `${API.images}?name=${encodeURIComponent(originalName)}`;
}

/** The API path of a card token's live status. */
export const provjeraApiUrl = (token: string) => `/api/v1/provjera/${token}`;

/**
 * The public verification page of a token, `/provjera/<token>` on `origin`: the URL a card's QR holds. Here, not
 * beside the token's codec, so the card screen does not load zod for a string.
 */
export const cardUrl = (origin: string, token: string) =>
  `${origin.replace(/\/$/, "")}${fill(ROUTES.provjera, { token })}`;

/** The photo of a card, through its token (the verification page). */
export const provjeraPhotoUrl = (token: string) => `/api/v1/provjera/${token}/fotografija`;

/** Where staff upload a membership photo (POST /api/v1/clanstva/fotografije?name=…); 201 {key}. */
export function membershipPhotoUploadUrl(originalName: string): string {
  return `${API.clanstva}/fotografije?name=${encodeURIComponent(originalName)}`;
}

/** The photo of a membership for its owner and its federation's staff. */
export const membershipPhotoUrl = (id: string) => `/api/v1/clanstva/${id}/fotografija`;

/** The public keys of the membership cards' signatures (JWKS, cacheable): anyone can verify a card. Outside the API scopes. */
export const JWKS_PATH = "/.well-known/jwks.json";

/** The OpenStreetMap search for a competition's place (its page links the place there). */
export function osmUrl(lokacija: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(lokacija)}`;
}
