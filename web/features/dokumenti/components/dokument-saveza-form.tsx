import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { dokumentSavezaSchema } from "../../../../shared/entities/dokument-saveza/input";
import { T, T_STAFF } from "../../../../shared/texts";
import { DocumentFormEnd } from "../../../components/document-dropzone";
import { SavezSwitcher } from "../../../components/savez-switcher";
import { useCurrentSavez } from "../../../lib/current-savez";
import { blankFields, fieldsNamed, missingFieldsFirst } from "../../../lib/form-errors";
import { formFields, StaffForm } from "../../../components/form-field";
import { useDocumentSubmit } from "../../../lib/use-document-submit";
import { createDokumentSaveza } from "../api/dokumenti";
import { TextArea, TextField } from "../../../components/form-controls";

/** The fields a person types; the link and key come from the upload. */
const fieldsSchema = dokumentSavezaSchema.pick({ naziv: true, opis: true });

type Values = z.input<typeof fieldsSchema>;
type Context = { file: File | null };

const FORM_ID = "dokument";
const EMPTY: Values = { naziv: "", opis: "" };
const toField = fieldsNamed(["naziv", "opis"]);

/** Naziv and the document, else 'Sva polja moraju biti ispunjena.'; then the shared schema (opis is optional). */
const resolver = missingFieldsFirst(
  zodResolver<Values, Context, z.output<typeof fieldsSchema>>(fieldsSchema),
  (values, context) => [...blankFields(values, ["naziv"]), ...(context?.file ? [] : ["root"])],
);

/** Staff adds a federation document: naziv, opis and one PDF/DOCX, uploaded like a competition's. */
export function DokumentSavezaForm({ onSaved }: { onSaved: () => void }) {
  const upload = useDocumentSubmit();
  const { file, setSaved, send } = upload;
  const { savezId } = useCurrentSavez();
  const form = useForm({
    resolver,
    defaultValues: EMPTY,
    context: { file },
  });
  const { handleSubmit, reset, setError } = form;
  const field = formFields(form, FORM_ID);

  const submit = handleSubmit(async (fields) => {
    const ok = await send(
      (stored, token) =>
        createDokumentSaveza({ ...fields, dokument_url: stored.url, dokument_key: stored.key }, token, savezId),
      { setError, toField },
    );
    if (!ok) return;
    reset();
    onSaved();
  });

  return (
    <StaffForm onSubmit={submit} onStart={() => setSaved(false)} aria-label={T_STAFF.dodajDokumentSaveza}>
      <h2>{T_STAFF.dodajDokumentSaveza}</h2>
      <SavezSwitcher />
      <TextField id="dokument-naziv" label={T_STAFF.naziv} required {...field("naziv")} />
      <TextArea id="dokument-opis" label={T.opis} rows={3} {...field("opis")} />
      <DocumentFormEnd upload={upload} form={form} formId={FORM_ID} savedText={T_STAFF.dokumentSavezaOk} />
    </StaffForm>
  );
}
