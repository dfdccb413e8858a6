// 'Obrisano': the one trusted operation that reads every editable entity at once (a federation's deleted rows),
// so it belongs to no single entity's folder. This module is pure: no I/O.
import { z } from "zod";
import { savezId } from "../schemas/text";
import type { dokumentRezultata } from "../entities/dokument-rezultata";
import type { dokumentSaveza } from "../entities/dokument-saveza";
import type { Row } from "../entities/entity";
import type { feed } from "../entities/feed";
import type { membership } from "../entities/membership";
import type { natjecanje } from "../entities/natjecanje";
import type { natjecatelj } from "../entities/natjecatelj";
import { rezultatFields } from "../entities/rezultat/operations";
import { defineOperation, list, pick } from "./define";

const TRASHED = `where: {savez_id: {_eq: $savez_id}, deleted_at: {_is_null: false}}, order_by: {created_at: desc_nulls_last}`;

/** 'Obrisano': a federation's deleted rows of every kind, restorable for 30 days (staff). */
export const Obrisano = defineOperation({
  name: "Obrisano",
  document: `query Obrisano($savez_id: String) {
  feed(${TRASHED}) {
    id
    subject
    description
    deleted_at
    version
  }
  natjecatelji(${TRASHED}) {
    id
    ime
    prezime
    team
    deleted_at
    version
  }
  natjecanja(${TRASHED}) {
    id
    naziv
    deleted_at
    version
  }
  rezultati(${TRASHED}) {
    id
    payload
    deleted_at
    version
  }
  dokumenti_saveza(${TRASHED}) {
    id
    naziv
    deleted_at
    version
  }
  natjecanja_dokumenti(${TRASHED}) {
    id
    naziv
    deleted_at
    version
  }
  memberships(${TRASHED}) {
    id
    number
    first_name
    last_name
    deleted_at
    version
  }
}`,
  variables: z.object({ savez_id: savezId }),
  result: {
    feed: list(pick<Row<typeof feed>>()(["id", "subject", "description", "deleted_at", "version"])),
    natjecatelji: list(pick<Row<typeof natjecatelj>>()(["id", "ime", "prezime", "team", "deleted_at", "version"])),
    natjecanja: list(pick<Row<typeof natjecanje>>()(["id", "naziv", "deleted_at", "version"])),
    rezultati: list(rezultatFields(["id", "deleted_at", "version"])),
    dokumenti_saveza: list(pick<Row<typeof dokumentSaveza>>()(["id", "naziv", "deleted_at", "version"])),
    natjecanja_dokumenti: list(pick<Row<typeof dokumentRezultata>>()(["id", "naziv", "deleted_at", "version"])),
    memberships: list(
      pick<Row<typeof membership>>()(["id", "number", "first_name", "last_name", "deleted_at", "version"]),
    ),
  },
});
