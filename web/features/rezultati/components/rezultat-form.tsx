import { useState } from "react";
import { useFieldArray, useForm, useWatch, type FieldError, type UseFormRegister } from "react-hook-form";
import type { RezultatInput } from "../../../../shared/entities/rezultat/input";
import { T, T_STAFF, T_UREDI } from "../../../../shared/texts";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useCurrentSavez } from "../../../lib/current-savez";
import { applyRefusal } from "../../../lib/form-errors";
import { CellInput, FormActions } from "../../../components/form-controls";
import { Field, FormMessages, StaffForm } from "../../../components/form-field";
import { NatjecanjeField } from "../../../components/form-natjecanje-field";
import { useNatjecanja } from "../../../lib/natjecanja";
import { refreshAll, saveEdit, type Versioned } from "../../../lib/edit-row";
import { useSession } from "../../../lib/session";
import { createRezultat } from "../api/create-rezultat";
import {
  emptyRezultat,
  emptyRow,
  pickedOf,
  rezultatField,
  rezultatResolver,
  sortedByPlace,
  type RezultatFormContext,
  type RezultatFormValues,
  type RowValues,
} from "../validate";
import "../../../styles/staff.css";

/** The standings' columns: a header cell each, and in every row an input each. */
const COLUMNS: { column: keyof RowValues; label: string; type?: string }[] = [
  { column: "mjesto", label: T_STAFF.mjesto, type: "number" },
  { column: "ime", label: T.ime },
  { column: "bodovi", label: T_STAFF.bodovi, type: "number" },
];

/** One cell of the standings: its input (labelled "Mjesto 2", …), the message under it, the column's name when stacked. */
function Cell({
  formId,
  index,
  column,
  label,
  type = "text",
  register,
  error,
}: {
  formId: string;
  index: number;
  column: keyof RowValues;
  label: string;
  type?: string;
  register: UseFormRegister<RezultatFormValues>;
  error: FieldError | undefined;
}) {
  return (
    <CellInput
      id={`${formId}-${index}-${column}`}
      formId={formId}
      label={`${label} ${index + 1}`}
      column={label}
      error={error}
      type={type}
      inputMode={type === "number" ? "decimal" : undefined}
      {...register(`payload.poredak.${index}.${column}`)}
    />
  );
}

/** A stored result as the staff list has it, to edit. */
export interface StoredRezultat extends Versioned {
  natjecanje_id: string | null;
  payload: { naziv?: string; poredak: { mjesto: number; ime: string; bodovi: number }[] };
}

/** The form prefilled with a stored result. */
function valuesOf(rezultat: StoredRezultat): RezultatFormValues {
  return {
    natjecanje_id: rezultat.natjecanje_id ?? "",
    payload: {
      naziv: rezultat.payload.naziv ?? "",
      poredak: rezultat.payload.poredak.map((r) => ({
        mjesto: String(r.mjesto),
        ime: r.ime,
        bodovi: String(r.bodovi),
      })),
    },
  };
}

/**
 * The standings form: a new result (CreateRezultat), or with `editing` a stored one (UpdateRezultat with the
 * version read; a change made meanwhile is refused with the conflict text).
 */
export function RezultatForm({ editing, onSaved }: { editing?: StoredRezultat; onSaved?: () => void }) {
  const { token } = useSession();
  // The edit dialog's form sits beside the entry form: its own ids keep every label tied to its input.
  const FORM_ID = editing ? `rezultat-${editing.id}` : "rezultat";
  const { savezId } = useCurrentSavez();
  const { data } = useNatjecanja();
  const [saved, setSaved] = useState(false);
  const natjecanja = data?.natjecanja;
  const { register, control, handleSubmit, reset, getValues, setError, formState } = useForm<
    RezultatFormValues,
    RezultatFormContext,
    RezultatInput
  >({
    resolver: rezultatResolver,
    defaultValues: editing ? valuesOf(editing) : emptyRezultat(),
    context: { natjecanja },
  });
  const { errors } = formState;
  const { fields, append, remove } = useFieldArray({ control, name: "payload.poredak" });
  const natjecanjeId = useWatch({ control, name: "natjecanje_id" });
  const picked = pickedOf({ natjecanje_id: natjecanjeId }, { natjecanja });
  const rowErrors = errors.payload?.poredak;
  const standingsError = rowErrors?.root?.message ?? rowErrors?.message;

  const submit = handleSubmit(async (object) => {
    const { object: sorted, order } = sortedByPlace(object);
    try {
      if (editing) {
        const { savez_id: _ignored, ...set } = sorted;
        await saveEdit("Rezultat", editing, set, token);
        onSaved?.();
        return;
      }
      await createRezultat(sorted, token, savezId);
      // The competition stays chosen; the standings start again.
      const values = getValues();
      reset({ ...values, payload: { ...values.payload, poredak: [emptyRow(1)] } });
      setSaved(true);
      // Lists are cache-first: read them again so home's 'Najnoviji Rezultati' and the list below show it.
      void refreshAll();
    } catch (error) {
      applyRefusal(error, setError, rezultatField(order));
    }
  });

  return (
    <StaffForm onSubmit={submit} onStart={() => setSaved(false)}>
      <NatjecanjeField
        id={`${FORM_ID}-natjecanje`}
        formId={FORM_ID}
        registration={register("natjecanje_id")}
        error={errors.natjecanje_id}
        natjecanja={natjecanja}
      />
      <Field id={`${FORM_ID}-naziv`} label={T_STAFF.ilNazivNatjecanja} error={errors.payload?.naziv} formId={FORM_ID}>
        {(props) =>
          picked ? (
            <input key="picked" {...props} value={picked.naziv} disabled readOnly />
          ) : (
            <input key="typed" {...props} {...register("payload.naziv")} />
          )
        }
      </Field>
      <table className="standings standings-entry stack-table">
        <thead>
          <tr>
            {COLUMNS.map(({ column, label }) => (
              <th key={column}>{label}</th>
            ))}
            <th />
          </tr>
        </thead>
        <tbody>
          {fields.map((field, i) => (
            <tr key={field.id}>
              {COLUMNS.map(({ column, label, type }) => (
                <Cell
                  key={column}
                  formId={FORM_ID}
                  index={i}
                  column={column}
                  label={label}
                  type={type}
                  register={register}
                  error={rowErrors?.[i]?.[column]}
                />
              ))}
              <td>
                <Button variant="danger" onClick={() => remove(i)} aria-label={`${T_STAFF.ukloniRedak} ${i + 1}`}>
                  {T_STAFF.ukloniRedak}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <FormActions>
        <Button variant="secondary" onClick={() => append(emptyRow(fields.length + 1))}>
          {T_STAFF.dodajRedak}
        </Button>
      </FormActions>
      {standingsError ? <Alert severity="error">{standingsError}</Alert> : null}
      <FormMessages formId={FORM_ID} errors={errors} />
      {saved ? <Alert severity="success">{T_STAFF.rezultatOk}</Alert> : null}
      <Button type="submit" disabled={formState.isSubmitting}>
        {editing ? T_UREDI.spremi : T.posalji}
      </Button>
    </StaffForm>
  );
}
