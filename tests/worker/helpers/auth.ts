// Test identities: ID tokens signed with the run's local RS256 key (vitest.config.ts puts its public half in
// TRUSTED_JWKS), for users seeded into the test file's own D1. Nothing here reaches Google.
import { env } from "cloudflare:test";
import { forgetRows } from "../../../worker/auth/caller-cache";
import { SignJWT, base64url, importJWK, type JWK, type JWTHeaderParameters } from "jose";

/** The kinds of caller a test can ask for. */
export type UserKind =
  "member" | "other-member" | "staff" | "staff-b" | "admin" | "unverified-staff" | "official" | "official-l";

/** The demo federations (worker/seed/demo.sql): Zicer Savez (A) and the rowing federation (B). */
export const SAVEZ_A = "b0000000-0000-4000-8000-000000000001";
export const SAVEZ_B = "b0000000-0000-4000-8000-000000000002";

/** Two clubs of federation A (issue 29): the role table's club K, and L, whose official is refused K's rows. */
export const KLUB_K = "k0000000-0000-4000-8000-00000000000k";
export const KLUB_L = "k0000000-0000-4000-8000-00000000000l";
/** A third club of A, with no official among the test users: where club K's athlete leaves to. */
export const KLUB_M = "k0000000-0000-4000-8000-00000000000m";

interface TestUser {
  uid: string;
  email: string;
  role: "member" | "staff" | "admin";
  emailVerified: boolean;
  /** The federation a staff user works for. */
  savez?: string;
  /** The club an official (tajnik) acts for. */
  club?: string;
}

/** The seeded test users by kind. */
export const TEST_USERS: Record<UserKind, TestUser> = {
  member: { uid: "test-member-uid", email: "member@test.test", role: "member", emailVerified: true },
  "other-member": { uid: "test-other-uid", email: "other@test.test", role: "member", emailVerified: true },
  staff: { uid: "test-staff-uid", email: "staff@test.test", role: "staff", emailVerified: true, savez: SAVEZ_A },
  "staff-b": {
    uid: "test-staff-b-uid",
    email: "staff-b@test.test",
    role: "staff",
    emailVerified: true,
    savez: SAVEZ_B,
  },
  admin: { uid: "test-admin-uid", email: "admin@test.test", role: "admin", emailVerified: true },
  "unverified-staff": {
    uid: "test-unverified-uid",
    email: "unverified@test.test",
    role: "staff",
    emailVerified: false,
    savez: SAVEZ_A,
  },
  official: {
    uid: "test-official-uid",
    email: "tajnik-k@test.test",
    role: "member",
    emailVerified: true,
    club: KLUB_K,
  },
  "official-l": {
    uid: "test-official-l-uid",
    email: "tajnik-l@test.test",
    role: "member",
    emailVerified: true,
    club: KLUB_L,
  },
};

/**
 * Clubs K and L of federation A, as the role matrix and the club tests need them (idempotent). Each has its own
 * created_at: lists order by it, and rows of equal created_at have no order on PostgreSQL (an update moves its
 * row), so the provider contract would see K and L swap after an edit on Hasura.
 */
export const TEST_CLUBS_SQL = [KLUB_K, KLUB_L, KLUB_M].map(
  (id, i) =>
    `INSERT OR IGNORE INTO klubovi (id, naziv, kratki_naziv, slug, savez_id, created_at)
     VALUES ('${id}', 'Klub ${id.at(-1)!.toUpperCase()}', '${id.at(-1)!.toUpperCase()}', 'test-klub-${id.at(-1)}', '${SAVEZ_A}', '2026-01-01T00:00:0${i}.000Z')`,
);

/** ID-token claims; an `undefined` value removes that claim from the token. */
export type Claims = Record<string, unknown> & {
  sub?: string;
  aud?: string;
  iss?: string;
  iat?: number;
  exp?: number;
  auth_time?: number;
  email?: string;
  email_verified?: boolean;
};

const now = () => Math.floor(Date.now() / 1000);

/** Valid Firebase claims for `sub`, as Google would issue them now. */
export function defaultClaims(sub = TEST_USERS.member.uid): Claims {
  const projectId = env.FIREBASE_PROJECT_ID;
  const t = now();
  return {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub,
    iat: t,
    auth_time: t,
    exp: t + 3600,
    email: TEST_USERS.member.email,
    email_verified: true,
    firebase: { sign_in_provider: "password", identities: {} },
  };
}

