/** One choice of a labelled <select>: its value and what it shows. */
export interface SelectOption {
  value: string;
  label: string;
}

/** The <option>s of a select. */
export function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

/**
 * A labelled <select> showing `value` of `options`; `onChange` gets the chosen value. `className` is added to
 * the field's own.
 */
export function LabelledSelect({
  id,
  label,
  value,
  options,
  onChange,
  className,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <SelectOptions options={options} />
      </select>
    </div>
  );
}
