// What the REST routes, rewritten pages and the daily job need of a data provider (./provider.ts chooses one
// per request or job; ./javno.ts, ./memberships.ts, ./personal-data.ts, ./roles and ./file-references.ts answer
// them on D1, ./hasura-provider.ts through Hasura), typed with the public shapes of shared/schemas/javno.ts and
// the entity rows.
import type {
  JavnaStranica,
  JavnoDogadanje,
  JavnoNatjecanje,
  JavnoNatjecanjeDetalji,
} from "../../shared/schemas/javno";
import type { AuditEntry, AuditQuery } from "../../shared/schemas/audit";
import type { AuditCursor } from "./audit";
import type { FederationChoice } from "./federations";
import type { FileReferences } from "./file-references";
import type { LeagueStore } from "./lige-store";
import type { EntryStore } from "./prijave-store";
import type { DogadanjaCursor, KalendarRow, NatjecanjaCursor, SitemapRow, SitemapSection } from "./javno";
import type { PhotoFacts } from "./memberships";
import type { ErasureResult, PersonalData } from "./personal-data";
import type { PeopleCursor, Person } from "./roles";
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
  /** A published membership's photo and whose it is, for the photo route to decide the right (can()). */
  membershipPhoto(id: string): Promise<PhotoFacts | null>;
  /** The federations the caller may act for (GET /api/v1/me: the SPA's switcher), by name. */
  federationsFor(scope: Scope): Promise<FederationChoice[]>;
  /** The sitemap index's read: the first key of every page of each section (./javno.ts sitemapRows). */
  sitemapIndex(scope: Scope): Promise<Record<SitemapSection, string[]>>;
  /** One sitemap page: at most SITEMAP_PAGE_URLS published rows of a section from its first key on, in key order. */
  sitemapPage(scope: Scope, page: { section: SitemapSection; from: string }): Promise<SitemapRow[]>;
  /** One page of the People search (accounts, with their federations and pending invitations). */
  listPeople(scope: Scope, q: string, after: PeopleCursor | null): Promise<{ people: Person[]; next: string | null }>;
  /** Everything held about users row `userId` (its own export, or an admin's for it); DataError not_found. */
  personalData(userId: number): Promise<PersonalData>;
  /** Erases the account of users row `userId` everywhere the provider keeps it; DataError not_found. */
  eraseAccount(scope: Scope, userId: number): Promise<ErasureResult | { lastAdmin: true }>;
  /**
   * Which of these R2 keys some row links (published or in 'Obrisano'): what the sweep and the purge keep.
   * Throws when the store cannot say, so that nothing is deleted then.
   */
  fileReferences: FileReferences;
  /**
   * The daily purge: rows 30 days in 'Obrisano' go with their children, each audited once, then the R2 objects
   * (of `files`) no row links any more. How many rows went, and the keys released.
   */
  purgeDeleted(files: R2Bucket | undefined, now: number): Promise<{ purged: number; files: string[] }>;

  // Leagues (issue 31) -------------------------------------------------------------------------------------
  /**
   * The league's store for one request (./lige.ts runs every league read and operation over it): the caller's
   * scope (D1's audit rows) and the request's Hasura session headers (the Hasura store sends them).
   */
  lige(scope: Scope, hasuraSession: Readonly<Record<string, string>>): LeagueStore;

  // Entries (issue 30) -------------------------------------------------------------------------------------
  /**
   * The entries' store for one request (./prijave.ts runs every entry read and operation over it): the caller's
   * scope (D1's audit rows) and the request's Hasura session headers (the Hasura store's writes send them).
   */
  prijave(scope: Scope, hasuraSession: Readonly<Record<string, string>>): EntryStore;
}
