// The one permission table: who may do what to which entity or resource, as `action:resource:scope` rows. The
// Worker's operation rules and REST routes, the SPA's guards and navigation, the role × operation test and
// the role tables in docs/security.md are all read from here, and no code outside this module compares a role
// with a role's name (tests/unit/permissions-no-role-names.test.ts). This module is pure: no I/O.
import type { EntityName } from "./entities";
import type { Role } from "./types";

export const ACTIONS = ["read", "create", "update", "delete", "restore"] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * What a permission is about besides the GraphQL entities: `people` (an account and its personal data),
 * `roles` (staff of a federation, admin), `invitations` (a role for an email), `audit_log` (the audit list),
 * `membership_numbers` (giving or changing a membership's number, instead of the register's sequence),
 * `transfer_confirmations` (confirming a transfer the clubs agreed on: the federation's step, which applies it),
 * `lige` (a league: its rule sets, groups, teams, fixtures, matches' dates and statuses, point adjustments; issue
 * 31), `rezultati_utakmica` (a league match's result: entered by the home club, confirmed or disputed by the
 * away club, decided by the federation), `natjecanja_prijave` (a competition's entries organised: its entry
 * settings and events, a rejection with its reason, a late entry by hand, the fees; issue 30), `nastupi` (an
 * entry made or withdrawn: a club's officials for their club, the federation's staff for all its clubs).
 */
export const OTHER_RESOURCES = [
  "people",
  "roles",
  "invitations",
  "audit_log",
  "membership_numbers",
  "transfer_confirmations",
  "lige",
  "rezultati_utakmica",
  "natjecanja_prijave",
  "nastupi",
] as const;
export type Resource = EntityName | (typeof OTHER_RESOURCES)[number];

/**
 * How far a permission reaches: `all` rows (admins); the rows of the `federation`s the caller is staff of
 * (every club of the federation too, since a club's rows carry its federation); the rows of the `club`s the
 * caller is an official of (predsjednik, tajnik, trener, voditelj: only their club); the caller's `own` rows
 * (their user row, their memberships by verified email).
 */
export type PermissionScope = "all" | "federation" | "club" | "own";
export type Permission = `${Action}:${Resource}:${PermissionScope}`;
/** What staff publish and correct. */
const CONTENT = [
  "feed",
  "rezultati",
  "natjecatelji",
  "natjecanja",
  "natjecanja_dokumenti",
  "dokumenti_saveza",
  "natjecanja_natjecatelji",
] as const satisfies readonly EntityName[];

const WRITES = ["create", "update", "delete", "restore"] as const satisfies readonly Action[];

const contentRights = (scope: PermissionScope): Permission[] => [
  ...CONTENT.map((entity): Permission => `read:${entity}:${scope}`),
  ...WRITES.flatMap((action) => CONTENT.map((entity): Permission => `${action}:${entity}:${scope}`)),
];

/** The membership register (issue 15): staff of a federation keep its register; admins every register. */
const registerRights = (scope: PermissionScope): Permission[] => [
  `read:memberships:${scope}`,
  ...WRITES.map((action): Permission => `${action}:memberships:${scope}`),
];

const PUBLIC: Permission[] = [
  "read:feed:all",
  "read:rezultati:all",
  "read:dokumenti_saveza:all",
  "read:savezi:all",
  // Competitions and their result documents are public (issue 16); writing them stays staff's.
  "read:natjecanja:all",
  "read:natjecanja_dokumenti:all",
  // A start list names competitors publicly by name and team only (worker/data/javno.ts); GraphQL shows ids.
  "read:natjecanja_natjecatelji:all",
  // Seasons, clubs and age categories are public (issue 29: /klubovi); athletes and licences are not.
  "read:sezone:all",
  "read:klubovi:all",
  "read:dobne_kategorije:all",
  // League tables, fixtures and team calendars are public (issue 31).
  "read:lige:all",
];
/**
 * The season (issue 29): seasons, clubs, club officials, athletes, age categories, licences and transfers. The
 * federation's staff keep all of it for their federations, admins for every federation.
 */
const SEASON = [
  "sezone",
  "klubovi",
  "duznosnici_klubova",
  "sportasi",
  "dobne_kategorije",
  "licence",
  "transferi",
] as const satisfies readonly EntityName[];

const seasonRights = (scope: PermissionScope): Permission[] => [
  ...ACTIONS.flatMap((action) => SEASON.map((entity): Permission => `${action}:${entity}:${scope}`)),
  `update:transfer_confirmations:${scope}`,
];

/**
 * A club official (predsjednik, tajnik, trener, voditelj) acts for their club only: its athletes (add, import,
 * edit, remove), its details, its officials (read), licence requests (never a decision), and transfers (ask for
 * an athlete; agree or refuse as the releasing club). Seasons, categories and clubs are public reads.
 */
const CLUB: Permission[] = [
  ...(["read", "create", "update", "delete", "restore"] as const).map((a): Permission => `${a}:sportasi:club`),
  "update:klubovi:club",
  "read:duznosnici_klubova:club",
  "read:licence:club",
  "create:licence:club",
  "read:transferi:club",
  "create:transferi:club",
  "update:transferi:club",
];

/** Only the platform's admins create and edit federations. */
const FEDERATIONS: Permission[] = ["create:savezi:all", "update:savezi:all"];
/**
 * Every account reads and erases its own data (GET /api/v1/me/data, DELETE /api/v1/me); the admin API's
 * people, roles and invitations are the platform admins' (PEOPLE below).
 */
const MEMBER: Permission[] = [
  ...PUBLIC,
  "read:users:own",
  "read:memberships:own",
  "read:people:own",
  "delete:people:own",
  // A club's officials (a member whose verified email holds a role in the club) enter their home results and
  // confirm or dispute their away results: the club scope reaches a match by the side their club plays.
  "update:rezultati_utakmica:club",
];
/**
 * The admin API: find people and export or erase a person's data on request, grant and revoke roles, invite
 * an email to one and withdraw the invitation.
 */
const PEOPLE: Permission[] = [
  "read:people:all",
  "delete:people:all",
  "create:roles:all",
  "delete:roles:all",
  "read:invitations:all",
  "create:invitations:all",
  "delete:invitations:all",
];
/** A league (issue 31): its staff set it up and decide its results; admins every federation's. */
const leagueRights = (scope: PermissionScope): Permission[] => [
  `create:lige:${scope}`,
  `update:lige:${scope}`,
  `update:rezultati_utakmica:${scope}`,
];
/** Entries (issue 30): staff organise their competitions' entries and enter for any club of the federation. */
const entryRights = (scope: PermissionScope): Permission[] => [
  ...(["read", "create", "update"] as const).map((a): Permission => `${a}:natjecanja_prijave:${scope}`),
  ...(["read", "create", "update"] as const).map((a): Permission => `${a}:nastupi:${scope}`),
];
/** A club's officials enter their own club's athletes, read and withdraw their club's entries (issue 30). */
const CLUB_ENTRIES: Permission[] = ["read:nastupi:club", "create:nastupi:club", "update:nastupi:club"];
/** The audit list (issue 14): staff read their federations' entries, admins every federation's. */
const auditRights = (scope: PermissionScope): Permission[] => [`read:audit_log:${scope}`];
/** A membership's number comes from its federation's sequence; only admins give one or change it. */
const NUMBERS: Permission[] = ["create:membership_numbers:all", "update:membership_numbers:all"];

/** Each role's permissions. A permission that needs a verified email is granted only with one (see effectiveRole). */
export const PERMISSIONS: Record<Role, readonly Permission[]> = {
  anonymous: PUBLIC,
  member: MEMBER,
  official: [...MEMBER, ...CLUB, ...CLUB_ENTRIES],
  staff: [
    ...MEMBER,
    ...contentRights("federation"),
    ...registerRights("federation"),
    ...auditRights("federation"),
    ...seasonRights("federation"),
    ...leagueRights("federation"),
    ...entryRights("federation"),
  ],
  admin: [
    ...MEMBER,
    ...contentRights("all"),
    ...seasonRights("all"),
    ...FEDERATIONS,
    ...registerRights("all"),
    ...auditRights("all"),
    ...leagueRights("all"),
    ...entryRights("all"),
    ...PEOPLE,
    ...NUMBERS,
  ],
};

/** Whom a permission check is about: the role the server holds and whether the email is verified. */
export interface Subject {
  role: Role;
  emailVerified: boolean;
}

/** The caller as a check on one row needs it: who it is, and the federations and clubs it acts for. */
export interface Actor extends Subject {
  /** users.id; null or absent for anonymous callers. */
  userId?: number | null;
  /** The token's email: a row owned by an email is the caller's only when this is verified. */
  email?: string | null;
  /** The federations the caller is staff of. */
  federations?: readonly string[];
  /** The clubs the caller is an official of (duznosnici_klubova rows of its verified email). */
  clubs?: readonly string[];
}

/**
 * What a check on one row reads of it: its federation, its club (or clubs: both of a transfer), its owner (by
 * users.id or by email).
 */
export interface RowFacts {
  savez_id?: string | null;
  club_id?: string | null;
  clubs?: readonly (string | null | undefined)[];
  user_id?: number | null;
  email?: string | null;
}

/** True for a caller nobody signed in as: refusals say 401 (sign in) to it and 403 to everyone else. */
export function isAnonymous(subject: Pick<Subject, "role">): boolean {
  return subject.role === "anonymous";
}

/**
 * The role a subject acts with: staff, admin and club powers need a verified email (an unverified address is
 * anybody's to type), so until it is verified such an account acts as a member.
 */
export function effectiveRole({ role, emailVerified }: Subject): Role {
  return (role === "staff" || role === "admin" || role === "official") && !emailVerified ? "member" : role;
}

/**
 * The role a users row acts with: admin is platform-wide (users.role); staff means staff of some federation;
 * official means an official of some club (and staff of none).
 */
export function roleOfAccount(
  row: { role: string },
  federations: readonly string[],
  clubs: readonly string[] = [],
): Exclude<Role, "anonymous"> {
  if (isAdminGrant(row)) return "admin";
  if (federations.length > 0) return "staff";
  return clubs.length > 0 ? "official" : "member";
}

/**
 * True when a role as data (a grant, an invitation, a users row: never the caller's rights, which are the
 * table's) is staff of a federation: such a grant always names its federation.
 */
export function isStaffGrant<T extends { role: string }>(grant: T): grant is T & { role: "staff" } {
  return grant.role === "staff";
}

/** True when a role as data (a grant, an invitation, a users row) is the platform's admin. */
export function isAdminGrant<T extends { role: string }>(grant: T): grant is T & { role: "admin" } {
  return grant.role === "admin";
}

const WIDEST: PermissionScope[] = ["all", "federation", "club", "own"];

/** Every scope in which `subject` may do `action` to `resource`, widest first (none: it may not at all). */
export function scopesOf(subject: Subject, action: Action, resource: Resource): PermissionScope[] {
  const held = PERMISSIONS[effectiveRole(subject)];
  return WIDEST.filter((scope) => held.includes(`${action}:${resource}:${scope}`));
}

/** True when a right of `scope` reaches `row` for `actor`. */
export function reaches(scope: PermissionScope, actor: Actor, row: RowFacts): boolean {
  switch (scope) {
    case "all":
      return true;
    case "federation":
      return !!row.savez_id && (actor.federations ?? []).includes(row.savez_id);
    case "club":
      return [row.club_id, ...(row.clubs ?? [])].some((club) => !!club && (actor.clubs ?? []).includes(club));
    case "own":
      return ownRow(actor, row);
  }
}

/** The caller's own row: by users.id, or by an email equal to the caller's verified one (stored lower-cased). */
function ownRow(actor: Actor, row: RowFacts): boolean {
  if (row.user_id != null && actor.userId != null && row.user_id === actor.userId) return true;
  return actor.emailVerified && !!actor.email && !!row.email && row.email === actor.email.toLowerCase();
}

/**
 * Asked without a row: the widest scope in which `subject` may do `action` to `resource`, or null when it may
 * not at all. Asked about a row: whether one of the caller's scopes reaches that row (a club official's right
 * reaches its club's rows, a federation's staff reach every row of the federation, clubs included).
 */
export function can(subject: Subject, action: Action, resource: Resource): PermissionScope | null;
export function can(actor: Actor, action: Action, resource: Resource, row: RowFacts): boolean;
export function can(
  actor: Actor,
  action: Action,
  resource: Resource,
  row?: RowFacts,
): PermissionScope | null | boolean {
  const scopes = scopesOf(actor, action, resource);
  if (row === undefined) return scopes[0] ?? null;
  return scopes.some((scope) => reaches(scope, actor, row));
}

/** True when `subject` may do `action` to every row of `resource` (the admin API works on everyone's rows). */
export function canAll(subject: Subject, action: Action, resource: Resource): boolean {
  return can(subject, action, resource) === "all";
}

/** True when the subject may write some content: the staff menu and staff screens show for these. */
export function canWriteContent(subject: Subject): boolean {
  return CONTENT.some((entity) => can(subject, "create", entity) !== null);
}

/**
 * The federations the subject acts for, as far as its content rights reach: `all` of them, those it is staff
 * of (`federation`), or none (null). The federation switcher and the staff home offer these.
 */
export function federationReach(subject: Subject): "all" | "federation" | null {
  const scopes = CONTENT.flatMap((entity) => scopesOf(subject, "create", entity));
  if (scopes.includes("all")) return "all";
  return scopes.includes("federation") ? "federation" : null;
}

/** Entities whose rows link a stored document (PDF/DOCX in R2). */
const WITH_DOCUMENTS = [
  "natjecanja",
  "natjecanja_dokumenti",
  "dokumenti_saveza",
] as const satisfies readonly EntityName[];

/** True when the subject may upload a document: it may create some row that links one. */
export function canUploadDocuments(subject: Subject): boolean {
  return WITH_DOCUMENTS.some((entity) => can(subject, "create", entity) !== null);
}

/** True when the subject may upload a photo (PNG, JPEG, WebP; never an SVG): it may create an announcement. */
export function canUploadPhotos(subject: Subject): boolean {
  return can(subject, "create", "feed") !== null;
}

/** True when the subject may create and edit every federation and upload their logos (platform admins). */
export function canManageFederations(subject: Subject): boolean {
  return canAll(subject, "update", "savezi");
}

/** The admin area's rights: federations, people, roles and invitations, each over everyone's rows. */
const ADMIN_AREA: readonly (readonly [Action, Resource])[] = [
  ["update", "savezi"],
  ["read", "people"],
  ["create", "roles"],
  ["read", "invitations"],
];

/** True when the subject may use some screen of the admin area (/admin): the drawer's link and its guard. */
export function canAdminister(subject: Subject): boolean {
  return ADMIN_AREA.some(([action, resource]) => canAll(subject, action, resource));
}
