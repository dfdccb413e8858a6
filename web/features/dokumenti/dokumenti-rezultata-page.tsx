import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { natjecanjeDokumentSchema } from "../../../shared/entities/dokument-rezultata/input";
import { T_STAFF } from "../../../shared/texts";
import { DocumentFormEnd } from "../../components/document-dropzone";
import { DocumentLinks } from "../../components/document-links";
import { staffScreen } from "../../components/staff-only";
import { Alert } from "../../components/ui/alert";
import { Card } from "../../components/ui/card";
import { useCurrentSavez } from "../../lib/current-savez";
import { blankFields, fieldsNamed, missingFieldsFirst } from "../../lib/form-errors";
import { StaffForm } from "../../components/form-field";
import { NatjecanjeField } from "../../components/form-natjecanje-field";
import { useNatjecanja, type Natjecanje, type NatjecanjeDokument } from "../../lib/natjecanja";
import { EditableDocumentItem } from "../../components/fields-edit-form";
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

const NAME_FIELDS = [{ name: "naziv", label: T_STAFF.naziv }] as const;
const NAME_SCHEMA = natjecanjeDokumentSchema.pick({ naziv: true });

/** A result document with its link, 'Uredi' (its name) and 'Obriši'. */
function ResultDocument({ dokument }: { dokument: NatjecanjeDokument }) {
  return (
    <EditableDocumentItem
      editable="DokumentRezultata"
      dokument={dokument}
      form={{ fields: NAME_FIELDS, schema: NAME_SCHEMA, values: { naziv: dokument.naziv } }}
    >
      <DocumentLinks dokumenti={[dokument]} />
    </EditableDocumentItem>
  );
}

function ResultDocuments({ natjecanja }: { natjecanja: Natjecanje[] }) {
  return (
    <div className="grid">
      {natjecanja.map((n) => (
        <Card key={n.id} aria-label={n.naziv}>
          <h3>{n.naziv}</h3>
          <ul className="plain-list">
            {n.dokumenti.map((d) => (
              <ResultDocument key={d.id} dokument={d} />
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}

function DokumentRezultataScreen() {
  const { data, error: loadError, mutate } = useNatjecanja();
  const upload = useDocumentSubmit();
  const { file, setSaved, send } = upload;
  const { savezId } = useCurrentSavez();
  const form = useForm({
    resolver,
    defaultValues: { natjecanje_id: "" },
    context: { file },
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;

  const submit = handleSubmit(async ({ natjecanje_id }) => {
    const ok = await send(
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
        <DocumentFormEnd upload={upload} form={form} formId={FORM_ID} savedText={T_STAFF.dokumentRezultataOk}>
          {loadError ? <Alert severity="error">{T_STAFF.natjecanjaError}</Alert> : null}
        </DocumentFormEnd>
      </StaffForm>
      <h2>{T_STAFF.dokumentiRezultata}</h2>
      {data ? <ResultDocuments natjecanja={data.natjecanja.filter((n) => n.dokumenti.length > 0)} /> : null}
    </>
  );
}

/** /unesi-dokumente-rezultata: a result document (PDF/DOCX) attached to a stored competition (staff). */
export const Component = staffScreen(T_STAFF.unesiDokumenteRezultata, DokumentRezultataScreen);
