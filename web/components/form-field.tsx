// The pieces every staff form draws its messages with: a labelled field whose message sits under it and is
// tied to the control (aria-invalid, aria-describedby), and the form-level messages above 'Pošalji' (the
// spec's missing-fields text, a refusal for the whole form, a conflict with its offer to reload).
import type { FormEvent, ReactNode } from "react";
import type { FieldError, FieldErrors } from "react-hook-form";
import { T_STAFF } from "../../shared/texts";
import { Alert } from "./ui/alert";
import { Button } from "./ui/button";
import { MISSING, formMessagesIn } from "../lib/form-errors";

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

/** 'Osvježi stranicu': a conflict is resolved by loading the row again. */
export function ReloadButton() {
  return (
    <Button variant="secondary" onClick={() => window.location.reload()}>
      {T_STAFF.osvjeziStranicu}
    </Button>
  );
}

/** The form-level messages of a react-hook-form form (see formMessagesIn), each as an error alert. */
export function FormMessages({ formId, errors }: { formId: string; errors: FieldErrors }) {
  return formMessagesIn(errors).map((message) => (
    <div key={message.kind} id={message.kind === "missing" ? missingId(formId) : undefined}>
      <Alert severity="error">
        <span>{message.text}</span>
        {message.reload ? <ReloadButton /> : null}
      </Alert>
    </div>
  ));
}

/**
 * A staff form: no browser validation (the zod resolver speaks), and a new submit first clears the last
 * "saved" notice so it never stands beside a new refusal.
 */
export function StaffForm({
  onSubmit,
  onStart,
  children,
  ...rest
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onStart: () => void;
  children: ReactNode;
  "aria-label"?: string;
}) {
  return (
    <form
      className="form"
      onSubmit={(event) => {
        onStart();
        void onSubmit(event);
      }}
      noValidate
      {...rest}
    >
      {children}
    </form>
  );
}
