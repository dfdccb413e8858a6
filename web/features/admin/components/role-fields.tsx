// The role choice of the grant dialog and the invitation form: 'Uloga' (staff of a federation or admin) and,
// for staff, 'Savez' from every federation (admins are platform-wide, so the federation is then disabled).
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { isAdminGrant } from "../../../../shared/permissions";
import { T, T_ADMIN, T_SAVEZ } from "../../../../shared/texts";
import { SelectField } from "../../../components/form-controls";
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
      <SelectField
        id={`${idPrefix}-role`}
        label={T_ADMIN.uloga}
        error={errs.role}
        disabled={disabled}
        options={[
          { value: "staff", label: T_ADMIN.ulogaStaff },
          { value: "admin", label: T_ADMIN.ulogaAdmin },
        ]}
        {...reg("role")}
      />
      <SelectField
        id={`${idPrefix}-savez`}
        label={T_ADMIN.savez}
        error={errs.savez_id}
        disabled={disabled || isAdminGrant({ role })}
        placeholder={T_ADMIN.odaberiSavez}
        options={savezi.map((s) => ({ value: s.id, label: s.naziv }))}
        {...reg("savez_id")}
      />
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
