// Create or edit a federation: slug, naziv, opis, email, web (react-hook-form on the shared savezSchema) and the
// logo. Saving uploads a newly chosen logo first, then writes the row with its key; an edit sends the version
// it read, so a change made meanwhile is refused (409) with the conflict text and a reload button.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { savezSchema, type SavezInput } from "../../../../shared/entities/savez/input";
import { T, T_ADMIN } from "../../../../shared/texts";
import { formFields, FormMessages } from "../../../components/form-field";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { fieldsNamed, formMessageSlot } from "../../../lib/form-errors";
import { useSession } from "../../../lib/session";
import { showDocumentRefusal } from "../../../lib/use-document-submit";
import type { Savez } from "../../../lib/savezi";
import { createSavez, updateSavez, uploadLogo } from "../api/savezi";
import { LogoPicker } from "./logo-picker";
import { TextArea, TextField } from "../../../components/form-controls";

const NAMES = ["slug", "naziv", "opis", "email", "web"] as const;
/** The fields a person types; the logo's key comes from the upload. */
const fieldsSchema = savezSchema.pick({ slug: true, naziv: true, opis: true, email: true, web: true });

type Values = z.input<typeof fieldsSchema>;
type Output = z.output<typeof fieldsSchema>;

const FORM_ID = "savez";
/** CreateSavez names `object.x`, UpdateSavez `set.x`: both are the field x. */
const named = fieldsNamed(NAMES);
const toField = (path: string) => named(path.replace(/^set\./, ""));

function valuesOf(savez: Savez | null): Values {
  return {
    slug: savez?.slug ?? "",
    naziv: savez?.naziv ?? "",
    opis: savez?.opis ?? "",
    email: savez?.email ?? "",
    web: savez?.web ?? "",
  };
}

/** The federation form; `savez` null adds one. `onSaved` gets the saved federation's naziv. */
export function SavezForm({
  savez,
  onSaved,
}: {
  savez: Savez | null;
  onSaved: (saved: { id: string; naziv: string }) => void;
}) {
  const { token } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [storedKey, setStoredKey] = useState<string | null>(savez?.logo_key ?? null);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<Values, unknown, Output>({
    resolver: zodResolver(fieldsSchema),
    defaultValues: valuesOf(savez),
  });
  const { errors, isSubmitting } = formState;
  const field = formFields({ register, formState }, FORM_ID);

  const submit = handleSubmit(async (fields) => {
    try {
      const logo_key = file ? (await uploadLogo(file, token)).key : storedKey;
      const object: SavezInput = { ...fields, logo_key };
      if (savez) {
        await updateSavez(savez, object, token);
        setFile(null);
        setStoredKey(logo_key);
        setSaved(true);
        onSaved({ id: savez.id, naziv: object.naziv });
      } else {
        const created = await createSavez(object, token);
        onSaved({ id: created.id, naziv: object.naziv });
      }
    } catch (error) {
      showDocumentRefusal(error, { setError, toField });
    }
  });

  return (
    <form
      className="form"
      noValidate
      aria-label={savez ? T_ADMIN.urediSavez(savez.naziv) : T_ADMIN.noviSavez}
      aria-busy={isSubmitting}
      onSubmit={(event) => {
        setSaved(false);
        void submit(event);
      }}
    >
      <TextField id="savez-naziv" label={`${T_ADMIN.nazivSaveza} *`} required {...field("naziv")} />
      <TextField
        id="savez-slug"
        label={`${T_ADMIN.slug} *`}
        hint={T_ADMIN.slugHint}
        required
        autoCapitalize="none"
        spellCheck={false}
        {...field("slug")}
      />
      <TextArea id="savez-opis" label={T_ADMIN.opisSaveza} rows={3} {...field("opis")} />
      <TextField id="savez-email" label={T_ADMIN.emailSaveza} type="email" autoComplete="off" {...field("email")} />
      <TextField id="savez-web" label={T_ADMIN.webSaveza} type="url" placeholder="https://" {...field("web")} />
      <LogoPicker
        file={file}
        storedKey={storedKey}
        onFile={setFile}
        onRemoveStored={() => setStoredKey(null)}
        onError={formMessageSlot(setError, clearErrors)}
        disabled={isSubmitting}
      />
      <FormMessages formId={FORM_ID} errors={errors} />
      {saved ? <Alert severity="success">{T_ADMIN.savezSpremljen}</Alert> : null}
      <div className="row">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? T_ADMIN.sprema : T_ADMIN.spremi}
        </Button>
      </div>
      {isSubmitting ? <span className="visually-hidden">{T.loading}</span> : null}
    </form>
  );
}
