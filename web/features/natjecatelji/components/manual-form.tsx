import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { natjecateljSchema, type NatjecateljInput } from "../../../../shared/entities/natjecatelj/input";
import { T, T_ENTRY } from "../../../../shared/texts";
import { Button } from "../../../components/ui/button";
import { blankFields, missingFieldsFirst } from "../../../lib/form-errors";
import { formFields, FormMessages } from "../../../components/form-field";
import { TextField } from "../../../components/form-controls";

type Values = z.input<typeof natjecateljSchema>;

const FORM_ID = "rucno";
const FIELDS = ["ime", "prezime", "team"] as const;
const EMPTY: Values = { ime: "", prezime: "", team: "" };

/** All three fields, else 'Sva polja moraju biti ispunjena.' (SPEC §5, §8); then the shared schema. */
const resolver = missingFieldsFirst(zodResolver<Values, unknown, NatjecateljInput>(natjecateljSchema), (values) =>
  blankFields(values, FIELDS),
);

/** 'Dodaj natjecatelja ručno' (SPEC §2/§4): all three fields, appended to the list, then the form clears. */
export function ManualForm({ onAdd }: { onAdd: (row: NatjecateljInput) => void }) {
  const { register, handleSubmit, reset, formState } = useForm<Values, unknown, NatjecateljInput>({
    resolver,
    defaultValues: EMPTY,
  });
  const { errors } = formState;
  const field = formFields({ register, formState }, FORM_ID);

  const add = handleSubmit((row) => {
    onAdd(row);
    reset();
  });

  return (
    <form className="form" onSubmit={(e) => void add(e)} noValidate aria-labelledby="rucno-naslov">
      <h2 id="rucno-naslov">{T.dodajRucno}</h2>
      <div className="row">
        <TextField id="rucno-ime" label={T.ime} required {...field("ime")} />
        <TextField id="rucno-prezime" label={T.prezime} required {...field("prezime")} />
        <TextField id="rucno-tim" label={T.tim} required {...field("team")} />
      </div>
      <FormMessages formId={FORM_ID} errors={errors} />
      <div>
        <Button type="submit" variant="secondary">
          {T_ENTRY.dodaj}
        </Button>
      </div>
    </form>
  );
}
