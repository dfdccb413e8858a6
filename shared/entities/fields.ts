// An entity's fields as people meet them: the form's field list (kind, label, required) and what a field
// means on the public side (its row on the public page, its iCalendar property, its schema.org property).
// Declared once per field in the entity's folder (`<entity>/fields.ts`); the forms, the public shapes, the
// calendar and the JSON-LD builder read the declarations, so adding a field is an edit of the folder.
// This module is pure: no I/O, no Drizzle (the SPA imports it).

/** How a form edits the field. */
export type FieldKind = "text" | "textarea" | "date";

/** An iCalendar TEXT property a field fills; values of one property are joined with ", " in field order. */
export type IcalProperty = "SUMMARY" | "LOCATION";

/**
 * A schema.org property a field fills, `object.property` for one inside a typed object (`location.name`: the
 * event's Place). The first field in declaration order with a value wins a property.
 */
export type JsonLdPath = "name" | "startDate" | "endDate" | "location.name" | "location.address";

/** How the public page shows a field in its list of details: as text, or as text with a link to the map. */
export type DetailKind = "text" | "map";

export interface FieldSpec {
  kind: FieldKind;
  label: string;
  /** The form refuses it blank ('Sva polja moraju biti ispunjena.'); the column is NOT NULL. */
  required: boolean;
  /** A date field that is not before this one (the date input's `min`). */
  notBefore?: string;
  ical?: IcalProperty;
  jsonLd?: readonly JsonLdPath[];
  /** Its row on the public page, under the field's label. */
  detail?: DetailKind;
}

/** A field list: each key a column of `Row`. The identity function keeps the keys' literal types. */
export function defineFields<Row>() {
  return <const F extends { readonly [K in keyof Row & string]?: FieldSpec }>(fields: F) => fields;
}

export type FieldList = { readonly [name: string]: FieldSpec };

/** The declared fields' names, in declaration order. */
export const fieldNames = <F extends FieldList>(fields: F) => Object.keys(fields) as (keyof F & string)[];

/** The names of the fields a form refuses blank. */
export const requiredFields = (fields: FieldList) => fieldNames(fields).filter((name) => fields[name]!.required);

/** A field as a form renders it: its name with its declaration. */
export type FormField = FieldSpec & { name: string };

/** The form's field list, in declaration order. */
export const formFields = (fields: FieldList): FormField[] =>
  fieldNames(fields).map((name) => ({ name, ...fields[name]! }));

/** A form's starting values: every field empty. */
export const emptyValues = <F extends FieldList>(fields: F) =>
  Object.fromEntries(fieldNames(fields).map((name) => [name, ""])) as { [K in keyof F]: string };

/** A row holding (some of) the declared fields. */
export type RowOf<F extends FieldList> = { readonly [K in keyof F]?: unknown };

/** A row's fields as a form's text inputs hold them (a missing value is ""). */
export const formValues = <F extends FieldList>(fields: F, row: RowOf<F>): Record<string, string> =>
  Object.fromEntries(fieldNames(fields).map((name) => [name, valueOf(row, name) ?? ""]));

/** A row's value of one field as text, or null when it has none. */
function valueOf(row: RowOf<FieldList>, name: string): string | null {
  const value = row[name];
  return value === null || value === undefined || value === "" ? null : String(value);
}

/** The iCalendar TEXT properties of a row (unescaped): SUMMARY, LOCATION … from the fields that fill them. */
export function icalText<F extends FieldList>(fields: F, row: RowOf<F>): Partial<Record<IcalProperty, string>> {
  const parts: Partial<Record<IcalProperty, string[]>> = {};
  for (const name of fieldNames(fields)) {
    const property = fields[name]!.ical;
    const value = valueOf(row, name);
    if (property && value !== null) (parts[property] ??= []).push(value);
  }
  return Object.fromEntries(Object.entries(parts).map(([property, values]) => [property, values.join(", ")]));
}

/** The schema.org type of an object a path goes into. */
const JSON_LD_TYPES: Record<string, string> = { location: "Place" };

/** The schema.org properties a row's fields fill, objects typed (`location: {"@type": "Place", name, address}`). */
export function jsonLdOf<F extends FieldList>(fields: F, row: RowOf<F>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of fieldNames(fields)) {
    const value = valueOf(row, name);
    if (value === null) continue;
    for (const path of fields[name]!.jsonLd ?? []) {
      const [first, second] = path.split(".") as [string, string | undefined];
      if (second === undefined) {
        out[first] ??= value;
        continue;
      }
      const object = (out[first] ??= { "@type": JSON_LD_TYPES[first] }) as Record<string, unknown>;
      object[second] ??= value;
    }
  }
  return out;
}

/** A row of the public page's list of details. */
export interface DetailRow {
  name: string;
  label: string;
  value: string;
  kind: DetailKind;
}

/** The public page's details of a row: each field that declares one and has a value, in declaration order. */
export function detailRows<F extends FieldList>(fields: F, row: RowOf<F>): DetailRow[] {
  return fieldNames(fields).flatMap((name) => {
    const { detail, label } = fields[name]!;
    const value = valueOf(row, name);
    return detail && value !== null ? [{ name, label, value, kind: detail }] : [];
  });
}

/** Where it happens, in one line (the fields that fill LOCATION), as lists and descriptions name the place. */
export const placeOf = <F extends FieldList>(fields: F, row: RowOf<F>): string | null =>
  icalText(fields, row).LOCATION ?? null;

/** A zod `pick` mask of these names (`schema.pick(maskOf(names))`): the fields' own checks, no others. */
export const maskOf = <const K extends string>(names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, true])) as { [P in K]: true };
