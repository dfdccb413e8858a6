// The role choice of the grant dialog and the invitation form: 'Uloga' (staff of a federation or admin) and,
// for staff, 'Savez' from every federation (admins are platform-wide, so the federation is then disabled).
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { T, T_ADMIN, T_SAVEZ } from "../../../../shared/texts";
import { Field } from "../../../components/form-field";
import { SelectOptions } from "../../../components/labelled-select";
import { Alert } from "../../../components/ui/alert";
import { useSavezi } from "../../../lib/savezi";

/** The values a role choice adds to a form. */
export interface RoleValues {
  role: "staff" | "admin";
  savez_id?: string;
}

/** 'Uloga' and 'Savez'; `exclude` leaves out federations the person already works for. */
export function RoleFields<V extends RoleValues>({
  idPrefix,
  control,
  register,
  errors,
  exclude = [],
  disabled,
}: {
  idPrefix: string;
  control: Control<V>;
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
  exclude?: readonly string[];
  disabled?: boolean;
}) {
  const { data, error } = useSavezi();
  // The generic form's fields are these two; react-hook-form's path types cannot see that through V.
  const reg = register as unknown as UseFormRegister<RoleValues>;
  const ctl = control as unknown as Control<RoleValues>;
  const errs = errors as FieldErrors<RoleValues>;
  const role = useWatch({ control: ctl, name: "role" });
  const savezi = (data?.savezi ?? []).filter((s) => !exclude.includes(s.id));
  return (
    <>
      <Field id={`${idPrefix}-role`} label={T_ADMIN.uloga} error={errs.role}>
        {(props) => (
          <select {...props} disabled={disabled} {...reg("role")}>
            <option value="staff">{T_ADMIN.ulogaStaff}</option>
            <option value="admin">{T_ADMIN.ulogaAdmin}</option>
          </select>
        )}
      </Field>
      <Field id={`${idPrefix}-savez`} label={T_ADMIN.savez} error={errs.savez_id}>
        {(props) => (
          <select {...props} disabled={disabled || role === "admin"} {...reg("savez_id")}>
            <option value="">{T_ADMIN.odaberiSavez}</option>
            <SelectOptions options={savezi.map((s) => ({ value: s.id, label: s.naziv }))} />
          </select>
        )}
      </Field>
      {error ? <Alert severity="error">{T_SAVEZ.saveziError}</Alert> : null}
      {!data && !error ? <span className="visually-hidden">{T.loading}</span> : null}
    </>
  );
}

/** The federation a role choice names, for the confirmation sentence. */
export function useSavezNaziv(id: string): string | null {
  const { data } = useSavezi();
  return data?.savezi.find((s) => s.id === id)?.naziv ?? null;
}
