import { useForm } from "react-hook-form";
import { T_STAFF } from "../../../../shared/texts";
import { DocumentFormEnd } from "../../../components/document-dropzone";
import { useCurrentSavez } from "../../../lib/current-savez";
import { StaffForm } from "../../../components/form-field";
import { useDocumentSubmit } from "../../../lib/use-document-submit";
import { createNatjecanje } from "../api/create-natjecanje";
import {
  EMPTY_NATJECANJE,
  NATJECANJE_FORM,
  natjecanjeField,
  natjecanjeResolver,
  type NatjecanjeFormContext,
  type NatjecanjeFormValues,
} from "../validate";
import { DeclaredFields } from "../../../components/declared-fields";

const FORM_ID = "natjecanje";

/**
 * 'Unesi Natjecanje' (SPEC §2): the fields the competition's folder declares and one document. Dropping a file only chooses it: the spec's
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
  const { handleSubmit, reset, setError } = form;

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
      <DeclaredFields fields={NATJECANJE_FORM} form={form} formId={FORM_ID} />
      <DocumentFormEnd upload={upload} form={form} formId={FORM_ID} savedText={T_STAFF.natjecanjeOk} />
    </StaffForm>
  );
}
