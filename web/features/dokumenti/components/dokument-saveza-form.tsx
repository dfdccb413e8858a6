import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { dokumentSavezaSchema } from "../../../../shared/schemas/dokument";
import { T, T_STAFF } from "../../../../shared/texts";
import { DocumentDropzone, UploadProgress } from "../../../components/document-dropzone";
import { SavezSwitcher } from "../../../components/savez-switcher";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useCurrentSavez } from "../../../lib/current-savez";
import { blankFields, fieldsNamed, formMessageSlot, missingFieldsFirst } from "../../../lib/form-errors";
import { Field, FormMessages, StaffForm } from "../../../components/form-field";
import { useDocumentSubmit } from "../../../lib/use-document-submit";
import { createDokumentSaveza } from "../api/dokumenti";

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
  const { file, setFile, saved, setSaved, progress, busy, send } = useDocumentSubmit();
  const { savezId } = useCurrentSavez();
  const { register, handleSubmit, reset, setError, clearErrors, formState } = useForm({
    resolver,
    defaultValues: EMPTY,
    context: { file },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (fields) => {
    if (!file) return; // the resolver asks for it first
    const ok = await send(
      file,
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
      <Field id="dokument-naziv" label={T_STAFF.naziv} error={errors.naziv} formId={FORM_ID}>
        {(props) => <input {...props} required {...register("naziv")} />}
      </Field>
      <Field id="dokument-opis" label={T.opis} error={errors.opis} formId={FORM_ID}>
        {(props) => <textarea {...props} rows={3} {...register("opis")} />}
      </Field>
      <DocumentDropzone file={file} onFile={setFile} onError={formMessageSlot(setError, clearErrors)} disabled={busy} />
      {progress !== null ? <UploadProgress percent={progress} /> : null}
      <FormMessages formId={FORM_ID} errors={errors} />
      {saved ? <Alert severity="success">{T_STAFF.dokumentSavezaOk}</Alert> : null}
      <Button type="submit" disabled={busy}>
        {T.posalji}
      </Button>
    </StaffForm>
  );
}
