// The caller's users row, read on every signed-in request whose caller is not cached (worker/auth/caller-cache.ts).
// Built with Drizzle from the user and membership descriptions; the lookup is compiled once per isolate.
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { ENTITIES } from "../../shared/entities";
import { pozivnice, staffSavezi } from "../../shared/entities/roles";
import { normaliseName } from "../../shared/match-key";
import { publicColumns, type Entity } from "../../shared/entities/entity";
import type { Role } from "../../shared/types";
import { database } from "./db";
import { excluded, jsonGroupArray, jsonObject, lower, ordered } from "./expressions";
import { column } from "./read";
import { perDatabase, qb } from "./statements";

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
  /** JSON array of the klubovi ids the user is an official of (by its verified email). */
  clubs_json: string;
  /** Invitations waiting for this email (applied only once it is verified). */
  pending_invitations: number;
}

const { users, memberships } = ENTITIES;
const account = users.table;
const fields = (entity: Entity) =>
  Object.fromEntries(publicColumns(entity).map((name) => [name, column(entity, name)]));

// The row and what the role check needs; the profile's columns are the user description's public ones.
const USER_FIELDS = {
  ...fields(users),
  role: account.role,
  email: account.email,
  email_verified: account.email_verified,
  name: account.name,
};

// The memberships as one JSON array in the same statement, keys and columns from the membership description:
// those of the account's email while it is verified, an index range scan (memberships_email_created_at) of a
// few rows, a few microseconds against about 1 ms of CPU for a statement of its own.
const card = memberships.table;
const ownCards = qb
  .select(fields(memberships))
  .from(card)
  .where(and(eq(card.email, lower(account.email)), eq(account.email_verified, 1), isNull(card.deleted_at)))
  .orderBy(...ordered(card.created_at, "asc_nulls_last", "asc_nulls_last"))
  .as("own_cards");
const MEMBERSHIPS_JSON = qb
  .select({
    list: jsonGroupArray(jsonObject(Object.fromEntries(publicColumns(memberships).map((n) => [n, ownCards[n]!])))),
  })
  .from(ownCards);

// Staff rights are per federation (staff_savezi, primary key user_id + savez_id: an index lookup), and a
// pending invitation for the account's email is noticed in the same statement (index pozivnice_email).
const FEDERATIONS_JSON = qb
  .select({ list: jsonGroupArray(staffSavezi.savez_id) })
  .from(staffSavezi)
  .where(eq(staffSavezi.user_id, account.id));
// A club's officials are rows of its email (duznosnici_klubova, index duznosnici_klubova_email), counted only
// while the account's email is verified: like a membership, a role in a club follows a proved address.
const officials = ENTITIES.duznosnici_klubova.table;
const CLUBS_JSON = qb
  .select({ list: jsonGroupArray(officials.club_id) })
  .from(officials)
  .where(and(eq(officials.email, lower(account.email)), eq(account.email_verified, 1), isNull(officials.deleted_at)));
const PENDING_INVITATIONS = qb
  .select({ n: count() })
  .from(pozivnice)
  .where(and(eq(pozivnice.email, lower(account.email)), isNull(pozivnice.accepted_at), isNull(pozivnice.withdrawn_at)));

// Compiled once per D1 binding (Drizzle's prepared query): this is the hottest statement of the app.
const byUid = perDatabase((db) =>
  db
    .select({
      ...USER_FIELDS,
      memberships_json: sql`${MEMBERSHIPS_JSON}`,
      federations_json: sql`${FEDERATIONS_JSON}`,
      clubs_json: sql`${CLUBS_JSON}`,
      pending_invitations: sql`${PENDING_INVITATIONS}`,
    })
    .from(account)
    .where(eq(account.firebase_user_id, sql.placeholder("uid")))
    .prepare(),
);

/** The users row of a Firebase uid with its memberships, or null. */
export async function userByUid(db: D1Database, uid: string): Promise<UserRow | null> {
  const row = await byUid(database(db)).get({ uid });
  return (row as UserRow | undefined) ?? null;
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

/** The users columns the token's facts set. */
const factColumns = (facts: TokenFacts) => {
  const { email, verified, name, search_email, search_name } = withSearchKeys(facts);
  return { email, email_verified: verified, name, search_email, search_name };
};

/**
 * Creates (or, racing another first request, returns) the member row of a uid. The upsert makes a race of two
 * first requests harmless: the loser updates the winner's row with the same token facts and still gets the
 * row back, in the same single statement. Its memberships are not read (the resolver reads them itself).
 */
export async function provisionUser(db: D1Database, uid: string, facts: TokenFacts): Promise<UserRow | null> {
  const row = await database(db)
    .insert(account)
    .values({ uuid: crypto.randomUUID(), firebase_user_id: uid, ...factColumns(facts) })
    .onConflictDoUpdate({
      target: account.firebase_user_id,
      set: {
        email: excluded(account.email),
        email_verified: excluded(account.email_verified),
        name: excluded(account.name),
        search_email: excluded(account.search_email),
        search_name: excluded(account.search_name),
      },
    })
    .returning({ ...USER_FIELDS, pending_invitations: sql`${PENDING_INVITATIONS}`, clubs_json: sql`${CLUBS_JSON}` })
    .get();
  return row ? ({ ...row, memberships_json: null, federations_json: "[]" } as unknown as UserRow) : null;
}

/** Follows the token's email and name facts. */
export async function updateTokenFacts(db: D1Database, id: number, facts: TokenFacts) {
  await database(db).update(account).set(factColumns(facts)).where(eq(account.id, id)).run();
}
