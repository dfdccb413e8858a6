import { SelectField, type SelectOption } from "./form-controls";

export type { SelectOption };

/**
 * A labelled <select> showing `value` of `options` outside a react-hook-form form (the federation switcher,
 * site settings, filters); `onChange` gets the chosen value. `className` is added to the field's own. Drawn by
 * the shared SelectField.
 */
export function LabelledSelect({
  onChange,
  className,
  ...field
}: {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  className?: string;
}) {
  return <SelectField {...field} fieldClassName={className} onChange={(event) => onChange(event.target.value)} />;
}
