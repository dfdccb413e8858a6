// Document inputs: federation documents and result documents of a competition. This module is pure: no I/O.
import { z } from "zod";
import { BIDI_CONTROLS, DOCUMENT_KEY } from "../document-file";
import { VALIDATION } from "../texts";
import { description, savezId, trimmed, uuid } from "./text";

/** A link to a document: a site path ("/documents/x.pdf", "/api/v1/files/...") or an http(s) URL. */
const documentUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => /^\/(?!\/)\S*$/.test(v) || /^https?:\/\/\S+$/i.test(v), {
    error: VALIDATION.badDocumentUrl,
  });

/** The R2 key the upload route gave a stored file (`<uuid>.<pdf|docx>`); nothing else may be linked. */
export const documentKey = z.string().trim().regex(DOCUMENT_KEY, { error: VALIDATION.badDocumentKey });

/** A document's display name: like any name, and never with a bidi control that would disguise it. */
export const documentName = trimmed(1, 200).refine((name) => !BIDI_CONTROLS.test(name), {
  error: VALIDATION.badCharacters,
});

/** One federation document (dokumenti_saveza). */
export const dokumentSavezaSchema = z.object({
  naziv: documentName,
  opis: description(2000),
  dokument_url: documentUrl,
  dokument_key: documentKey.nullish(),
  savez_id: savezId,
});

/** One result document attached to a stored competition (natjecanja_dokumenti). */
export const natjecanjeDokumentSchema = z.object({
  natjecanje_id: uuid,
  naziv: documentName,
  dokument_key: documentKey,
  savez_id: savezId,
});

/** A validated federation document. */
export type DokumentSavezaInput = z.output<typeof dokumentSavezaSchema>;
/** A validated result document. */
export type NatjecanjeDokumentInput = z.output<typeof natjecanjeDokumentSchema>;
