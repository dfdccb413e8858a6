import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { natjecanjeDokumentSchema } from "../../../shared/schemas/dokument";
import { T, T_STAFF } from "../../../shared/texts";
import { DocumentDropzone, UploadProgress } from "../../components/document-dropzone";
import { DocumentLinks } from "../../components/document-links";
import { StaffPage } from "../../components/staff-only";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useCurrentSavez } from "../../lib/current-savez";
import { blankFields, fieldsNamed, formMessageSlot, missingFieldsFirst } from "../../lib/form-errors";
import { FormMessages, StaffForm } from "../../components/form-field";
import { NatjecanjeField } from "../../components/form-natjecanje-field";
import { useNatjecanja, type Natjecanje } from "../../lib/natjecanja";
import { useDocumentSubmit } from "../../lib/use-document-submit";
import { createDokumentRezultata } from "./api/dokumenti";

const FORM_ID = "dokument-rezultata";
type Values = { natjecanje_id: string };
/** The name and key of the document come from the upload; a refusal of them is the form's message. */
const toField = fieldsNamed(["natjecanje_id"]);

/** A stored competition and the document, else 'Sva polja moraju biti ispunjena.'; then the shared schema. */
const resolver = missingFieldsFirst(
  zodResolver<Values, { file: File | null }, Values>(natjecanjeDokumentSchema.pick({ natjecanje_id: true })),
  (values, context) => [...blankFields(values, ["natjecanje_id"]), ...(context?.file ? [] : ["root"])],
);

function ResultDocuments({ natjecanja }: { natjecanja: Natjecanje[] }) {
  return (
    <div className="grid">
      {natjecanja.map((n) => (
        <Card key={n.id} aria-label={n.naziv}>
          <h3>{n.naziv}</h3>
          <DocumentLinks dokumenti={n.dokumenti} />
        </Card>
      ))}
    </div>
  );
}

function DokumentRezultataScreen() {
  const { data, error: loadError, mutate } = useNatjecanja();
  const { file, setFile, saved, setSaved, progress, busy, send } = useDocumentSubmit();
  const { savezId } = useCurrentSavez();
  const { register, handleSubmit, setError, clearErrors, formState } = useForm({
    resolver,
    defaultValues: { natjecanje_id: "" },
    context: { file },
  });
  const { errors } = formState;

  const submit = handleSubmit(async ({ natjecanje_id }) => {
    if (!file) return; // the resolver asks for it first
    const ok = await send(
      file,
      (stored, token) =>
        createDokumentRezultata({ natjecanje_id, naziv: stored.naziv, dokument_key: stored.key }, token, savezId),
      { setError, toField },
    );
    if (ok) void mutate();
  });

  return (
    <>
      <StaffForm onSubmit={submit} onStart={() => setSaved(false)}>
        <NatjecanjeField
          id="dokument-natjecanje"
          formId={FORM_ID}
          registration={register("natjecanje_id")}
          error={errors.natjecanje_id}
          natjecanja={data?.natjecanja}
        />
        <DocumentDropzone
          file={file}
          onFile={setFile}
          onError={formMessageSlot(setError, clearErrors)}
          disabled={busy}
        />
        {progress !== null ? <UploadProgress percent={progress} /> : null}
        <FormMessages formId={FORM_ID} errors={errors} />
        {loadError ? <Alert severity="error">{T_STAFF.natjecanjaError}</Alert> : null}
        {saved ? <Alert severity="success">{T_STAFF.dokumentRezultataOk}</Alert> : null}
        <Button type="submit" disabled={busy}>
          {T.posalji}
        </Button>
      </StaffForm>
      <h2>{T_STAFF.dokumentiRezultata}</h2>
      {data ? <ResultDocuments natjecanja={data.natjecanja.filter((n) => n.dokumenti.length > 0)} /> : null}
    </>
  );
}

/** /unesi-dokumente-rezultata: a result document (PDF/DOCX) attached to a stored competition (staff). */
export function Component() {
  return (
    <StaffPage title={T_STAFF.unesiDokumenteRezultata}>
      <DokumentRezultataScreen />
    </StaffPage>
  );
}
