// The one permission table: who may do what to which entity, as `action:entity:scope` rows. The Worker's
// operation rules, the SPA's guards and navigation, the role × operation test and the role table in
// docs/security.md are all read from here. This module is pure: no I/O.
import type { EntityName } from "./entities";
import type { Role } from "./types";

export const ACTIONS = ["read", "create", "update", "delete", "restore"] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * How far a permission reaches: `all` rows, the caller's `own` rows (their user row and memberships), or the
 * rows of the `federation`s the caller is staff of.
 */
export type PermissionScope = "all" | "own" | "federation";
export type Permission = `${Action}:${EntityName}:${PermissionScope}`;

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
];
/** Only the platform's admins create and edit federations. */
const FEDERATIONS: Permission[] = ["create:savezi:all", "update:savezi:all"];
const MEMBER: Permission[] = [...PUBLIC, "read:users:own", "read:memberships:own"];

/** Each role's permissions. A permission that needs a verified email is granted only with one (see effectiveRole). */
export const PERMISSIONS: Record<Role, readonly Permission[]> = {
  anonymous: PUBLIC,
  member: MEMBER,
  staff: [...MEMBER, ...contentRights("federation"), ...registerRights("federation")],
  admin: [...MEMBER, ...contentRights("all"), ...FEDERATIONS, ...registerRights("all")],
};

/** Whom a permission check is about: the role the server holds and whether the email is verified. */
export interface Subject {
  role: Role;
  emailVerified: boolean;
}

/**
 * The role a subject acts with: staff and admin powers need a verified email (an unverified address is
 * anybody's to type), so until it is verified such an account acts as a member.
 */
export function effectiveRole({ role, emailVerified }: Subject): Role {
  return (role === "staff" || role === "admin") && !emailVerified ? "member" : role;
}

const WIDEST: PermissionScope[] = ["all", "federation", "own"];

/** The widest scope in which `subject` may do `action` to `entity`, or null when it may not at all. */
export function can(subject: Subject, action: Action, entity: EntityName): PermissionScope | null {
  const held = PERMISSIONS[effectiveRole(subject)];
  return WIDEST.find((scope) => held.includes(`${action}:${entity}:${scope}`)) ?? null;
}

/** True when the subject may write some content: the staff menu and staff screens show for these. */
export function canWriteContent(subject: Subject): boolean {
  return CONTENT.some((entity) => can(subject, "create", entity) !== null);
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

/** True when the subject may create and edit federations and upload their logos (platform admins). */
export function canManageFederations(subject: Subject): boolean {
  return effectiveRole(subject) === "admin";
}
