// A labelled field whose message sits under it and is tied to the control (aria-invalid, aria-describedby): what
// every control of web/components/form-controls.tsx draws. Nothing of react-hook-form at run time (its error
// type only), so a public page's select (the competitions' filter) does not load the forms' library with it;
// the form-level messages are ./form-field.tsx.
import type { ReactNode } from "react";
import type { FieldError } from "react-hook-form";
import { MISSING } from "../lib/missing-field";

/** The id of a field's message. */
export const messageId = (id: string) => `${id}-error`;
/** The id of a form's missing-fields message, which blank required fields point at. */
export const missingId = (formId: string) => `${formId}-missing`;

/** What ties one control to its message: `aria-describedby` names the field's message, the form's missing-fields message, or the hint. */
export interface ControlProps {
  id: string;
  "aria-invalid": boolean | undefined;
  "aria-describedby": string | undefined;
}

/** The a11y attributes of a control with this error (`formId` for a blank required field, `hint` otherwise). */
export function controlProps(
  id: string,
  error: FieldError | undefined,
  { formId, hint }: { formId?: string; hint?: string } = {},
): ControlProps {
  const describedBy = !error ? hint : error.type === MISSING ? formId && missingId(formId) : messageId(id);
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
}

/** A field's own message (a schema or server message); a blank required field has none of its own. */
export function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  if (!error?.message || error.type === MISSING) return null;
  return (
    <small id={messageId(id)} className="field-error" role="alert" style={{ color: "var(--primary-text)" }}>
      {error.message}
    </small>
  );
}

/**
 * A labelled field: the label, the control (drawn by `children` with the props that tie it to its message),
 * then its message, or the hint while there is none.
 */
export function Field({
  id,
  label,
  error,
  formId,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error: FieldError | undefined;
  formId?: string;
  hint?: ReactNode;
  /** Added to the field's own class. */
  className?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>{label}</label>
      {children(controlProps(id, error, { formId, hint: hintId }))}
      {error && error.type !== MISSING ? <FieldMessage id={id} error={error} /> : null}
      {hint && (!error || error.type === MISSING) ? <small id={hintId}>{hint}</small> : null}
    </div>
  );
}
