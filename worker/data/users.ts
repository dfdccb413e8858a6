// The caller's users row, read on every signed-in request. The statements are built with Drizzle from the
// user and membership descriptions once per isolate (compile-only), then run as plain D1 statements: this
// is the hottest path of the app, so it pays for no query building per request.
import { sql } from "drizzle-orm";
import { ENTITIES } from "../../shared/entities";
import { pozivnice, staffSavezi } from "../../shared/entities/roles";
import { normaliseName } from "../../shared/match-key";
import { publicColumns, type Entity } from "../../shared/entities/entity";
import type { Role } from "../../shared/types";
import { column } from "./read";
import { bind, compile } from "./statements";

/** The caller's own users row as the `users` field shows it. */
export interface UserProfile {
  id: number;
  uuid: string;
  firebase_user_id: string | null;
  bc_membership_number: string | null;
  created_at: string | null;
  /**
   * The caller's memberships as a JSON array, oldest first (nulls last, then insertion order), read in the
   * same statement; null when they were not read (first sight: the resolver reads them itself).
   */
  memberships_json: string | null;
}

export interface UserRow extends UserProfile {
  role: Exclude<Role, "anonymous">;
  email: string | null;
  email_verified: number;
  name: string | null;
  /** JSON array of the savezi ids the user is staff of. */
  federations_json: string;
  /** Invitations waiting for this email (applied only once it is verified). */
  pending_invitations: number;
}

const { users, memberships } = ENTITIES;
const names = (entity: Entity, extra: string[] = []) =>
  sql.join(
    [...publicColumns(entity), ...extra].map((name) => column(entity, name)),
    sql`, `,
  );

// The row and what the role check needs; the profile's columns are the user description's public ones.
const USER_COLUMNS = names(users, ["role", "email", "email_verified", "name"]);

// The memberships as one JSON array in the same statement, keys and columns from the membership description:
// those of the account's email while it is verified, an index range scan (memberships_email_created_at) of a few rows, a few microseconds against about 1 ms of
// CPU for a statement of its own.
const membershipObject = sql.join(
  publicColumns(memberships).map((name) => sql`${sql.raw(`'${name}'`)}, ${column(memberships, name)}`),
  sql`, `,
);
const MEMBERSHIPS_JSON = sql`(SELECT json_group_array(json_object(${membershipObject}))
  FROM (SELECT * FROM ${memberships.table} WHERE ${column(memberships, "email")} = lower(${column(users, "email")})
          AND ${column(users, "email_verified")} = 1 AND ${column(memberships, "deleted_at")} IS NULL
        ORDER BY ${column(memberships, "created_at")} ASC NULLS LAST, rowid ASC) AS ${memberships.table})`;

// Staff rights are per federation (staff_savezi, primary key user_id + savez_id: an index lookup), and a
// pending invitation for the account's email is noticed in the same statement (index pozivnice_email).
const FEDERATIONS_JSON = sql`(SELECT json_group_array(${staffSavezi.savez_id}) FROM ${staffSavezi}
  WHERE ${staffSavezi.user_id} = ${column(users, "id")})`;
const PENDING_INVITATIONS = sql`(SELECT count(*) FROM ${pozivnice}
  WHERE ${pozivnice.email} = lower(${column(users, "email")}) AND ${pozivnice.accepted_at} IS NULL
    AND ${pozivnice.withdrawn_at} IS NULL)`;

const SELECT_BY_UID = compile(
  sql`SELECT ${USER_COLUMNS}, ${MEMBERSHIPS_JSON} AS memberships_json, ${FEDERATIONS_JSON} AS federations_json,
        ${PENDING_INVITATIONS} AS pending_invitations
      FROM ${users.table} WHERE ${column(users, "firebase_user_id")} = ${sql.placeholder("uid")}`,
);

// First sight of a uid. The upsert makes a race of two first requests harmless: the loser updates the
// winner's row with the same token facts and still gets the row back, in the same single statement.
const PROVISION = compile(
  sql`INSERT INTO ${users.table} (uuid, firebase_user_id, email, email_verified, name, search_email, search_name)
      VALUES (${sql.placeholder("uuid")}, ${sql.placeholder("uid")}, ${sql.placeholder("email")},
              ${sql.placeholder("verified")}, ${sql.placeholder("name")}, ${sql.placeholder("search_email")},
              ${sql.placeholder("search_name")})
      ON CONFLICT (firebase_user_id) DO UPDATE SET email = excluded.email, email_verified = excluded.email_verified,
        name = excluded.name, search_email = excluded.search_email, search_name = excluded.search_name
      RETURNING ${sql.raw(["id", ...publicColumns(users).filter((n) => n !== "id"), "role", "email", "email_verified", "name"].join(", "))},
        NULL AS memberships_json, '[]' AS federations_json,
        (SELECT count(*) FROM ${pozivnice} WHERE ${pozivnice.email} = lower(${column(users, "email")})
          AND ${pozivnice.accepted_at} IS NULL AND ${pozivnice.withdrawn_at} IS NULL) AS pending_invitations`,
);

const UPDATE_FACTS = compile(
  sql`UPDATE ${users.table} SET email = ${sql.placeholder("email")}, email_verified = ${sql.placeholder("verified")},
        name = ${sql.placeholder("name")}, search_email = ${sql.placeholder("search_email")},
        search_name = ${sql.placeholder("search_name")}
      WHERE ${column(users, "id")} = ${sql.placeholder("id")}`,
);

/** The users row of a Firebase uid with its memberships, or null. */
export function userByUid(db: D1Database, uid: string): Promise<UserRow | null> {
  return bind(db, SELECT_BY_UID, { uid }).first<UserRow>();
}

/** What the token says about an account; the users row follows it. */
export interface TokenFacts {
  email: string | null;
  verified: 0 | 1;
  name: string | null;
}

/** The facts with People search's keys: lower-cased, diacritic-free email and name. */
const withSearchKeys = (facts: TokenFacts) => ({
  ...facts,
  search_email: facts.email === null ? null : normaliseName(facts.email),
  search_name: facts.name === null ? null : normaliseName(facts.name),
});

/** Creates (or, racing another first request, returns) the member row of a uid. */
export function provisionUser(db: D1Database, uid: string, facts: TokenFacts): Promise<UserRow | null> {
  return bind(db, PROVISION, { ...withSearchKeys(facts), uid, uuid: crypto.randomUUID() }).first<UserRow>();
}

/** Follows the token's email and name facts. */
export async function updateTokenFacts(db: D1Database, id: number, facts: TokenFacts) {
  await bind(db, UPDATE_FACTS, { ...withSearchKeys(facts), id }).run();
}
