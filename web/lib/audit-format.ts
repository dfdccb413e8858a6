// An audit entry as text (the audit screen and an edit dialog's 'Povijest'): each changed field's lines before
// and after, the entities' and actions' labels, the names a row is known by. Pure: no I/O, no session, so it is
// tested in Node. The fetcher and hook are ./audit.ts.
import { croatianDate, croatianDateTime } from "../../shared/dates";
import type { AuditEntry } from "../../shared/schemas/audit";
import { T_REVIZIJA, T_UREDI } from "../../shared/texts";

/** One changed field as the changes table shows it: the lines before and after (null: not part of the entry). */
export interface FieldChange {
  field: string;
  label: string;
  before: string[] | null;
  after: string[] | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An update's (delete's, restore's) `{from, to}`. */
const isDiff = (value: unknown): value is { from: unknown; to: unknown } =>
  isRecord(value) && "from" in value && "to" in value && Object.keys(value).length === 2;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A scalar as text: instants and dates in Croatian form, booleans as da/ne, nothing as the empty mark. */
function scalarText(value: unknown): string {
  if (value === null || value === undefined || value === "") return T_REVIZIJA.prazno;
  if (typeof value === "boolean") return value ? T_REVIZIJA.da : T_REVIZIJA.ne;
  if (typeof value === "string") {
    if (ISO_DATE.test(value)) return croatianDate(value) ?? value;
    if (ISO_INSTANT.test(value)) return croatianDateTime(value) ?? value;
    return value;
  }
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  return JSON.stringify(value);
}

/** JSON kept as text (a results payload written as a string) back to what it holds; other text as is. */
function parsedIfJson(value: string): unknown {
  const text = value.trim();
  if (!/^[[{]/.test(text)) return value;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return value;
  }
}

/** One standing, "1. Ime (10)". */
function standingLine(row: unknown): string {
  if (!isRecord(row)) return scalarText(row);
  const { mjesto, ime, bodovi } = row;
  return `${scalarText(mjesto)}. ${scalarText(ime)} (${scalarText(bodovi)})`;
}

/** An object on one line: "key: value, key: value". */
const inlineObject = (value: Record<string, unknown>) =>
  Object.entries(value)
    .map(([key, v]) => `${key}: ${isRecord(v) || Array.isArray(v) ? JSON.stringify(v) : scalarText(v)}`)
    .join(", ");

/**
 * A stored value as readable lines: a results payload {naziv, poredak:[{mjesto, bodovi, ime}]} as its name and
 * one "1. Ime (10)" line per standing; other objects as "key: value" lines, lists one item a line.
 */
export function valueLines(value: unknown): string[] {
  const v = typeof value === "string" ? parsedIfJson(value) : value;
  if (Array.isArray(v)) {
    if (v.length === 0) return [T_REVIZIJA.prazno];
    return v.map((item) =>
      isRecord(item) ? ("mjesto" in item ? standingLine(item) : inlineObject(item)) : scalarText(item),
    );
  }
  if (isRecord(v)) {
    if (Array.isArray(v.poredak)) {
      const name = typeof v.naziv === "string" && v.naziv ? [v.naziv] : [];
      return [...name, ...v.poredak.map(standingLine)];
    }
    const lines = Object.entries(v).map(([key, item]) => `${key}: ${valueLines(item).join(", ")}`);
    return lines.length ? lines : [T_REVIZIJA.prazno];
  }
  const text = scalarText(v);
  return text.split(/\r?\n/);
}

/** Plain values of these actions are what the row held (shown as 'Prije'); of the others, what it got. */
const REMOVING = new Set(["delete", "purge", "sweep"]);

/** A column's name as shown. */
export const fieldLabel = (field: string) => T_REVIZIJA.polja[field] ?? field;

/**
 * An entry's changed fields, one per field: an edit's {from, to} as before and after; a plain value (a create's
 * or an upload's) as after only, or before only for what a delete or purge took away.
 */
export function fieldChanges(action: string, changed: unknown): FieldChange[] {
  if (!isRecord(changed)) return [];
  return Object.entries(changed).map(([field, value]) => {
    const label = fieldLabel(field);
    if (isDiff(value)) return { field, label, before: valueLines(value.from), after: valueLines(value.to) };
    const lines = valueLines(value);
    return REMOVING.has(action)
      ? { field, label, before: lines, after: null }
      : { field, label, before: null, after: lines };
  });
}

/** The fields that name a row, best first (a result is named by its payload's naziv, a person by name). */
const NAME_FIELDS = ["naziv", "subject", "dokument_naziv", "email", "ime_prezime", "payload", "description"];
const NAME_LENGTH = 80;

/** The naming values an entry holds (an edit's new value, else its old one), by NAME_FIELDS name. */
function namingValues(changed: unknown): Record<string, string> {
  if (!isRecord(changed)) return {};
  const current = (value: unknown) => (isDiff(value) ? (value.to ?? value.from) : value);
  const values: Record<string, unknown> = Object.fromEntries(Object.entries(changed).map(([k, v]) => [k, current(v)]));
  const payload = typeof values.payload === "string" ? parsedIfJson(values.payload) : values.payload;
  const person = [values.ime, values.prezime].filter((v) => typeof v === "string" && v).join(" ");
  const named: Record<string, unknown> = {
    ...values,
    ime_prezime: person,
    payload: isRecord(payload) ? payload.naziv : undefined,
  };
  const out: Record<string, string> = {};
  for (const field of NAME_FIELDS) {
    const value = named[field];
    if (typeof value === "string" && value.trim()) out[field] = value.trim().slice(0, NAME_LENGTH);
  }
  return out;
}

/**
 * What the loaded entries call each row ("feed:<id>" → its title), so a delete or restore, which records only
 * `deleted_at`, still shows which announcement it was. The newest value of each naming field wins, and a title
 * beats a description. Rows whose entries name nothing are left out.
 */
export function entryNames(entries: readonly Pick<AuditEntry, "entity" | "entity_id" | "changed_fields">[]) {
  const fields = new Map<string, Record<string, string>>();
  for (const entry of entries) {
    const key = `${entry.entity}:${entry.entity_id}`;
    fields.set(key, { ...namingValues(entry.changed_fields), ...fields.get(key) });
  }
  const names = new Map<string, string>();
  for (const [key, values] of fields) {
    const field = NAME_FIELDS.find((name) => values[name]);
    if (field) names.set(key, values[field]!);
  }
  return names;
}

/** What kind of row an entry is about, as shown ("Najave"); an unknown table shows its own name. */
export const entityLabel = (entity: string) => T_UREDI.vrste[entity] ?? T_REVIZIJA.vrste[entity] ?? entity;

/** What was done, as shown ("Izmijenjeno"). */
export const actionLabel = (action: string) => T_REVIZIJA.radnje[action] ?? action;

/** Who did it: the email at the time, or 'Sustav' for the platform's own jobs. */
export const actorLabel = (entry: Pick<AuditEntry, "actor_email">) => entry.actor_email || T_REVIZIJA.sustav;

/** Every entity the screen can filter by: the staff lists' first, then the admin area's. */
export const ENTITY_OPTIONS = [...Object.keys(T_UREDI.vrste), ...Object.keys(T_REVIZIJA.vrste)].map((value) => ({
  value,
  label: entityLabel(value),
}));

/** Every action the screen can filter by. */
export const ACTION_OPTIONS = Object.entries(T_REVIZIJA.radnje).map(([value, label]) => ({ value, label }));
