// The edge-cache tags of a trusted operation: the entities its document reads or writes, as the rules
// derive them (operation-needs.ts, Hasura's naming: root fields and nested relationship fields of a query,
// `insert_feed_one` → feed for a mutation), so the cache and authorisation never disagree on what an
// operation touches and no list is kept by hand. This module is pure: no I/O.
import type { DocumentNode } from "graphql";
import { ENTITIES } from "../../shared/entities";
import type { Entity } from "../../shared/entities/entity";
import { isMutation, needsOf } from "../graphql/operation-needs";

/** An entity a write touched, with the federation of the written rows when it is known. */
export interface Touched {
  entity: string;
  federationId?: string | null;
}

/** The variable a read names its federation with; its answer is then tagged by that federation. */
export const FEDERATION_VARIABLE = "savez_id";

/**
 * Every entity a document reads, at any depth (`natjecanja { dokumenti }` reads natjecanja_dokumenti too), and
 * the parents of those rows: a result is hidden when its competition moves to 'Obrisano', so a read of results
 * depends on writes to competitions.
 */
export function readEntities(document: DocumentNode): string[] {
  const entities = needsOf(document).flatMap((need) => {
    if (need.action !== "read") return [];
    const parent = (ENTITIES[need.entity] as Entity).parent?.entity;
    return parent ? [need.entity, parent] : [need.entity];
  });
  return [...new Set(entities)].sort();
}

/** Every entity a document's mutation writes (creates, updates, deletes, restores). Queries write nothing. */
export function writtenEntities(document: DocumentNode): string[] {
  // A query that reads 'Obrisano' needs the restore right, yet writes nothing.
  if (!isMutation(document)) return [];
  const entities = needsOf(document).flatMap((need) => (need.action === "read" ? [] : [need.entity]));
  return [...new Set(entities)].sort();
}

/**
 * The federation a read's (parsed) variables name, or null for a city-wide read. An id of "*" would alias
 * the unknown-federation tag, so it is read as city-wide: tagged by every write, never stale.
 */
export function federationOf(variables: unknown): string | null {
  if (typeof variables !== "object" || variables === null) return null;
  const id = (variables as Record<string, unknown>)[FEDERATION_VARIABLE];
  if (typeof id !== "string" && typeof id !== "number") return null;
  return String(id) === "*" ? null : String(id);
}

/*
 * Tags. Every tag has a generation (edge-cache.ts); an answer is keyed by the generations of its tags, and a
 * write replaces the generations of the tags it touched. Three tags per entity E:
 *   E      any write to E                        → city-wide answers of E depend on it
 *   E@F    a write to rows of E in federation F  → answers of E for federation F depend on it
 *   E@*    a write to E, federation unknown      → answers of E for every federation depend on it
 * So a write in F drops city-wide answers and F's, never G's; a write whose federation is unknown drops all.
 */

/** The tags an answer reading `entities` depends on, for one federation or city-wide. */
export function answerTags(entities: readonly string[], federationId: string | null): string[] {
  return entities.flatMap((entity) =>
    federationId === null ? [entity] : [`${entity}@${federationId}`, `${entity}@*`],
  );
}

/** The tags whose generations a write replaces. */
export function writeTags(touched: readonly Touched[]): string[] {
  const tags = touched.flatMap(({ entity, federationId }) => [entity, `${entity}@${federationId ?? "*"}`]);
  return [...new Set(tags)].sort();
}
