// Entity types as the SPA reads them (SPEC §3). This module is pure: no I/O.

export type Role = "anonymous" | "member" | "staff" | "admin";

export interface FeedItem {
  id: string;
  subject: string | null;
  slika_url: string | null;
  description: string | null;
}

export interface PoredakEntry {
  mjesto: number;
  bodovi: number;
  ime: string;
}

export interface Rezultat {
  payload: { naziv?: string; poredak: PoredakEntry[] };
  created_at: string | null;
}

export interface Membership {
  id: string;
  number: string;
  type: string;
  status: string;
  expiry: string | null;
  first_name: string;
  last_name: string;
  profile_picture_url: string | null;
}

export interface User {
  id: number;
  uuid: string;
  firebase_user_id: string;
  bc_membership_number: string | null;
  memberships: Membership[];
}

export interface DokumentSaveza {
  id: string;
  naziv: string;
  opis: string;
  dokument_url: string;
}

export interface Natjecatelj {
  ime: string;
  prezime: string;
  team: string;
}

/** Public client configuration served by GET /api/v1/config (no secrets). */
export interface PublicConfig {
  appName: string;
  version: string;
  firebase: { apiKey: string; projectId: string; authDomain: string; emulatorHost: string | null };
}
