// The entries' answers (issue 30), typed once: the Worker writes them (worker/data/prijave.ts) and the SPA reads
// them (web/lib/prijave.ts, web/lib/prijave-savez.ts). Pure: types only.
import type { NastupStatus } from "../entities/nastup/input";

/** An athlete an entry enters: in a seat, or a substitute. */
export interface EntryMember {
  id: string;
  ime: string;
  prezime: string;
  zamjena: boolean;
}

/** A competition's entry as staff's list shows it: with its event, club, athletes and waiting position. */
export interface EntryRow {
  id: string;
  disciplina_id: string;
  disciplina: string;
  club_id: string;
  klub: string;
  status: NastupStatus;
  /** The waiting list's position (1 is next), or null. */
  pozicija: number | null;
  redni: number;
  startni_broj: number | null;
  naknadna: boolean;
  zakasnjela: boolean;
  kotizacija_centi: number;
  razlog_odbijanja: string | null;
  mjesto: number | null;
  rezultat: string | null;
  version: number;
  created_at: string | null;
  sportasi: EntryMember[];
}

/** An event as the entry window shows it: its crew, and its places (the cap, null for none) and how full. */
export interface EventPlaces {
  id: string;
  naziv: string;
  spol: string | null;
  vrsta: string;
  posada: number;
  zamjene: number;
  kapacitet: number | null;
  prihvacene: number;
  cekanje: number;
}

/** An event as staff's list shows it: also its age categories and the version an edit names. */
export interface EventRow extends EventPlaces {
  kategorije: string[];
  version: number;
}
