import { T_UI } from "../../../../shared/texts";
import { TextField } from "../../../components/form-controls";

/** 'Email': the required email input (SPEC §5) of the auth forms, whose value the form keeps. */
export function EmailField({
  id,
  name,
  value,
  onChange,
}: {
  id: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      id={id}
      label={T_UI.email}
      type="email"
      name={name}
      autoComplete="email"
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
