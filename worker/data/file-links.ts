// Files belong to someone (issue 28): every upload is recorded in `uploads` (shared/entities/upload.ts); a
// row may link only a key its federation (or the caller) uploaded and no row links yet, or the key it links
// already; and a key's record and R2 object go only when no row links it any more, decided inside the D1
// batch that drops its last reference. Keys are public (a feed item's slika_url, a logo, a document's URL),
// so without this a federation's staff could link another federation's file and then delete it by
// unlinking it.
import { and, not } from "drizzle-orm";
import type { UploadKind } from "../../shared/entities/upload";
import { uploads } from "../../shared/entities/upload";
import type { Entity } from "../../shared/entities/entity";
import { T_FILE_LINK } from "../../shared/texts";
import type { Database } from "./db";
import { DataError } from "./errors";
import { inList } from "./expressions";
import { d1References, linkedInD1, linkedKeys, linkedSelects } from "./file-references";
import type { Scope } from "./scope";
import type { Statement } from "./statements";

type Values = Record<string, unknown>;

/** What an upload's record says beyond its key. */
export interface UploadRecord {
  kind: UploadKind;
  size: number;
}

/**
 * The record of a stored upload: the uploader, and the federation it belongs to, the uploader's only one
 * (staff of one federation, the usual case); an uploader of several or none (an admin) gets null, and then only
 * that uploader may link it. Insert it in the batch of the upload's audit row.
 */
export function uploadRecord(db: Database, scope: Scope, key: string, { kind, size }: UploadRecord): Statement {
  const savezId = scope.federations.length === 1 ? scope.federations[0]! : null;
  return db.insert(uploads).values({ key, kind, uploaded_by: scope.userId, savez_id: savezId, size });
}

/** The kind of an upload from its key and type (membership photos live under their own prefix). */
export function uploadKind(key: string, contentType: string): UploadKind {
  if (key.startsWith("clanstva/")) return "photo";
  return contentType.startsWith("image/") ? "image" : "document";
}

/** One row a write is about to store: its file values, its federation, what it linked before, where its input sits. */
export interface LinkingRow {
  values: Values;
  /** The federation the row belongs to (a federation's own row: its id); null when it has none. */
  savezId: string | null;
  /** The row before an edit (its current keys stay linkable by it); absent for a create. */
  before?: Values;
  /** Where the row's input sits in the request ("object", "objects.2", "_set"). */
  path: string;
}

/** The federation a row's files belong to: its savez_id, or for a federation's own row (its logo) its id. */
export function rowFederation(entity: Entity, row: Values): string | null {
  if (entity.flags.federation) return (row.savez_id as string | null | undefined) ?? null;
  return entity.name === "savezi" ? ((row.id as string | undefined) ?? null) : null;
}

/** The keys a row sets that it does not link already, with their field paths. */
function newLinks(entity: Entity, row: LinkingRow): { key: string; field: string }[] {
  return (entity.files ?? []).flatMap((name) => {
    const key = row.values[name];
    if (typeof key !== "string" || key === row.before?.[name]) return [];
    return [{ key, field: `${row.path}.${name}` }];
  });
}

/**
 * Refuses a write that links a key not its to link: not recorded as uploaded (or released already), uploaded
 * for another federation by someone else, or linked by another row (or twice in this write). The refusal is
 * a field error at the key's field (400), before anything is written.
 */
export async function checkFileLinks(db: Database, scope: Scope, entity: Entity, rows: readonly LinkingRow[]) {
  const links = rows.flatMap((row) => newLinks(entity, row).map((link) => ({ ...link, row })));
  if (links.length === 0) return;
  const keys = links.map((link) => link.key);
  // The keys as one bound JSON list (an import of 5 000 memberships; D1 binds at most 100 values), one read.
  const records = await db
    .select({ key: uploads.key, uploaded_by: uploads.uploaded_by, savez_id: uploads.savez_id })
    .from(uploads)
    .where(inList(uploads.key, keys));
  const owners = new Map(records.map((r) => [r.key, r]));
  const linked = await d1References(db)(keys);
  const claimed = new Set<string>();
  for (const { key, field, row } of links) {
    const owner = owners.get(key);
    const mine =
      owner && (owner.savez_id === row.savezId || (owner.uploaded_by !== null && owner.uploaded_by === scope.userId));
    if (!mine) throw new DataError("invalid", T_FILE_LINK.notYours, field);
    if (linked.has(key) || claimed.has(key)) throw new DataError("invalid", T_FILE_LINK.taken, field);
    claimed.add(key);
  }
}

/** The keys an edit stops linking (a replaced or removed file). */
export function droppedKeys(entity: Entity, before: Values, after: Values): string[] {
  return (entity.files ?? []).flatMap((name) => {
    const old = before[name];
    return typeof old === "string" && old !== after[name] ? [old] : [];
  });
}

/** The statements that release keys, and how to read the released ones from their results. */
export interface Release {
  statements: Statement[];
  /** The released keys, from the results of `statements` (the last results of the batch). */
  released: (results: readonly unknown[]) => string[];
}

/**
 * Statements to append to the batch that drops references to `keys`: the records of the keys no row links
 * any more are deleted (so nobody can link them again), then the keys still linked are selected; the rest are
 * released. All run in the batch's transaction after the writes, so a key another row links stays, records
 * and all; an edit that lost (a stale version) dropped nothing and releases nothing.
 */
export function releaseStatements(db: Database, keys: readonly string[]): Release {
  const unique = [...new Set(keys)];
  const deletes =
    unique.length === 0
      ? []
      : [db.delete(uploads).where(and(inList(uploads.key, unique), not(linkedInD1(uploads.key))))];
  const selects = linkedSelects(db, unique);
  return {
    statements: [...deletes, ...selects],
    released: (results) => {
      const linked = linkedKeys(results.slice(results.length - selects.length));
      return unique.filter((key) => !linked.has(key));
    },
  };
}
