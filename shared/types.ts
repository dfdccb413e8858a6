// Entity types as the SPA reads them (SPEC §3): what an operation returns is typed by the operation
// (shared/entities/<entity>/operations.ts, picked from the rows), so a column's type is written once.
// Type-only imports: no Drizzle code reaches the SPA. This module is pure: no I/O.
import type { InferSelectModel } from "drizzle-orm";
import type { ENTITIES } from "./entities";
import type { ReadFeedData } from "./entities/feed/operations";

export type Role = "anonymous" | "member" | "official" | "staff" | "admin";

/** A row of an entity as D1 stores it, column by column (shared/entities is the one description). */
type RowOf<K extends keyof typeof ENTITIES> = InferSelectModel<(typeof ENTITIES)[K]["table"]>;

/** A feed item as ReadFeed and Savez return it. */
export type FeedItem = Omit<ReadFeedData["feed"][number], "savez">;

export type { Membership, User } from "./entities/user/operations";
export type { DokumentSaveza } from "./entities/dokument-saveza/operations";
export type { Natjecanje, NatjecanjeDokument } from "./entities/natjecanje/operations";

/** One line of a result's standings. */
export interface PoredakEntry {
  mjesto: number;
  bodovi: number;
  ime: string;
}

/** A competitor as entered (CSV row or manual form). */
export type Natjecatelj = Pick<RowOf<"natjecatelji">, "ime" | "prezime" | "team">;

/** Public client configuration served by GET /api/v1/config (no secrets). */
export interface PublicConfig {
  appName: string;
  version: string;
  firebase: { apiKey: string; projectId: string; authDomain: string; emulatorHost: string | null };
}
