// Result document input (natjecanja_dokumenti): a document attached to a stored competition. This module is
// pure: no I/O.
import { z } from "zod";
import { documentKey, documentName, savezId, uuid } from "../../schemas/text";

/** One result document attached to a stored competition (natjecanja_dokumenti). */
export const natjecanjeDokumentSchema = z.object({
  natjecanje_id: uuid,
  naziv: documentName,
  dokument_key: documentKey,
  savez_id: savezId,
});

/** A validated result document. */
export type NatjecanjeDokumentInput = z.output<typeof natjecanjeDokumentSchema>;
