// The public competitions, event archive and calendars (issue 16): the answers of the public REST reads the
// SPA, the edge-rewritten pages and the calendars share, and the limits of their query parameters. Pure.
import type { PoredakEntry } from "../types";
import { SLUG } from "../entities/savez/input";
import type { NatjecanjePublic } from "../entities/natjecanje/fields";
import type { FeedPublic } from "../entities/feed/fields";

/** Rows a public list page holds by default, and at most (a larger `limit` is refused, not clamped). */
export const JAVNO_PAGE_SIZE = 20;
export const JAVNO_MAX_PAGE_SIZE = 50;

/** A federation as public pages name it. */
export interface JavniSavez {
  slug: string;
  naziv: string;
  logo_key?: string | null;
}

/**
 * A competition in the public list: its public columns (picked in its folder, NATJECANJE_PUBLIC), its
 * federation and `nadolazece`: it has not ended yet (Zagreb's date).
 */
export interface JavnoNatjecanje extends NatjecanjePublic {
  savez: JavniSavez | null;
  nadolazece: boolean;
}

/** A document of a competition: its announcement document, or a result document. */
export interface JavniDokument {
  naziv: string;
  url: string;
}

/** A result linked to a competition. */
export interface JavniRezultat {
  id: string;
  created_at: string | null;
  payload: { naziv?: string; poredak: PoredakEntry[] };
}

/** A registered competitor of a competition (its start list): name and team only. */
export interface PrijavljeniNatjecatelj {
  ime: string;
  prezime: string;
  team: string;
}

/** One competition with everything its public page shows. */
export interface JavnoNatjecanjeDetalji extends JavnoNatjecanje {
  version: number;
  dokumenti: JavniDokument[];
  rezultati: JavniRezultat[];
  prijavljeni: PrijavljeniNatjecatelj[];
}

/** An announcement in the archive and on its own page: its public columns (FEED_PUBLIC) and its federation. */
export interface JavnoDogadanje extends FeedPublic {
  savez: JavniSavez | null;
}

/** One keyset page: the rows and the opaque cursor of the next page (null on the last). */
export interface JavnaStranica<T> {
  items: T[];
  next: string | null;
}

/** A federation slug as federations are given one (./savez.ts `SLUG`), 2–60 characters. */
export const isSlug = (value: string) => value.length >= 2 && value.length <= 60 && SLUG.test(value);

/** A row id: a text UUID, or one of the seed's fixed ids ("c0000000-…"), as `rowId` in ./text.ts. */
export const ID_PATTERN = /^[0-9a-z]{8}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{12}$/;
