// 'Novo članstvo': name, email, type (the federation's list), valid from and expiry (today and one season on),
// an optional date of birth and photo; an admin may also give the number, otherwise the server's sequence does
// and the form shows it once saved. The photo is resized in the browser (at most 600 px, re-encoded: no EXIF)
// and uploaded first; a file the server refuses (not an image) shows the server's message.
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { membershipCreateSchema, nextSeason } from "../../../../shared/entities/membership/input";
import { T, T_REGISTAR } from "../../../../shared/texts";
import { useCan } from "../../../components/role-guard";
import { DateField, FormActions, SelectField, TextField } from "../../../components/form-controls";
import { formFields, FormMessages, StaffForm } from "../../../components/form-field";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useCurrentSavez } from "../../../lib/current-savez";
import { zagrebDay } from "../../../../shared/dates";
import { applyRefusal, blankFields, fieldsNamed, missingFieldsFirst, setFormMessage } from "../../../lib/form-errors";
import { PhotoField, uploadPhoto } from "../../../components/photo-field";
import { useSession } from "../../../lib/session";
import { createMembership } from "../api/clanstva";
import type { ImportMembership } from "../csv";

const FORM_ID = "novo-clanstvo";

/** The form's values: a membership's fields as typed (blank: none). */
type Values = Record<keyof ImportMembership, string>;
const REQUIRED = ["first_name", "last_name", "email", "type", "valid_from", "expiry"] as const;
const FIELDS = [...REQUIRED, "date_of_birth", "number"];

/** The shared create schema, with the form's blanks meaning "none" (no date of birth, the server's number). */
const schema = z.preprocess((raw) => {
  const { date_of_birth, number, ...rest } = raw as Values;
  return { ...rest, date_of_birth: date_of_birth || null, ...(number.trim() ? { number } : {}) };
}, membershipCreateSchema);
type Output = z.output<typeof membershipCreateSchema>;

const resolver = missingFieldsFirst(zodResolver<Values, unknown, Output>(schema as never), (values) =>
  blankFields(values, REQUIRED),
);

function defaults(type: string): Values {
  const today = zagrebDay();
  const season = nextSeason(null, today);
  return {
    first_name: "",
    last_name: "",
    email: "",
    type,
    valid_from: today,
    expiry: season.expiry,
    date_of_birth: "",
    number: "",
  };
}

/** 'Novo članstvo' for the federation being worked on. */
export function MembershipForm({ types }: { types: readonly string[] }) {
  const givesNumber = useCan("create", "membership_numbers");
  const { token } = useSession();
  const { savezId } = useCurrentSavez();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoKey, setPhotoKey] = useState(0);
  const [issued, setIssued] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState, setValue, getValues } = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: defaults(types[0] ?? ""),
  });
  const { errors, isSubmitting } = formState;
  const field = formFields({ register, formState }, FORM_ID);
  // The types arrive after the form: the first becomes the default choice.
  useEffect(() => {
    if (!getValues("type") && types[0]) setValue("type", types[0]);
  }, [types, getValues, setValue]);

  const submit = handleSubmit(async (values) => {
    let photo_key: string | undefined;
    try {
      if (photo) photo_key = await uploadPhoto(photo, token);
    } catch (error) {
      return setFormMessage(setError, { kind: "other", text: (error as Error).message || T.genericError });
    }
    try {
      const { savez_id: _ignored, ...object } = values;
      const created = await createMembership({ ...object, ...(photo_key ? { photo_key } : {}) }, token, savezId);
      setIssued(T_REGISTAR.izdano(created.number));
      reset(defaults(types[0] ?? ""));
      setPhoto(null);
      setPhotoKey((k) => k + 1);
    } catch (error) {
      applyRefusal(error, setError, fieldsNamed(FIELDS));
    }
  });

  const typeOptions = types.map((t) => ({ value: t, label: t }));
  return (
    <section aria-labelledby="novo-clanstvo-naslov">
      <h2 id="novo-clanstvo-naslov">{T_REGISTAR.novo}</h2>
      <StaffForm onSubmit={submit} onStart={() => setIssued(null)} aria-label={T_REGISTAR.novo}>
        <div className="row">
          <TextField id="clanstvo-ime" label={T_REGISTAR.ime} required {...field("first_name")} />
          <TextField id="clanstvo-prezime" label={T_REGISTAR.prezime} required {...field("last_name")} />
        </div>
        <TextField id="clanstvo-email" label={T_REGISTAR.email} type="email" required {...field("email")} />
        <div className="row">
          <SelectField id="clanstvo-vrsta" label={T_REGISTAR.vrsta} options={typeOptions} required {...field("type")} />
          {givesNumber ? <TextField id="clanstvo-broj" label={T_REGISTAR.broj} {...field("number")} /> : null}
        </div>
        <div className="row">
          <DateField id="clanstvo-od" label={T_REGISTAR.vrijediOd} required {...field("valid_from")} />
          <DateField id="clanstvo-istek" label={T_REGISTAR.istek} required {...field("expiry")} />
          <DateField id="clanstvo-rodenje" label={T_REGISTAR.datumRodenja} {...field("date_of_birth")} />
        </div>
        <PhotoField
          key={photoKey}
          id="clanstvo-fotografija"
          label={T_REGISTAR.fotografija}
          file={photo}
          onFile={setPhoto}
        />
        <FormMessages formId={FORM_ID} errors={errors} />
        {issued ? <Alert severity="success">{issued}</Alert> : null}
        <FormActions>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? T_REGISTAR.spremam : T_REGISTAR.spremi}
          </Button>
        </FormActions>
      </StaffForm>
    </section>
  );
}
