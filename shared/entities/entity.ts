// The shape of an entity description: one per entity, the single source of its columns (the Drizzle table),
// its create input (the zod schema the SPA's forms and the Worker both run), what GraphQL never shows, and its
// flags. The SDL, the D1 queries, the write path, the permission rows and the SPA's types follow from these.
// This module is pure: no I/O.
import { getTableColumns, type InferSelectModel } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { z } from "zod";
import { editSetOf } from "../graphql/define";
import type { CheckConstraint } from "./rules";

/** What a row of the entity is subject to. */
export interface EntityFlags {
  /** Rows belong to one federation. */
  federation: boolean;
  /** Rows carry an integer `version`; an update or delete must send the version it read (else 409). */
  versioned: boolean;
  /** A delete moves the row to 'Obrisano' instead of removing it. */
  softDelete: boolean;
}

/**
 * A relationship field: the child rows pointing at a row (Hasura's array relationship, the default), or
 * the one row a row points at (`kind: "object"`, e.g. a feed item's federation).
 */
export interface Relation {
  kind?: "array" | "object";
  /** The GraphQL field on the parent, e.g. `dokumenti`. */
  field: string;
  /** The child entity's name. */
  entity: string;
  /** Array: the child's column holding the parent's key. Object: the other entity's key column. */
  foreignKey: string;
  /** Array: the parent's key column. Object: this entity's column pointing at the other row. */
  parentKey: string;
}

export interface Entity<TTable extends SQLiteTable = SQLiteTable> {
  /** Table name, GraphQL type name and permission name at once (Hasura's convention). */
  name: string;
  table: TTable;
  /** Columns GraphQL never exposes (who wrote a row, internal keys). */
  hidden: readonly string[];
  /** Text columns holding JSON, exposed as Hasura's `jsonb`. */
  json?: readonly string[];
  /** The create input of one row, validated in the SPA and the Worker; absent when GraphQL cannot create it. */
  input?: z.ZodType;
  /** The input of a bulk insert (`insert_x(objects:)`) when it has limits of its own. */
  bulkInput?: z.ZodType;
  /** Columns computed from a valid input on the server (never sent by a client). */
  derive?: (row: Record<string, unknown>) => Record<string, unknown>;
  relations?: readonly Relation[];
  /**
   * A row whose federation is its parent's (a result of a competition): the column pointing at the parent
   * and the parent entity. Such a row is written for the parent's federation, whatever the input says.
   */
  parent?: { column: string; entity: string };
  /**
   * Columns pointing at a row that must be of the same federation as this row (a start list's competitor):
   * the write path refuses another federation's row as a field error, as if it did not exist (`message`: the
   * error's text, the competitor's by default).
   */
  sameFederation?: readonly { column: string; entity: string; message?: string }[];
  /** False for entities read only through a parent's relationship (no list field at the query root). */
  listed?: boolean;
  /**
   * Columns holding the key of an object in R2 (a document, a logo): the purge deletes those objects with the
   * row, a replaced key's old object is deleted after the write commits, and the sweep keeps referenced keys.
   */
  files?: readonly string[];
  /**
   * Integer columns an edit only counts up, by one (`update_x(_inc: {column: 1})`), never sets: a card's token
   * version. Hasura's update permission includes them; the D1 schema takes `_inc` on such an entity's update.
   */
  increments?: readonly string[];
  /**
   * The columns naming the club(s) a row belongs to, for permissions of scope `club`: a club's own `id`, an
   * athlete's or licence's `club_id`, both clubs of a transfer. A club official reaches a row when one of them
   * is a club it is an official of.
   */
  clubs?: readonly string[];
  /**
   * Columns pointing at a row that must be of the same club as this row (a licence's athlete): the write path
   * refuses another club's row as a field error, as if it did not exist. `via` names this row's column holding
   * the club the other row must be of (club_id unless said: a transfer's athlete is of the releasing club).
   */
  sameClub?: readonly { column: string; entity: string; via?: string }[];
  /**
   * Input fields only a caller whose right reaches this wide may write (a licence's status: the federation's
   * staff decide it, a club only requests). Hasura's column permissions say the same (scripts/lib/hasura).
   */
  writtenOnlyAt?: Readonly<Record<string, "all" | "federation">>;
  /**
   * Columns an edit sets besides its changes, from the row before, the changes, the actor's users.id and the
   * instant (a licence's decision: who and when, whenever its status changes).
   */
  onEdit?: (
    before: Record<string, unknown>,
    changes: Record<string, unknown>,
    actorId: number | null,
    at: string,
  ) => Record<string, unknown>;
  /** The column holding the users.id a row belongs to, for permissions of scope `own`. */
  owner?: string;
  /**
   * The column holding the (lower-cased) email a row belongs to, for permissions of scope `own`: the row is the
   * caller's when that is the caller's verified email (a membership).
   */
  ownerEmail?: string;
  /**
   * Columns that describe a person (names, email, date of birth, photo): the personal-data export shows them
   * in audit entries only to the person they describe, and redacts them in entries about somebody else.
   */
  personal?: readonly string[];
  /**
   * What a failed unique index says, by its first column (else 'Već je zauzeto.'): an athlete's second live
   * licence for a season, a federation's second active season.
   */
  taken?: Readonly<Record<string, string>>;
  /** The table's CHECK constraints that stand for a field's rule: a failed one is that field's error. */
  checks?: readonly CheckConstraint[];
  /** How its lists are ordered when a query does not say: newest first, or oldest first (a card's memberships). */
  defaultOrder?: "asc_nulls_last" | "desc_nulls_last";
  flags: EntityFlags;
}

/**
 * The columns that place a row in a tenant (issue 44, "tenancy is derived"): a row's federation is its parent's
 * (an athlete's club's, a result's competition's) or, for a row without a parent, named at federation scope.
 * Below federation scope (a club's officials) no edit names one: the D1 write path refuses it, and Hasura's
 * update permissions of such roles leave it out (scripts/lib/hasura/metadata.ts).
 */
export const TENANT_COLUMNS: readonly string[] = ["savez_id"];

/** Declares an entity; the identity function keeps each module's table type for its row type. */
export function defineEntity<TTable extends SQLiteTable>(entity: Entity<TTable>): Entity<TTable> {
  return entity;
}

/** The columns of an entity that GraphQL exposes, by SQL name, in table order. */
export function publicColumns(entity: Entity): string[] {
  return Object.values(getTableColumns(entity.table))
    .map((column) => column.name)
    .filter((name) => !entity.hidden.includes(name));
}

/** An edit's `_set`: every field of the entity's create input made optional (unknown keys refused). */
export function setSchemaOf(entity: Entity): z.ZodObject {
  return editSetOf(entity.input!);
}

/** A row as D1 stores it. */
export type Row<E extends Entity> = InferSelectModel<E["table"]>;