function merge(claims: Claims): Record<string, unknown> {
  const all = { ...defaultClaims(), ...claims };
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined));
}

let privateKey: Promise<CryptoKey | Uint8Array> | null = null;
const signingKey = () => (privateKey ??= importJWK(JSON.parse(env.TEST_PRIVATE_JWK) as JWK, "RS256"));
const TEST_KID = () => (JSON.parse(env.TEST_PRIVATE_JWK) as JWK).kid as string;

/** An RS256 ID token signed with the trusted test key (valid unless claims/header say otherwise). */
export async function signToken(claims: Claims = {}, header: Partial<JWTHeaderParameters> = {}): Promise<string> {
  return new SignJWT(merge(claims))
    .setProtectedHeader({ alg: "RS256", kid: TEST_KID(), typ: "JWT", ...header })
    .sign(await signingKey());
}

/** An unsigned token (alg "none"), the shape the Firebase Auth Emulator issues. */
export function unsignedToken(claims: Claims = {}): string {
  const part = (value: unknown) => base64url.encode(JSON.stringify(value));
  return `${part({ alg: "none", typ: "JWT" })}.${part(merge(claims))}.`;
}

/**
 * Creates (or resets the roles of) a test user in this test file's D1; returns its users.id. Admin is
 * users.role; staff is a staff_savezi row for the user's federation.
 */
export async function seedUser(kind: UserKind): Promise<number> {
  const u = TEST_USERS[kind];
  const row = await env.DB.prepare(
    `INSERT INTO users (uuid, firebase_user_id, email, email_verified, role, search_email) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (firebase_user_id) DO UPDATE SET role = excluded.role RETURNING id`,
  )
    .bind(
      crypto.randomUUID(),
      u.uid,
      u.email,
      u.emailVerified ? 1 : 0,
      u.role === "admin" ? "admin" : "member",
      u.email,
    )
    .first<{ id: number }>();
  const id = row!.id;
  await env.DB.batch([
    env.DB.prepare("DELETE FROM staff_savezi WHERE user_id = ?").bind(id),
    ...(u.savez
      ? [env.DB.prepare("INSERT INTO staff_savezi (user_id, savez_id) VALUES (?, ?)").bind(id, u.savez)]
      : []),
    // An official is a row of its email in its club (duznosnici_klubova), like the second wave's invitations.
    ...(u.club
      ? [
          ...TEST_CLUBS_SQL.map((statement) => env.DB.prepare(statement)),
          env.DB.prepare(
            `INSERT INTO duznosnici_klubova (id, club_id, email, uloga, savez_id)
             SELECT ?, ?, ?, 'tajnik', ? WHERE NOT EXISTS
               (SELECT 1 FROM duznosnici_klubova WHERE email = ? AND club_id = ? AND deleted_at IS NULL)`,
          ).bind(crypto.randomUUID(), u.club, u.email, SAVEZ_A, u.email, u.club),
        ]
      : []),
  ]);
  // A row written straight into D1 is a change made outside the Worker: its cached rows must not hide it.
  forgetRows();
  return id;
}

/** An Authorization header value for a seeded user of this kind; `overrides` change its token claims. */
export async function bearer(kind: UserKind = "member", overrides: Claims = {}): Promise<string> {
  await seedUser(kind);
  const u = TEST_USERS[kind];
  const token = await signToken({ sub: u.uid, email: u.email, email_verified: u.emailVerified, ...overrides });
  return `Bearer ${token}`;
}

/**
 * A staff member of federation A under a fresh uid, distinct from every other account (a second staff member
 * beside one at its limit); returns its Authorization. A test's own writes need none: each test has rate-limit
 * buckets of its own (tests/worker/setup/rate-limits.ts).
 */
export async function freshStaffBearer(): Promise<string> {
  const uid = `staff-${crypto.randomUUID()}`;
  const email = `${uid}@test.test`;
  const row = await env.DB.prepare(
    "INSERT INTO users (uuid, firebase_user_id, email, email_verified) VALUES (?, ?, ?, 1) RETURNING id",
  )
    .bind(crypto.randomUUID(), uid, email)
    .first<{ id: number }>();
  await env.DB.prepare("INSERT INTO staff_savezi (user_id, savez_id) VALUES (?, ?)").bind(row!.id, SAVEZ_A).run();
  return `Bearer ${await signToken({ sub: uid, email, email_verified: true })}`;
}
