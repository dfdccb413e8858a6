// The trusted operations on federation documents: everyone's list, the staff's list with versions, one create
// and the edits. This module is pure: no I/O.
import { z } from "zod";
import { createOne, defineOperation, editOperations, list, pick, savezList, type ResultOf } from "../../graphql/define";
import { dokumentSavezaSchema } from "./input";
import type { Row } from "../entity";
import type { dokumentSaveza } from ".";

type DokumentSavezaRow = Row<typeof dokumentSaveza>;

/** A federation document as everyone reads it. */
export const publicDokument = pick<DokumentSavezaRow>()(["id", "naziv", "opis", "dokument_url"]);

/** SPEC §7 dokumenti_saveza: the federation documents. */
export const dokumenti_saveza = defineOperation({
  name: "dokumenti_saveza",
  document: `query dokumenti_saveza {
  dokumenti_saveza(order_by: {created_at: desc_nulls_last}) {
    id
    naziv
    opis
    dokument_url
  }
}`,
  variables: z.object({}),
  result: { dokumenti_saveza: list(publicDokument) },
});

/** A federation document as the dokumenti_saveza query returns it. */
export type DokumentSaveza = ResultOf<typeof dokumenti_saveza>["dokumenti_saveza"][number];

/** A federation's documents with their versions, newest first (staff). */
export const DokumentiSaveza = savezList(
  "DokumentiSaveza",
  "dokumenti_saveza",
  pick<DokumentSavezaRow>()(["id", "naziv", "opis", "dokument_url", "created_at", "version"]),
);

/** One federation document; the file is already in R2 (staff). */
export const CreateDokumentSaveza = createOne(
  "CreateDokumentSaveza",
  "dokumenti_saveza",
  dokumentSavezaSchema,
  pick<DokumentSavezaRow>()(["id"]),
);

export const dokumentSavezaEdits = editOperations("DokumentSaveza", "dokumenti_saveza", dokumentSavezaSchema);
