// Messages of the staff forms (react-hook-form on the shared zod schemas): the spec's missing-fields rule
// before the schema, and a server refusal taken apart into messages at the fields it names plus one message
// for the whole form (a version conflict, a lost session, no permission, anything else). This module holds
// no React state and does no I/O: the forms pass their `setError`.
import {
  get,
  set,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormClearErrors,
  type UseFormSetError,
} from "react-hook-form";
import { T, T_STAFF } from "../../shared/texts";
import { MISSING } from "./missing-field";

export { MISSING };
/** The error type of a message the server gave for one field. */
export const SERVER = "server";

/** What kind of refusal a failed call is; each kind but "invalid" is one message for the whole form. */
export type RefusalKind = "conflict" | "unauthenticated" | "forbidden" | "invalid" | "other";

/** A form-level message; `reload` offers to reload the page (the row changed meanwhile). */
export interface FormMessage {
  kind: RefusalKind | "missing";
  text: string;
  reload?: boolean;
}

/** What a failed call says about itself (GraphQLRequestError, UploadError; read by shape, not class). */
interface ErrorFacts {
  status: number;
  code: string;
  fields: Record<string, string[]>;
}

/** The facts of a failed call; `fields` is already clean (GraphQLRequestError normalised it on arrival). */
function factsOf(error: unknown): ErrorFacts {
  const e = (typeof error === "object" && error !== null ? error : {}) as Partial<ErrorFacts>;
  return {
    status: typeof e.status === "number" ? e.status : 0,
    code: typeof e.code === "string" ? e.code.toUpperCase() : "",
    fields: e.fields ?? {},
  };
}

/** The kind of a failed call: 409 / CONFLICT / version_conflict, 401, 403, field messages, or other. */
export function refusalKind(error: unknown): RefusalKind {
  const { status, code, fields } = factsOf(error);
  if (status === 409 || code === "CONFLICT" || code === "VERSION_CONFLICT") return "conflict";
  if (status === 401 || code === "UNAUTHENTICATED") return "unauthenticated";
  if (status === 403 || code === "FORBIDDEN") return "forbidden";
  if (Object.keys(fields).length > 0) return "invalid";
  return "other";
}

/** The catalogue text for a refusal that belongs to the whole form. */
function formMessageOf(kind: RefusalKind): FormMessage {
  if (kind === "conflict") return { kind, text: T_STAFF.sukobVerzija, reload: true };
  if (kind === "unauthenticated") return { kind, text: T.pleaseLogin };
  if (kind === "forbidden") return { kind, text: T_STAFF.samoOsoblje };
  return { kind, text: T.genericError };
}

/**
 * The form field a server path names, with the GraphQL variable dropped: "object.naziv" → "naziv",
 * "object.payload.poredak.2.ime" → "payload.poredak.2.ime", and for a list variable the row stays first:
 * "objects.3.ime" → "3.ime". A top-level variable is its own field ("subject"); a path that names only a
 * wrapper ("object", "objects", "input") is no field (null).
 */
export function fieldPathOf(serverPath: string): string | null {
  const [variable = "", ...rest] = serverPath.split(".");
  if (variable === "object" || variable === "objects") return rest.length > 0 ? rest.join(".") : null;
  if (variable === "" || variable === "input") return null;
  return serverPath;
}

/** A refusal taken apart: the message of each field the form has, and one message for everything else. */
interface SplitRefusal {
  fields: [field: string, message: string][];
  message: FormMessage | null;
}

/**
 * Splits a failed call for a form. `toField` maps a field path (fieldPathOf) to the form's field name, or
 * null when the form has no such field; a field's messages are joined. Field messages the form cannot show,
 * and every refusal that is not about fields, become the form-level message.
 */
