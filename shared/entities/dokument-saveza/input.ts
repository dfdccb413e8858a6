// Federation document input (dokumenti_saveza). This module is pure: no I/O.
import { z } from "zod";
import { T_VALIDATION } from "../../texts";
import { description, documentKey, documentName, savezId } from "../../schemas/text";

/** A link to a document: a site path ("/documents/x.pdf", "/api/v1/files/...") or an http(s) URL. */
const documentUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => /^\/(?!\/)\S*$/.test(v) || /^https?:\/\/\S+$/i.test(v), {
    error: T_VALIDATION.badDocumentUrl,
  });

/** One federation document (dokumenti_saveza). */
export const dokumentSavezaSchema = z.object({
  naziv: documentName,
  opis: description(2000),
  dokument_url: documentUrl,
  dokument_key: documentKey.nullish(),
  savez_id: savezId,
});

/** A validated federation document. */
export type DokumentSavezaInput = z.output<typeof dokumentSavezaSchema>;
