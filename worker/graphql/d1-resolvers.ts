// The D1 provider's resolvers: Hasura-style fields answered with SQL. Ordering is explicit in SQL
// (NULLS FIRST/LAST as Hasura's order_by says), limits are clamped, inserts validate with the shared schemas
// and stamp created_by from the verified caller. Who may call what is decided before this (rules.ts).
import { matchKey } from "../../shared/match-key";
import { dokumentSavezaSchema, natjecanjeDokumentSchema } from "../../shared/schemas/dokument";
import { najavaSchema } from "../../shared/schemas/najava";
import { natjecanjeSchema } from "../../shared/schemas/natjecanje";
import { natjecateljiSchema } from "../../shared/schemas/natjecatelj";
import { rezultatSchema } from "../../shared/schemas/rezultat";
import type { Caller } from "../auth/caller";
import type { UserProfile } from "../auth/provision";
import { parseInput, safeError } from "./errors";

/** What every resolver gets: the database, the verified caller and (signed in) its users row. */
export interface D1Context {
  db: D1Database;
  caller: Caller;
  /** The caller's users row as the auth middleware read it this request; absent for anonymous callers. */
  profile?: UserProfile;
}

const PROFILE_SQL =
  "SELECT id, uuid, firebase_user_id, bc_membership_number, created_at, NULL AS memberships_json FROM users WHERE id = ?";

type OrderBy = "asc" | "asc_nulls_first" | "asc_nulls_last" | "desc" | "desc_nulls_first" | "desc_nulls_last";
interface ListArgs {
  order_by?: { created_at?: OrderBy | null }[] | null;
  limit?: number | null;
}

// Hasura follows Postgres: plain asc puts NULLs last, plain desc puts them first.
const ORDER_SQL: Record<OrderBy, string> = {
  asc: "ASC NULLS LAST",
  asc_nulls_first: "ASC NULLS FIRST",
  asc_nulls_last: "ASC NULLS LAST",
  desc: "DESC NULLS FIRST",
  desc_nulls_first: "DESC NULLS FIRST",
  desc_nulls_last: "DESC NULLS LAST",
};

/** Most rows one list field returns. */
export const MAX_ROWS = 5000;
/** Rows per INSERT ... SELECT FROM json_each(?) statement of a bulk insert (keeps each bound value small). */
const BULK_CHUNK = 1000;

/** The ORDER BY and LIMIT of a list field, from whitelisted values only (never client text in SQL). */
function listClause(args: ListArgs, fallback: OrderBy): string {
  const direction = ORDER_SQL[args.order_by?.[0]?.created_at ?? fallback] ?? ORDER_SQL[fallback];
  const limit = Math.max(0, Math.min(args.limit ?? MAX_ROWS, MAX_ROWS));
  // rowid breaks ties so equal timestamps come back in a stable order (newest insert first when desc).
  const tie = direction.startsWith("DESC") ? "DESC" : "ASC";
  return `ORDER BY created_at ${direction}, rowid ${tie} LIMIT ${limit}`;
}

async function all<T>(db: D1Database, sql: string, ...params: unknown[]): Promise<T[]> {
  const { results } = await db
    .prepare(sql)
    .bind(...params)
    .all<T>();
  return results;
}

interface NatjecanjeRow {
  id: string;
}

/** Adds the lazily loaded `dokumenti` field to competitions: one query for the whole list, not one per row. */
function withDokumenti(db: D1Database, rows: NatjecanjeRow[]) {
  const loaded = new Map<string, Promise<Map<string, unknown[]>>>();
  const load = (args: ListArgs) => {
    const clause = listClause({ order_by: args.order_by }, "asc_nulls_last").replace(/ LIMIT \d+$/, "");
    let groups = loaded.get(clause);
    if (!groups) {
      const ids = JSON.stringify(rows.map((r) => r.id));
      groups = all<{ natjecanje_id: string }>(
        db,
        `SELECT id, natjecanje_id, naziv, dokument_key, created_at FROM natjecanja_dokumenti
         WHERE natjecanje_id IN (SELECT value FROM json_each(?)) ${clause}`,
        ids,
      ).then((docs) => {
        const byId = new Map<string, unknown[]>();
        for (const doc of docs) byId.set(doc.natjecanje_id, [...(byId.get(doc.natjecanje_id) ?? []), doc]);
        return byId;
      });
      loaded.set(clause, groups);
    }
    return groups;
  };
  return rows.map((row) => ({
    ...row,
    dokumenti: async (args: ListArgs) => {
      const docs = (await load(args)).get(row.id) ?? [];
      return args.limit == null ? docs : docs.slice(0, Math.max(0, args.limit));
    },
  }));
}

/** Maps a failed foreign key to the field that named a missing row; other errors pass through. */
async function guardForeignKey<T>(write: Promise<T>, field: string): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (String((error as Error).message).includes("FOREIGN KEY")) {
      throw safeError("BAD_USER_INPUT", "The input is not valid.", { fields: { [field]: ["Ne postoji."] } });
    }
    throw error;
  }
}

async function insertOne(db: D1Database, sql: string, params: unknown[]): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  await db
    .prepare(sql)
    .bind(id, ...params)
    .run();
  return { id };
}

