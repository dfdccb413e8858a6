// The pieces every staff form draws its messages with: a labelled field whose message sits under it and is
// tied to the control (aria-invalid, aria-describedby), and the form-level messages above 'Pošalji' (the
// spec's missing-fields text, a refusal for the whole form, a conflict with its offer to reload). The field
// itself is ./field.tsx (re-exported here), which a public page's filter draws without react-hook-form's code.
import type { FormEvent, ReactNode } from "react";
import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type FormState,
  type Path,
  type UseFormRegister,
} from "react-hook-form";
import { T_STAFF } from "../../shared/texts";
import { Alert } from "./ui/alert";
import { Button } from "./ui/button";
import { formMessagesIn } from "../lib/form-errors";
import { missingId } from "./field";

export { Field, FieldMessage, controlProps, messageId, missingId, type ControlProps } from "./field";

/**
 * What each field of a react-hook-form form takes from it: its refusal, the form's id (the missing-fields
 * message names it) and its registration. Made in render, where the form's errors are read.
 */
export function formFields<V extends FieldValues>(
  { register, formState }: { register: UseFormRegister<V>; formState: FormState<NoInfer<V>> },
  formId: string,
) {
  return (name: Path<V>) => ({
    error: get(formState.errors, name) as FieldError | undefined,
    formId,
    ...register(name),
  });
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
