// 'Dodaj sportaša ručno': first and last name, date of birth, sex, OIB or a note why there is none, an optional
// email and photo (the register's photo rules) and the day the medical examination is valid until (optional;
// also recorded later on /lijecnicki). The shared schema (shared/entities/sportas/input.ts) checks
// every field, the OIB's check digit included, before anything is sent; the server checks it again.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { sportasSchema } from "../../../../shared/entities/sportas/input";
import { T, T_LIJECNICKI, T_MOJ_KLUB } from "../../../../shared/texts";
import { DateField, FormActions, SelectField, TextField } from "../../../components/form-controls";
import { formFields, FormMessages, StaffForm } from "../../../components/form-field";
import { PhotoField, uploadPhoto } from "../../../components/photo-field";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { applyRefusal, blankFields, fieldsNamed, missingFieldsFirst, setFormMessage } from "../../../lib/form-errors";
import { currentToken } from "../../../lib/graphql";
import { createSportas, type MojKlub } from "../api/moj-klub";

const FORM_ID = "novi-sportas";

type Values = {
  ime: string;
  prezime: string;
  datum_rodenja: string;
  spol: string;
  oib: string;
  oib_napomena: string;
  email: string;
  lijecnicki_do: string;
};
const REQUIRED = ["ime", "prezime", "datum_rodenja", "spol"] as const;
const FIELDS = [...REQUIRED, "oib", "oib_napomena", "email", "lijecnicki_do"];
const EMPTY: Values = {
  ime: "",
  prezime: "",
  datum_rodenja: "",
  spol: "",
  oib: "",
  oib_napomena: "",
  email: "",
  lijecnicki_do: "",
};

type Output = z.output<typeof sportasSchema>;

/** The form's values as the create input: blanks are "none", the club and its federation added. */
const schemaFor = (klub: MojKlub) =>
  z.preprocess((raw) => {
    const v = raw as Values;
    return {
      ...v,
      oib: v.oib.trim() || null,
      oib_napomena: v.oib_napomena.trim() || null,
      email: v.email,
      lijecnicki_do: v.lijecnicki_do || null,
      savez_id: klub.savez_id,
      club_id: klub.id,
    };
  }, sportasSchema);

export function SportasForm({ klub }: { klub: MojKlub }) {
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoKey, setPhotoKey] = useState(0);
  const [added, setAdded] = useState<string | null>(null);
  const [resolver] = useState(() =>
    missingFieldsFirst(zodResolver<Values, unknown, Output>(schemaFor(klub) as never), (values) =>
      blankFields(values, REQUIRED),
    ),
  );
  const { register, handleSubmit, reset, setError, formState } = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const field = formFields({ register, formState }, FORM_ID);

  const submit = handleSubmit(async (values) => {
    let photo_key: string | undefined;
    try {
      if (photo) photo_key = await uploadPhoto(photo, currentToken());
    } catch (error) {
      return setFormMessage(setError, { kind: "other", text: (error as Error).message || T.genericError });
    }
    try {
      await createSportas({ ...values, ...(photo_key ? { photo_key } : {}) });
      setAdded(T_MOJ_KLUB.dodan(`${values.ime} ${values.prezime}`));
      reset(EMPTY);
      setPhoto(null);
      setPhotoKey((k) => k + 1);
    } catch (error) {
      applyRefusal(error, setError, fieldsNamed(FIELDS));
    }
  });

  const spolovi = Object.entries(T_MOJ_KLUB.spolovi).map(([value, label]) => ({ value, label }));
  return (
    <section aria-labelledby="novi-sportas-naslov">
      <h3 id="novi-sportas-naslov">{T_MOJ_KLUB.dodajSportasa}</h3>
      <StaffForm onSubmit={submit} onStart={() => setAdded(null)} aria-label={T_MOJ_KLUB.dodajSportasa}>
        <div className="row">
          <TextField id="sportas-ime" label={T_MOJ_KLUB.ime} required {...field("ime")} />
          <TextField id="sportas-prezime" label={T_MOJ_KLUB.prezime} required {...field("prezime")} />
        </div>
        <div className="row">
          <DateField id="sportas-rodenje" label={T_MOJ_KLUB.datumRodenja} required {...field("datum_rodenja")} />
          <SelectField
            id="sportas-spol"
            label={T_MOJ_KLUB.spol}
            options={spolovi}
            placeholder=""
            required
            {...field("spol")}
          />
        </div>
        <div className="row">
          <TextField id="sportas-oib" label={T_MOJ_KLUB.oib} inputMode="numeric" {...field("oib")} />
          <TextField
            id="sportas-oib-napomena"
            label={T_MOJ_KLUB.oibNapomena}
            hint={T_MOJ_KLUB.oibNapomenaHint}
            {...field("oib_napomena")}
          />
        </div>
        <DateField id="sportas-lijecnicki" label={T_LIJECNICKI.vrijediDo} {...field("lijecnicki_do")} />
        <TextField
          id="sportas-email"
          type="email"
          label={T_MOJ_KLUB.email}
          hint={T_MOJ_KLUB.emailHint}
          {...field("email")}
        />
        <PhotoField
          key={photoKey}
          id="sportas-fotografija"
          label={T_MOJ_KLUB.fotografija}
          file={photo}
          onFile={setPhoto}
        />
        <FormMessages formId={FORM_ID} errors={errors} />
        {added ? <Alert severity="success">{added}</Alert> : null}
        <FormActions>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
            {isSubmitting ? T_MOJ_KLUB.dodajem : T_MOJ_KLUB.dodaj}
          </Button>
        </FormActions>
      </StaffForm>
    </section>
  );
}