export function splitRefusal(error: unknown, toField: (path: string) => string | null): SplitRefusal {
  const kind = refusalKind(error);
  if (kind !== "invalid") return { fields: [], message: formMessageOf(kind) };
  const fields: [string, string][] = [];
  let unplaced = false;
  for (const [serverPath, messages] of Object.entries(factsOf(error).fields)) {
    const path = fieldPathOf(serverPath);
    const field = path === null ? null : toField(path);
    if (field === null) unplaced = true;
    else if (!fields.some(([f]) => f === field)) fields.push([field, messages.join(" ")]);
  }
  return { fields, message: unplaced || fields.length === 0 ? formMessageOf("other") : null };
}

/** `toField` for a form whose field names are the schema's: only the listed names (and their rows) are fields. */
export function fieldsNamed(names: readonly string[]): (path: string) => string | null {
  return (path) => (names.some((name) => path === name || path.startsWith(`${name}.`)) ? path : null);
}

/** The root error key under which a form keeps its one form-level message. */
export const FORM_MESSAGE = "root.form";

/**
 * Puts a failed call on a react-hook-form form: `setError` on each field the server named (the first one is
 * focused), and the form-level message (if any) under root.form, typed by its kind so the form can offer a
 * reload for a conflict. Returns the split for callers that also need it.
 */
export function applyRefusal<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  toField: (path: string) => string | null,
): SplitRefusal {
  const split = splitRefusal(error, toField);
  split.fields.forEach(([field, message], i) =>
    setError(field as Path<T>, { type: SERVER, message }, { shouldFocus: i === 0 }),
  );
  if (split.message) setFormMessage(setError, split.message);
  return split;
}

/** Sets the form-level message (root.form) of a react-hook-form form. */
export function setFormMessage<T extends FieldValues>(setError: UseFormSetError<T>, message: FormMessage) {
  setError(FORM_MESSAGE as `root.${string}`, { type: message.kind, message: message.text });
}

/**
 * For a child that reports one message or none, such as the document drop area: its message becomes the
 * form-level message, and `null` clears it.
 */
export function formMessageSlot<T extends FieldValues>(
  setError: UseFormSetError<T>,
  clearErrors: UseFormClearErrors<T>,
) {
  return (text: string | null) =>
    text ? setFormMessage(setError, { kind: "other", text }) : clearErrors(FORM_MESSAGE as `root.${string}`);
}

/** The form-level messages a form shows now: the missing-fields text, then root.form (a refusal, a file). */
export function formMessagesIn(errors: FieldErrors): FormMessage[] {
  const root = errors.root as Record<string, FieldError | undefined> | undefined;
  const messages: FormMessage[] = [];
  if (root?.[MISSING]) messages.push({ kind: "missing", text: T.missingFields });
  const form = root?.form;
  if (form?.message) {
    const kind = form.type as FormMessage["kind"];
    messages.push({ kind, text: form.message, ...(kind === "conflict" ? { reload: true } : {}) });
  }
  return messages;
}

/** True for an empty value of a required field: blank text, nothing chosen, not a number. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (typeof value === "number") return Number.isNaN(value);
  return false;
}

/** The names among `names` whose values are blank. */
export function blankFields<T extends FieldValues>(values: T, names: readonly string[]): string[] {
  return names.filter((name) => isBlank(get(values, name)));
}

/**
 * A resolver with the spec's rule first (SPEC §5, §8 'Sva polja moraju biti ispunjena.'): when `blank`
 * names any required field (or "root" for something outside the fields, such as the document), the form
 * gets that one message and each blank field is marked; only a complete form goes to `resolver` (the zod
 * resolver on the shared schema).
 */
export function missingFieldsFirst<V extends FieldValues, C, O>(
  resolver: Resolver<V, C, O>,
  blank: (values: V, context: C | undefined) => string[],
): Resolver<V, C, O> {
  return async (values, context, options) => {
    const names = blank(values, context);
    if (names.length === 0) return resolver(values, context, options);
    const errors: FieldErrors<V> = {};
    set(errors, `root.${MISSING}`, { type: MISSING, message: T.missingFields });
    for (const name of names) {
      if (name !== "root") set(errors, name, { type: MISSING, message: T.missingFields });
    }
    return { values: {}, errors };
  };
}
