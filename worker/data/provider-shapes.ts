// The reads the REST routes and rewritten pages need of a data provider (./provider.ts chooses one per
// request; ./javno.ts and ./memberships.ts answer them on D1, ./hasura-provider.ts through Hasura), typed with
// the public shapes of shared/schemas/javno.ts and the entity rows.
import type {
  JavnaStranica,
  JavnoDogadanje,
  JavnoNatjecanje,
  JavnoNatjecanjeDetalji,
} from "../../shared/schemas/javno";
import type { AuditEntry, AuditQuery } from "../../shared/schemas/audit";
import type { AuditCursor } from "./audit";
import type { DogadanjaCursor, KalendarRow, NatjecanjaCursor } from "./javno";
import type { Scope } from "./scope";

/** A federation as the public pages name it. */
export interface SavezRow {
  id: string;
  slug: string;
  naziv: string;
  opis: string;
  logo_key: string | null;
}

/** What a card's verification reads of a membership (any federation, deleted ones included). */
export interface CardRow {
  id: string;
  number: string;
  type: string;
  status: string;
  expiry: string | null;
  valid_from: string | null;
  first_name: string;
  last_name: string;
  photo_key: string | null;
  profile_picture_url: string | null;
  deleted_at: string | null;
  /** The card's token version: a token signed at another one is replaced (issue 28 item 5). */
  token_version: number;
  /** The card's federation, or null. */
  savez: { naziv: string; slug: string } | null;
}

export interface NatjecanjaOptions {
  savezId: string | null;
  savezSlug: string;
  limit: number;
  cursor: NatjecanjaCursor | null;
  danas: string;
}

/** The reads of the REST routes and pages; each takes the caller's scope, as every data call does. */
export interface DataProvider {
  savezBySlug(scope: Scope, slug: string): Promise<SavezRow | null>;
  listNatjecanja(scope: Scope, options: NatjecanjaOptions): Promise<JavnaStranica<JavnoNatjecanje>>;
  getNatjecanje(scope: Scope, id: string, danas: string): Promise<JavnoNatjecanjeDetalji | null>;
  listDogadanja(
    scope: Scope,
    options: { limit: number; cursor: DogadanjaCursor | null },
  ): Promise<JavnaStranica<JavnoDogadanje>>;
  getDogadanje(scope: Scope, id: string): Promise<JavnoDogadanje | null>;
  kalendarRows(scope: Scope, savezId: string | null, now?: Date): Promise<KalendarRow[]>;
  /** The caller's own cards: the memberships of its verified email, oldest first. */
  ownMemberships(scope: Scope): Promise<Record<string, unknown>[]>;
  /**
   * The card-number prefix of each federation (its register's, else the default of its slug): printed in
   * the caller's own card tokens, read only for the federations of the caller's cards.
   */
  registerPrefixes(savezIds: readonly string[]): Promise<Map<string, string>>;
  /** One page of the audit log, newest first; refused (DataError) beyond the caller's audit right. */
  listAudit(
    scope: Scope,
    query: AuditQuery,
    cursor: AuditCursor | null,
  ): Promise<{ entries: AuditEntry[]; next: string | null }>;
  /**
   * The membership a verified card token names. The right to read it is the token's signature, which the
   * route has checked: no role's permission decides it.
   */
  cardById(id: string): Promise<CardRow | null>;
}
