// The edit form of an item made of text fields (an announcement, a competitor, a competition, a document's
// name): prefilled with what the list showed, checked with the shared schema, saved with the version read.
// A refusal shows at its field; a change made meanwhile shows the conflict text with 'Osvježi stranicu'.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type FieldValues } from "react-hook-form";
import type { z } from "zod";
import type { Editable } from "../../shared/graphql/operations";
import { T_UREDI } from "../../shared/texts";
import { saveEdit, type Versioned } from "../lib/edit-row";
import { applyRefusal, fieldsNamed } from "../lib/form-errors";
import { useSession } from "../lib/session";
import type { ComponentProps, ReactNode } from "react";
import { DeclaredFields, type EditField } from "./declared-fields";
import { EditableItem } from "./editable-item";
import { FormActions } from "./form-controls";
import { FormMessages } from "./form-field";
import { Button } from "./ui/button";

export type { EditField };

export function FieldsEditForm({
  editable,
  row,
  fields,
  schema,
  values,
  onSaved,
}: {
  editable: Editable;
  row: Versioned;
  fields: readonly EditField[];
  /** The shared schema of these fields (a pick of the create input). */
  schema: z.ZodType<FieldValues, FieldValues>;
  values: Record<string, string>;
  onSaved: () => void;
}) {
  const { token } = useSession();
  const formId = `uredi-${row.id}`;
  const toField = fieldsNamed(fields.map((f) => f.name));
  const form = useForm<FieldValues>({
    resolver: zodResolver(schema),
    defaultValues: values,
  });
  const { handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (set) => {
    try {
      await saveEdit(editable, row, set, token);
      onSaved();
    } catch (error) {
      // UpdateX names its fields `set.<name>`.
      applyRefusal(error, setError, (path) => toField(path.replace(/^set\./, "")));
    }
  });

  return (
    <form className="form" noValidate aria-busy={isSubmitting} onSubmit={(event) => void submit(event)}>
      <DeclaredFields fields={fields} form={form} formId={formId} />
      <FormMessages formId={formId} errors={errors} />
      <FormActions>
        <Button type="submit" disabled={isSubmitting}>
          {T_UREDI.spremi}
        </Button>
      </FormActions>
    </form>
  );
}

/**
 * A stored item (EditableItem) whose 'Uredi' dialog is a FieldsEditForm of `form`'s fields, followed by what
 * `also` adds to the dialog (a document's or a picture's replacement), each closing it once saved.
 */
export function EditableFieldsItem({
  form,
  also,
  ...item
}: Omit<ComponentProps<typeof EditableItem>, "edit"> & {
  form: Pick<ComponentProps<typeof FieldsEditForm>, "fields" | "schema" | "values">;
  also?: (close: () => void) => ReactNode;
}) {
  return (
    <EditableItem
      {...item}
      edit={(close) => (
        <>
          <FieldsEditForm editable={item.editable} row={item.row} {...form} onSaved={close} />
          {also?.(close)}
        </>
      )}
    />
  );
}

/**
 * A stored document in a plain list: named by its `naziv`, no heading, its 'Uredi' dialog `form`'s fields;
 * `children` are its link.
 */
export function EditableDocumentItem({
  dokument,
  ...item
}: Omit<ComponentProps<typeof EditableFieldsItem>, "row" | "label" | "as" | "heading"> & {
  dokument: ComponentProps<typeof EditableItem>["row"] & { naziv: string };
}) {
  return <EditableFieldsItem {...item} row={dokument} label={dokument.naziv} as="li" heading={false} />;
}
