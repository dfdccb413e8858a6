import { useForm, useWatch } from "react-hook-form";
import { T, T_STAFF } from "../../../../shared/texts";
import { DocumentDropzone, UploadProgress } from "../../../components/document-dropzone";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useCurrentSavez } from "../../../lib/current-savez";
import { formMessageSlot } from "../../../lib/form-errors";
import { Field, FormMessages, StaffForm } from "../../../components/form-field";
import { useDocumentSubmit } from "../../../lib/use-document-submit";
import { createNatjecanje } from "../api/create-natjecanje";
import {
  EMPTY_NATJECANJE,
  natjecanjeField,
  natjecanjeResolver,
  type NatjecanjeFormContext,
  type NatjecanjeFormValues,
} from "../validate";

const FORM_ID = "natjecanje";

/**
 * 'Unesi Natjecanje' (SPEC §2): the four fields and one document. Dropping a file only chooses it: the spec's
 * placeholder of overwriting the fields with sample values is deliberately not copied. On 'Pošalji' the file
 * goes to R2 first (progress shown), then the row through CreateNatjecanje; a refusal shows at its field.
 */
export function NatjecanjeForm({ onSaved }: { onSaved: () => void }) {
  const { file, setFile, saved, setSaved, progress, busy, send } = useDocumentSubmit();
  const { savezId } = useCurrentSavez();
  const { register, handleSubmit, control, reset, setError, clearErrors, formState } = useForm<
    NatjecanjeFormValues,
    NatjecanjeFormContext
  >({ resolver: natjecanjeResolver, defaultValues: EMPTY_NATJECANJE, context: { file } });
  const { errors } = formState;
  const datumOd = useWatch({ control, name: "datum_od" });

  const submit = handleSubmit(async (values) => {
    if (!file) return; // the resolver asks for it first
    const ok = await send(
      file,
      (stored, token) =>
        createNatjecanje({ ...values, dokument_key: stored.key, dokument_naziv: stored.naziv }, token, savezId),
      { setError, toField: natjecanjeField },
    );
    if (!ok) return;
    reset();
    onSaved();
  });

  return (
    <StaffForm onSubmit={submit} onStart={() => setSaved(false)}>
      <Field id="natjecanje-naziv" label={T.nazivNatjecanja} error={errors.naziv} formId={FORM_ID}>
        {(props) => <input {...props} required {...register("naziv")} />}
      </Field>
      <div className="row">
        <Field id="natjecanje-od" label={T.od} error={errors.datum_od} formId={FORM_ID}>
          {(props) => <input {...props} type="date" required {...register("datum_od")} />}
        </Field>
        <Field id="natjecanje-do" label={T.do} error={errors.datum_do} formId={FORM_ID}>
          {(props) => <input {...props} type="date" required min={datumOd || undefined} {...register("datum_do")} />}
        </Field>
      </div>
      <Field id="natjecanje-lokacija" label={T.lokacija} error={errors.lokacija} formId={FORM_ID}>
        {(props) => <input {...props} required {...register("lokacija")} />}
      </Field>
      <DocumentDropzone file={file} onFile={setFile} onError={formMessageSlot(setError, clearErrors)} disabled={busy} />
      {progress !== null ? <UploadProgress percent={progress} /> : null}
      <FormMessages formId={FORM_ID} errors={errors} />
      {saved ? <Alert severity="success">{T_STAFF.natjecanjeOk}</Alert> : null}
      <Button type="submit" disabled={busy}>
        {T.posalji}
      </Button>
    </StaffForm>
  );
}
