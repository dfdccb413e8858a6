// The inputs of a field list (an entity's declared fields, shared/entities/fields.ts, or an edit form's): one
// labelled control per field, neighbouring dates side by side, a date's `min` from the field it may not
// precede. The entry forms and the edit forms both draw their fields here, so a field added to an entity's
// folder shows in both without an edit.
import { useWatch, type FieldValues, type UseFormReturn } from "react-hook-form";
import type { FieldKind } from "../../shared/entities/fields";
import { TextArea, TextField } from "./form-controls";
import { formFields } from "./form-field";

/** A field as a form draws it. */
export interface EditField {
  name: string;
  label: string;
  kind?: FieldKind;
  /** Marked required (the form refuses it blank). */
  required?: boolean;
  /** A date not before this field's value (the date input's `min`). */
  notBefore?: string;
}

/** The fields in runs: neighbouring dates together (one row), every other field alone. */
function runs(fields: readonly EditField[]): EditField[][] {
  const out: EditField[][] = [];
  for (const field of fields) {
    const last = out.at(-1);
    if (field.kind === "date" && last?.[0]?.kind === "date") last.push(field);
    else out.push([field]);
  }
  return out;
}

export function DeclaredFields<V extends FieldValues, C, T extends FieldValues>({
  fields,
  form,
  formId,
  idPrefix = formId,
}: {
  fields: readonly EditField[];
  form: UseFormReturn<V, C, T>;
  formId: string;
  /** The inputs' ids are `<idPrefix>-<name>`. */
  idPrefix?: string;
}) {
  const { register, control, formState } = form as unknown as UseFormReturn<FieldValues>;
  const values = useWatch({ control }) as Record<string, string | undefined>;
  const field = formFields({ register, formState }, formId);
  const one = ({ name, label, kind = "text", required, notBefore }: EditField) => {
    const common = { id: `${idPrefix}-${name}`, label, required, ...field(name) };
    return kind === "textarea" ? (
      <TextArea key={name} rows={6} {...common} />
    ) : (
      <TextField key={name} type={kind} min={(notBefore && values[notBefore]) || undefined} {...common} />
    );
  };
  return runs(fields).map((run) =>
    run.length > 1 ? (
      <div className="row" key={run[0]!.name}>
        {run.map(one)}
      </div>
    ) : (
      one(run[0]!)
    ),
  );
}
