// The one small set of form controls every form draws with: a labelled text field, textarea, date and select
// (each tied to its label and to its message through Field), and the inputs of a table row (labelled by
// aria-label, with a visible column name at narrow widths). Each takes react-hook-form's `register(...)` spread
// as it is (React 19 passes `ref` as a prop). Buttons and alerts are in ./ui/button and ./ui/alert; dialogs in
// ./dialog. Every control is at least 44 px high and shows the focus ring (web/styles/app.css, "Forms").
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import type { FieldError } from "react-hook-form";
import { Field, FieldMessage, controlProps } from "./field";
import "../styles/staff.css";

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

/** What every labelled control takes besides its element's own attributes. */
export interface FieldProps {
  id: string;
  label: ReactNode;
  /** The field's error (react-hook-form's `errors.x`). */
  error?: FieldError;
  /** The form's id, for a blank required field pointing at the form's missing-fields message. */
  formId?: string;
  hint?: ReactNode;
  /** Added to the field's own class (e.g. a narrower width). */
  fieldClassName?: string;
}

/** A control's props split into Field's (the label, message and hint around it) and the element's own. */
function splitField<P extends FieldProps>({ id, label, error, formId, hint, fieldClassName, ...own }: P) {
  return [{ id, label, error, formId, hint, className: fieldClassName }, own] as const;
}

/** A labelled one-line input (`type` text by default; "email", "number", "url" alike). */
export function TextField(props: FieldProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const [field, input] = splitField(props);
  return <Field {...field}>{(control) => <input type="text" {...input} {...control} />}</Field>;
}

/** A labelled calendar date (YYYY-MM-DD). */
export function DateField(props: FieldProps & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <TextField {...props} type="date" />;
}

/** A labelled multi-line text. */
export function TextArea(
  props: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> },
) {
  const [field, textarea] = splitField(props);
  return <Field {...field}>{(control) => <textarea {...textarea} {...control} />}</Field>;
}

/** A labelled choice of `options`, after an optional first `placeholder` option with the empty value. */
export function SelectField({
  options,
  placeholder,
  ...props
}: FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly SelectOption[];
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  }) {
  const [field, select] = splitField(props);
  return (
    <Field {...field}>
      {(control) => (
        <select {...select} {...control}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          <SelectOptions options={options} />
        </select>
      )}
    </Field>
  );
}

/**
 * One cell of a table row that is edited in place: an input named by `label` (aria-label, e.g. "Mjesto 2"),
 * its message under it, and `column` shown above it where the table stacks its cells (narrow screens).
 */
export function CellInput({
  id,
  label,
  column,
  error,
  formId,
  ...input
}: {
  id: string;
  label: string;
  column: string;
  error?: FieldError;
  formId?: string;
} & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <td data-label={column}>
      <input
        className="cell-input"
        type="text"
        {...input}
        {...controlProps(id, error, { formId })}
        aria-label={label}
      />
      <FieldMessage id={id} error={error} />
    </td>
  );
}

/** A cell of a read-only table row, with its column's name shown where the table stacks (narrow screens). */
export function Cell({ column, children }: { column: string; children: ReactNode }) {
  return <td data-label={column}>{children}</td>;
}

/** A row of the form's buttons (wrapping on narrow screens). */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="row form-actions">{children}</div>;
}
