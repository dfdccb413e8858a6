// Entity types as the SPA reads them (SPEC §3), picked from the entity descriptions' rows so a column's
// type is written once. Type-only imports: no Drizzle code reaches the SPA. This module is pure: no I/O.
import type { InferSelectModel } from "drizzle-orm";
import type { ENTITIES } from "./entities";

export type Role = "anonymous" | "member" | "staff" | "admin";

/** A row of an entity as D1 stores it, column by column (shared/entities is the one description). */
type RowOf<K extends keyof typeof ENTITIES> = InferSelectModel<(typeof ENTITIES)[K]["table"]>;

/** A feed item as ReadFeed returns it. */
export type FeedItem = Pick<RowOf<"feed">, "id" | "subject" | "slika_url" | "description">;

export interface PoredakEntry {
  mjesto: number;
  bodovi: number;
  ime: string;
}

/** A result as ReadFeed returns it: the payload is JSON (Hasura's jsonb). */
export type Rezultat = Pick<RowOf<"rezultati">, "created_at"> & {
  /** The competition the result belongs to (its page is /natjecanja/:id); ReadFeed asks for it. */
  natjecanje_id?: string | null;
  payload: { naziv?: string; poredak: PoredakEntry[] };
};

/** A membership card as the users query returns it. */
export type Membership = Pick<
  RowOf<"memberships">,
  "id" | "number" | "type" | "status" | "expiry" | "first_name" | "last_name" | "profile_picture_url"
>;

/** The caller's own user row as the users query returns it. */
export type User = Pick<RowOf<"users">, "id" | "uuid" | "bc_membership_number"> & {
  firebase_user_id: string;
  memberships: Membership[];
};

/** A federation document as the dokumenti_saveza query returns it. */
export type DokumentSaveza = Pick<RowOf<"dokumenti_saveza">, "id" | "naziv" | "opis" | "dokument_url">;

/** A competitor as entered (CSV row or manual form). */
export type Natjecatelj = Pick<RowOf<"natjecatelji">, "ime" | "prezime" | "team">;

/** A result document attached to a competition, as the Natjecanja query returns it. */
export type NatjecanjeDokument = Pick<
  RowOf<"natjecanja_dokumenti">,
  "id" | "naziv" | "dokument_key" | "created_at" | "version"
>;

/** A stored competition as the Natjecanja query returns it; `version` is what an edit sends back. */
export type Natjecanje = Pick<
  RowOf<"natjecanja">,
  "id" | "naziv" | "datum_od" | "datum_do" | "lokacija" | "dokument_key" | "dokument_naziv" | "version"
> & { dokumenti: NatjecanjeDokument[] };

/** Public client configuration served by GET /api/v1/config (no secrets). */
export interface PublicConfig {
  appName: string;
  version: string;
  firebase: { apiKey: string; projectId: string; authDomain: string; emulatorHost: string | null };
}
