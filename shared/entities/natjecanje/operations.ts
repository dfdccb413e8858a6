// The trusted operations on competitions (staff): the list with its result documents, one create, the edits.
// This module is pure: no I/O.
import { z } from "zod";
import { createRow, defineOperation, editOperations, list, pick, type ResultOf } from "../../graphql/define";
import { natjecanjeSchema } from "./input";
import { NATJECANJE_FIELD_NAMES } from "./fields";
import { savezId } from "../../schemas/text";
import type { Row } from "../entity";
import type { dokumentRezultata } from "../dokument-rezultata";
import type { natjecanje } from ".";

/** A result document attached to a competition, as Natjecanja lists it. */
const natjecanjeDokument = pick<Row<typeof dokumentRezultata>>()([
  "id",
  "naziv",
  "dokument_key",
  "created_at",
  "version",
]);

/** Stored competitions (every declared field) with their result documents, newest first (staff). */
export const Natjecanja = defineOperation({
  name: "Natjecanja",
  document: `query Natjecanja($savez_id: String) {
  natjecanja(where: {savez_id: {_eq: $savez_id}}, order_by: {created_at: desc_nulls_last}) {
    id
    ${NATJECANJE_FIELD_NAMES.join("\n    ")}
    dokument_key
    dokument_naziv
    version
    dokumenti(order_by: {created_at: asc_nulls_last}) {
      id
      naziv
      dokument_key
      created_at
      version
    }
  }
}`,
  variables: z.object({ savez_id: savezId }),
  result: {
    natjecanja: list(
      pick<Row<typeof natjecanje>>()(["id", ...NATJECANJE_FIELD_NAMES, "dokument_key", "dokument_naziv", "version"], {
        dokumenti: list(natjecanjeDokument),
      }),
    ),
  },
});

/** A stored competition as Natjecanja returns it; `version` is what an edit sends back. */
export type Natjecanje = ResultOf<typeof Natjecanja>["natjecanja"][number];
/** A result document attached to a competition, as Natjecanja returns it. */
export type NatjecanjeDokument = Natjecanje["dokumenti"][number];

/** One competition; its document is already in R2 under dokument_key (staff). */
export const CreateNatjecanje = createRow("CreateNatjecanje", "natjecanja", natjecanjeSchema);

export const natjecanjeEdits = editOperations("Natjecanje", "natjecanja", natjecanjeSchema);
