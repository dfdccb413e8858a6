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
} as const satisfies Record<string, Entity>;

export type EntityName = keyof typeof ENTITIES;

export const ENTITY_NAMES = Object.keys(ENTITIES) as EntityName[];
