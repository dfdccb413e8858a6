import { T_UI } from "../../../../shared/texts";

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
    <div className="field">
      <label htmlFor={id}>{T_UI.email}</label>
      <input
        id={id}
        type="email"
        name={name}
        autoComplete="email"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
