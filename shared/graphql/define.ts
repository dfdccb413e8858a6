// A trusted GraphQL operation, written once: its name, its document, the zod schema of its variables (what the
// Worker checks before any provider sees them, and what the SPA's call sites are typed with) and the shape of
// its result (the fields its selection names, typed from the entities' rows). tests/unit/operations.test.ts
// parses each document and compares both with it. This module holds the builders that need zod at run time
// (a federation's list, a create, the edits); the operation itself and the result shapes are
// ./operation.ts, which it re-exports. Pure: no I/O, and nothing of Drizzle at run time.
import { z } from "zod";
import { T_VALIDATION } from "../texts/errors";
import { withRules, type CrossFieldRule } from "../entities/rules";
import { rowId, rowVersion, savezId } from "../schemas/text";
import {
  affectedRows,
  defineOperation,
  list,
  object,
  scalar,
  selection,
  type Operation,
  type Shape,
} from "./operation";

export * from "./operation";

/** The schema of an operation that declares no variables: an empty object, anything sent is dropped. */
const NO_VARIABLES = z.object({});

/** An operation's variables' schema; one that declares none takes an empty object (the Worker's check). */
export const variablesOf = (operation: Operation): z.ZodType => operation.variables ?? NO_VARIABLES;

/** A list's `$limit`: 1 to 5 000 rows, or no limit. */
const LIST_LIMIT = z.number().int().min(1).max(5000).nullish();

/** How many rows a list reads at most: all, a fixed number, or its `$limit` variable. */
type ListLimit = number | "variable" | undefined;
type LimitVariable<L extends ListLimit> = L extends "variable" ? { limit: typeof LIST_LIMIT } : unknown;

/**
 * The rows of one table, by creation (`order`), whose fields equal the String variables `filters` of the same
 * names (a null one filters nothing); `limit` rows at most, or with "variable" the Int `$limit`.
 */
export function filteredList<
  const Name extends string,
  const Root extends string,
  T,
  F extends z.ZodRawShape,
  const L extends ListLimit = undefined,
>(name: Name, root: Root, row: Shape<T>, filters: F, { order, limit }: { order: "asc" | "desc"; limit?: L }) {
  const fields = Object.keys(filters);
  const variable = limit === "variable";
  const declared = [...fields.map((key) => `$${key}: String`), ...(variable ? ["$limit: Int"] : [])].join(", ");
  const where = fields.map((key) => `${key}: {_eq: $${key}}`).join(", ");
  const most = variable ? ", limit: $limit" : limit ? `, limit: ${limit}` : "";
  const args = `where: {${where}}, order_by: {created_at: ${order}_nulls_last}${most}`;
  return defineOperation({
    name,
    document: `query ${name}(${declared}) {\n  ${root}(${args}) ${selection(row)}\n}`,
    variables: z.object({ ...filters, ...(variable ? { limit: LIST_LIMIT } : {}) }) as z.ZodObject<
      F & LimitVariable<L>
    >,
    result: { [root]: list(row) } as Record<Root, Shape<T[]>>,
  });
}

/** A federation's rows of one table, newest first (the staff's lists; `order` "asc": oldest first), `limit` at most. */
export const savezList = <const Name extends string, const Root extends string, T>(
  name: Name,
  root: Root,
  row: Shape<T>,
  limit?: number,
  order: "asc" | "desc" = "desc",
) => filteredList(name, root, row, { savez_id: savezId }, { order, limit });

/** CreateX: one row of `table` from the create input, answering the fields of `returning`. */
export function createOne<const Name extends string, const Table extends string, V extends z.ZodType, T>(
  name: Name,
  table: Table,
  input: V,
  returning: Shape<T>,
) {
  return defineOperation({
    name,
    document: `mutation ${name}($object: ${table}_insert_input!) {\n  insert_${table}_one(object: $object) ${selection(returning)}\n}`,
    variables: z.object({ object: input }),
    result: { [`insert_${table}_one`]: returning } as Record<`insert_${Table}_one`, Shape<T>>,
  });
}

/** The new row's id, all most creates answer. */
const newId = object({ id: scalar<string>() });

/** CreateX answering the new row's id. */
export const createRow = <const Name extends string, const Table extends string, V extends z.ZodType>(
  name: Name,
  table: Table,
  input: V,
) => createOne(name, table, input, newId);

/** An import: all of `objects` into `table` at once (all or nothing), answering how many rows were written. */
export function insertMany<const Name extends string, const Table extends string, V extends z.ZodType>(
  name: Name,
  table: Table,
  objects: V,
) {
  return defineOperation({
    name,
    document: `mutation ${name}($objects: [${table}_insert_input!]!) {\n  insert_${table}(objects: $objects) ${selection(affectedRows)}\n}`,
    variables: z.object({ objects }),
    result: { [`insert_${table}`]: affectedRows } as Record<`insert_${Table}`, typeof affectedRows>,
  });
}

/**
 * An edit's `_set`: some of the create input's fields (at least one), unknown keys refused. Checks across fields
 * (a competition's dates) are the table's CHECK constraints on the edited row, mapped to the field's message.
 */
export function editSetOf(input: z.ZodType): z.ZodObject {
  const shape = (input as z.ZodObject).shape as Record<string, z.ZodType>;
  return z.object(Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, field.optional()]))).strict();
}

/**
 * The `set` of UpdateX (beside the row and the version read): the fields to change (at least one), which must keep
 * the rules across fields that an edit alone can break (a suspension without its reason).
 */
const editSet = (input: z.ZodType, rules: readonly CrossFieldRule[]) =>
  withRules(editSetOf(input), ...rules).refine((set) => Object.keys(set).length > 0, {
    error: T_VALIDATION.required,
  });

const ROW = "where: {id: {_eq: $id}, version: {_eq: $version}}";

/** One row of `table` changed by `set` if nobody changed it since `version` was read (0 rows: a conflict). */
export function updateAtVersion<const Name extends string, const Table extends string, S extends z.ZodType>(
  name: Name,
  table: Table,
  set: S,
) {
  return defineOperation({
    name,
    document: `mutation ${name}($id: String!, $version: Int!, $set: ${table}_set_input!) {
  update_${table}(${ROW}, _set: $set) {
    affected_rows
  }
}`,
    variables: z.object({ id: rowId, version: rowVersion, set }),
    result: { [`update_${table}`]: affectedRows } as Record<`update_${Table}`, typeof affectedRows>,
  });
}

/**
 * UpdateX, DeleteX (to 'Obrisano') and RestoreX of an editable entity: each names the row by id and the version
 * the client read; an update's `set` is some of the create input's fields.
 */
export function editOperations<const Name extends string, const Table extends string>(
  name: Name,
  table: Table,
  input: z.ZodType,
  rules: readonly CrossFieldRule[] = [],
) {
  const rowOnly = z.object({ id: rowId, version: rowVersion });
  const verb = <const Verb extends "Delete" | "Restore">(v: Verb) =>
    defineOperation({
      name: `${v}${name}`,
      document: `mutation ${v}${name}($id: String!, $version: Int!) {
  ${v.toLowerCase()}_${table}(${ROW}) {
    affected_rows
  }
}`,
      variables: rowOnly,
      result: { [`${v.toLowerCase()}_${table}`]: affectedRows } as Record<
        `${Lowercase<Verb>}_${Table}`,
        typeof affectedRows
      >,
    });
  return {
    table,
    update: updateAtVersion(`Update${name}`, table, editSet(input, rules)),
    delete: verb("Delete"),
    restore: verb("Restore"),
  };
}
