import { useForm, useWatch } from "react-hook-form";
import { T, T_STAFF } from "../../../../shared/texts";
import { DocumentFormEnd } from "../../../components/document-dropzone";
import { useCurrentSavez } from "../../../lib/current-savez";
import { StaffForm } from "../../../components/form-field";
import { useDocumentSubmit } from "../../../lib/use-document-submit";
import { createNatjecanje } from "../api/create-natjecanje";
import {
  EMPTY_NATJECANJE,
  natjecanjeField,
  natjecanjeResolver,
  type NatjecanjeFormContext,
  type NatjecanjeFormValues,
} from "../validate";
import { DateField, TextField } from "../../../components/form-controls";

const FORM_ID = "natjecanje";

/**
 * 'Unesi Natjecanje' (SPEC §2): the four fields and one document. Dropping a file only chooses it: the spec's
 * placeholder of overwriting the fields with sample values is deliberately not copied. On 'Pošalji' the file
 * goes to R2 first (progress shown), then the row through CreateNatjecanje; a refusal shows at its field.
 */
export function NatjecanjeForm({ onSaved }: { onSaved: () => void }) {
  const upload = useDocumentSubmit();
  const { file, setSaved, send } = upload;
  const { savezId } = useCurrentSavez();
  const form = useForm<NatjecanjeFormValues, NatjecanjeFormContext>({
    resolver: natjecanjeResolver,
    defaultValues: EMPTY_NATJECANJE,
    context: { file },
  });
  const { register, handleSubmit, control, reset, setError, formState } = form;
  const { errors } = formState;
  const datumOd = useWatch({ control, name: "datum_od" });

  const submit = handleSubmit(async (values) => {
    const ok = await send(
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
      <TextField
        id="natjecanje-naziv"
        label={T.nazivNatjecanja}
        error={errors.naziv}
        formId={FORM_ID}
        required
        {...register("naziv")}
      />
      <div className="row">
        <DateField
          id="natjecanje-od"
          label={T.od}
          error={errors.datum_od}
          formId={FORM_ID}
          required
          {...register("datum_od")}
        />
        <DateField
          id="natjecanje-do"
          label={T.do}
          error={errors.datum_do}
          formId={FORM_ID}
          required
          min={datumOd || undefined}
          {...register("datum_do")}
        />
      </div>
      <TextField
        id="natjecanje-lokacija"
        label={T.lokacija}
        error={errors.lokacija}
        formId={FORM_ID}
        required
        {...register("lokacija")}
      />
      <DocumentFormEnd upload={upload} form={form} formId={FORM_ID} savedText={T_STAFF.natjecanjeOk} />
    </StaffForm>
  );
}