/** The root value of the D1 schema: one function per Hasura-style field. */
export const d1Root = {
  feed: (args: ListArgs, { db }: D1Context) =>
    all(db, `SELECT id, subject, slika_url, description, created_at FROM feed ${listClause(args, "desc_nulls_last")}`),

  rezultati: async (args: ListArgs, { db }: D1Context) => {
    const rows = await all<{ payload: string }>(
      db,
      `SELECT id, natjecanje_id, payload, created_at FROM rezultati ${listClause(args, "desc_nulls_last")}`,
    );
    return rows.map((row) => ({ ...row, payload: JSON.parse(row.payload) as unknown }));
  },

  // Only ever the caller's own row, whatever the request asks for. The auth middleware has just read that
  // row and its memberships (same request, oldest first): they are reused, so the trusted users query
  // needs no statement of its own. Another order, or a first-sight row, is read here.
  users: async (_args: ListArgs, { db, caller, profile }: D1Context) => {
    if (caller.userId === null) return [];
    const rows = profile?.id === caller.userId ? [profile] : await all<UserProfile>(db, PROFILE_SQL, caller.userId);
    return rows.map(({ memberships_json, ...user }) => ({
      ...user,
      memberships: (args: ListArgs) => {
        if (memberships_json !== null && ORDER_SQL[args.order_by?.[0]?.created_at ?? "asc"] === ORDER_SQL.asc) {
          const list = JSON.parse(memberships_json) as unknown[];
          return list.slice(0, Math.max(0, Math.min(args.limit ?? MAX_ROWS, MAX_ROWS)));
        }
        return all(
          db,
          `SELECT id, number, type, status, expiry, first_name, last_name, profile_picture_url, created_at
           FROM memberships WHERE user_id = ? ${listClause(args, "asc_nulls_last")}`,
          user.id,
        );
      },
    }));
  },

  dokumenti_saveza: (args: ListArgs, { db }: D1Context) =>
    all(
      db,
      `SELECT id, naziv, opis, dokument_url, created_at FROM dokumenti_saveza ${listClause(args, "desc_nulls_last")}`,
    ),

  natjecatelji: (args: ListArgs, { db }: D1Context) =>
    all(db, `SELECT id, ime, prezime, team, created_at FROM natjecatelji ${listClause(args, "desc_nulls_last")}`),

  natjecanja: async (args: ListArgs, { db }: D1Context) => {
    const rows = await all<NatjecanjeRow>(
      db,
      `SELECT id, naziv, datum_od, datum_do, lokacija, dokument_key, dokument_naziv, created_at
       FROM natjecanja ${listClause(args, "desc_nulls_last")}`,
    );
    return withDokumenti(db, rows);
  },

  insert_feed_one: ({ object }: { object: unknown }, { db, caller }: D1Context) => {
    const { subject, description } = parseInput(najavaSchema, object, ["object"]);
    return insertOne(db, "INSERT INTO feed (id, subject, description, created_by) VALUES (?, ?, ?, ?)", [
      subject,
      description,
      caller.userId,
    ]);
  },

  // All or nothing: every chunk is one statement of a single D1 batch, which is one transaction.
  insert_natjecatelji: async ({ objects }: { objects: unknown }, { db, caller }: D1Context) => {
    const rows = parseInput(natjecateljiSchema, objects, ["objects"]).map((n) => ({
      id: crypto.randomUUID(),
      ...n,
      match_key: matchKey(n),
    }));
    const statements = [];
    for (let i = 0; i < rows.length; i += BULK_CHUNK) {
      statements.push(
        db
          .prepare(
            `INSERT INTO natjecatelji (id, ime, prezime, team, match_key, created_by)
             SELECT value ->> '$.id', value ->> '$.ime', value ->> '$.prezime', value ->> '$.team',
                    value ->> '$.match_key', ? FROM json_each(?)`,
          )
          .bind(caller.userId, JSON.stringify(rows.slice(i, i + BULK_CHUNK))),
      );
    }
    await db.batch(statements);
    return { affected_rows: rows.length };
  },

  insert_natjecanja_one: ({ object }: { object: unknown }, { db, caller }: D1Context) => {
    const n = parseInput(natjecanjeSchema, object, ["object"]);
    return insertOne(
      db,
      `INSERT INTO natjecanja (id, naziv, datum_od, datum_do, lokacija, dokument_key, dokument_naziv, created_by)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [n.naziv, n.datum_od, n.datum_do, n.lokacija, n.dokument_key ?? null, n.dokument_naziv ?? null, caller.userId],
    );
  },

  insert_rezultati_one: ({ object }: { object: unknown }, { db, caller }: D1Context) => {
    const r = parseInput(rezultatSchema, object, ["object"]);
    const write = insertOne(db, "INSERT INTO rezultati (id, natjecanje_id, payload, created_by) VALUES (?, ?, ?, ?)", [
      r.natjecanje_id ?? null,
      JSON.stringify(r.payload),
      caller.userId,
    ]);
    return guardForeignKey(write, "object.natjecanje_id");
  },

  insert_dokumenti_saveza_one: ({ object }: { object: unknown }, { db, caller }: D1Context) => {
    const d = parseInput(dokumentSavezaSchema, object, ["object"]);
    return insertOne(
      db,
      "INSERT INTO dokumenti_saveza (id, naziv, opis, dokument_url, dokument_key, created_by) VALUES (?, ?, ?, ?, ?, ?)",
      [d.naziv, d.opis, d.dokument_url, d.dokument_key ?? null, caller.userId],
    );
  },

  insert_natjecanja_dokumenti_one: ({ object }: { object: unknown }, { db, caller }: D1Context) => {
    const d = parseInput(natjecanjeDokumentSchema, object, ["object"]);
    const write = insertOne(
      db,
      "INSERT INTO natjecanja_dokumenti (id, natjecanje_id, naziv, dokument_key, created_by) VALUES (?, ?, ?, ?, ?)",
      [d.natjecanje_id, d.naziv, d.dokument_key, caller.userId],
    );
    return guardForeignKey(write, "object.natjecanje_id");
  },
};
