// The public clubs (issue 29): the answers of GET /api/v1/klubovi and /api/v1/klubovi/:slug that the SPA's
// /klubovi pages, the rewritten pages and the sitemap share. Pure: no I/O.
import type { JavniSavez } from "./javno";

/** Most clubs one list answer holds (a search narrows it). */
export const KLUBOVI_MAX = 500;

/** A club in the public list. */
export interface JavniKlub {
  slug: string;
  naziv: string;
  kratki_naziv: string;
  logo_key: string | null;
  savez: JavniSavez | null;
}

/** An athlete as a club's public page names them: by name only. */
export interface JavniSportas {
  ime: string;
  prezime: string;
}

/** One club with what its public page shows: the licensed athletes of its federation's active season. */
export interface JavniKlubDetalji extends JavniKlub {
  adresa: string | null;
  email: string | null;
  /** The federation's active season, or null when it has none. */
  sezona: { naziv: string } | null;
  sportasi: JavniSportas[];
}

/** Most athletes one search answers: a name narrows them further. */
export const PRETRAGA_MAX = 20;

/** An athlete as a search for a transfer shows them: who, where, born when; nothing else of theirs. */
export interface PronadeniSportas {
  id: string;
  ime: string;
  prezime: string;
  godina_rodenja: number | null;
  klub: { id: string; naziv: string } | null;
}

/** The athlete of a transfer as its parties and staff see it (GET /api/v1/transferi/sportasi): by name only. */
export type TransferSportas = Pick<PronadeniSportas, "id" | "ime" | "prezime">;

/** A club of the caller's as 'Moj klub' (GET /api/v1/moj-klub) lists it: ids too, and the federation's season. */
export interface MojKlub {
  id: string;
  slug: string;
  naziv: string;
  kratki_naziv: string;
  savez_id: string | null;
  savez: { naziv: string; slug: string } | null;
  /** The federation's active season, or null. */
  sezona: { id: string; naziv: string; datum_od: string; datum_do: string; licence_od: string } | null;
}
