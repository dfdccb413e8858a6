// Every entity, by name: the registry the SDL, the resolvers, the write path, the permission table and the
// consistency tests walk. This module is pure: no I/O.
import { dokumentRezultata } from "./dokument-rezultata";
import { dokumentSaveza } from "./dokument-saveza";
import type { Entity } from "./entity";
import { feed } from "./feed";
import { membership } from "./membership";
import { natjecanje } from "./natjecanje";
import { natjecatelj } from "./natjecatelj";
import { prijava } from "./prijava";
import { rezultat } from "./rezultat";
import { savez } from "./savez";
import { user } from "./user";
import { sezona } from "./sezona";
import { klub } from "./klub";
import { duznosnik } from "./duznosnik";
import { sportas } from "./sportas";
import { dobnaKategorija } from "./dobna-kategorija";
import { licenca } from "./licenca";
import { transfer } from "./transfer";

export const ENTITIES = {
  feed,
  rezultati: rezultat,
  users: user,
  memberships: membership,
  dokumenti_saveza: dokumentSaveza,
  natjecatelji: natjecatelj,
  natjecanja: natjecanje,
  natjecanja_dokumenti: dokumentRezultata,
  savezi: savez,
  natjecanja_natjecatelji: prijava,
  // The season (issue 29): seasons, clubs, their officials, athletes, age categories, licences, transfers.
  sezone: sezona,
  klubovi: klub,
  duznosnici_klubova: duznosnik,
  sportasi: sportas,
  dobne_kategorije: dobnaKategorija,
  licence: licenca,
  transferi: transfer,
} as const satisfies Record<string, Entity>;

export type EntityName = keyof typeof ENTITIES;

export const ENTITY_NAMES = Object.keys(ENTITIES) as EntityName[];

/** The stored files' ledger (who uploaded each R2 object): a table of its own, never a GraphQL entity. */
export { uploads } from "./upload";

/** Every column holding an R2 key, by entity: what the file checks and the references walk. */
export const FILE_COLUMNS: readonly { entity: EntityName; column: string }[] = ENTITY_NAMES.flatMap((entity) =>
  ((ENTITIES[entity] as Entity).files ?? []).map((column) => ({ entity, column })),
);
