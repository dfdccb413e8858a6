import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { NAJAVA_ROWS } from "../../../../shared/constants";
import { najavaSchema } from "../../../../shared/entities/feed/input";
import { T, T_ENTRY, T_NAJAVA } from "../../../../shared/texts";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useCurrentSavez } from "../../../lib/current-savez";
import { FORM_MESSAGE, applyRefusal, fieldsNamed, setFormMessage } from "../../../lib/form-errors";
import { FormActions, TextArea, TextField } from "../../../components/form-controls";
import { formFields, FormMessages } from "../../../components/form-field";
import { useSession } from "../../../lib/session";
import { UploadError } from "../../../lib/upload-document";
import { createNajava } from "../api/create-najava";
import { rewriteErrorText, rewriteNajava } from "../api/rewrite-najava";
import { uploadSlika } from "../api/upload-slika";
import { SlikaPicker } from "./slika-picker";

type Values = z.input<typeof najavaSchema>;
type Note = { severity: "success" | "info"; text: string };

const FORM_ID = "najava";
const EMPTY: Values = { subject: "", description: "", slika_key: null };
/** CreateNajava's variables are the fields themselves: "subject", "description". */
const toField = fieldsNamed(["subject", "description", "slika_key"]);

/** A spinner small enough for a button; the button's text says what is happening. */
function ButtonSpinner() {
  return <span className="spinner" aria-hidden="true" style={{ width: "1rem", height: "1rem", borderWidth: 2 }} />;
}

/**
 * SPEC §2/§4 announcement entry: Naslov, Opis (8 rows), the AI rewrite (button disabled with a spinner while
 * it runs, then both fields filled and the §8 success text) and 'Pošalji' (CreateNajava, success text, both
 * fields cleared). Both fields are checked with the shared schema; a server refusal shows at its field. An
 * optional picture (resized in the browser) is uploaded first and stored with the announcement by its key.
 */
export function NajavaForm() {
  const { token } = useSession();
  const { savezId } = useCurrentSavez();
  const [rewriting, setRewriting] = useState(false);
  const [notes, setNotes] = useState<Note[]>([]);
  const [slika, setSlika] = useState<File | null>(null);
  const { register, handleSubmit, control, reset, setValue, setError, clearErrors, formState } = useForm({
    resolver: zodResolver(najavaSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const field = formFields({ register, formState }, FORM_ID);
  const opis = useWatch({ control, name: "description" });

  async function rewrite() {
    setRewriting(true);
    setNotes([]);
    clearErrors(FORM_MESSAGE as `root.${string}`);
    try {
      const result = await rewriteNajava(opis, token);
      setValue("subject", result.naslov);
      setValue("description", result.sadrzaj);
      clearErrors();
      const note: Note[] = result.napomena ? [{ severity: "info", text: result.napomena }] : [];
      setNotes([{ severity: "success", text: T.aiRewriteOk }, ...note]);
    } catch (error) {
      setFormMessage(setError, { kind: "other", text: rewriteErrorText(error) });
    } finally {
      setRewriting(false);
    }
  }

  const submit = handleSubmit(async (values) => {
    try {
      const slika_key = slika ? (await uploadSlika(slika, token)).key : null;
      await createNajava({ ...values, slika_key }, token, savezId);
      reset();
      setSlika(null);
      setNotes([{ severity: "success", text: T.najavaOk }]);
    } catch (error) {
      if (error instanceof UploadError) setFormMessage(setError, { kind: "other", text: error.message });
      else applyRefusal(error, setError, toField);
    }
  });

  const busy = rewriting || isSubmitting;
  return (
    <form
      className="form"
      onSubmit={(e) => {
        setNotes([]);
        void submit(e);
      }}
      noValidate
      aria-busy={busy}
    >
      <TextField id="najava-naslov" label={`${T_NAJAVA.subject} *`} required {...field("subject")} />
      <TextArea
        id="najava-opis"
        label={`${T_NAJAVA.description} *`}
        hint={T_ENTRY.aiPrepraviHint}
        required
        rows={NAJAVA_ROWS}
        {...field("description")}
      />
      <SlikaPicker
        id="najava-slika"
        file={slika}
        onFile={(file) => {
          setSlika(file);
          if (file) clearErrors(FORM_MESSAGE as `root.${string}`);
        }}
        onError={(text) =>
          text ? setFormMessage(setError, { kind: "other", text }) : clearErrors(FORM_MESSAGE as `root.${string}`)
        }
        disabled={busy}
      />
      <FormActions>
        <Button variant="secondary" onClick={() => void rewrite()} disabled={busy || !opis.trim()}>
          {rewriting ? <ButtonSpinner /> : null}
          {rewriting ? T_ENTRY.aiPrepravlja : T_ENTRY.aiPrepravi}
        </Button>
        <Button type="submit" disabled={busy}>
          {isSubmitting ? <ButtonSpinner /> : null}
          {isSubmitting ? T_ENTRY.salje : T.posalji}
        </Button>
      </FormActions>
      <FormMessages formId={FORM_ID} errors={errors} />
      {notes.map((m) => (
        <Alert key={m.text} severity={m.severity}>
          {m.text}
        </Alert>
      ))}
    </form>
  );
}
