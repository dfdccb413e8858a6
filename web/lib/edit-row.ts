// The staff edits of a stored row: UpdateX, DeleteX (to 'Obrisano') and RestoreX, each naming the row by id and
// the version the list showed, so a change made meanwhile is refused (409) instead of silently overwritten.
// After any of them every loaded list and the home feed are read again.
import { mutate } from "swr";
import type { z } from "zod";
import type { Operation } from "../../shared/graphql/define";
import { EDITS, type Editable } from "../../shared/graphql/operations";
import { GraphQLRequestError, runOperation } from "./graphql";

/** What an edit needs to name a row. */
export interface Versioned {
  id: string;
  version: number;
}

/** Reads every loaded query again (lists, home, 'Obrisano'), whatever its key holds. */
export const refreshAll = () => mutate(() => true);

/**
 * One of an editable's three operations, seen through what every editable shares: the row, its version and (for
 * an update) some of its input's fields, whose names the caller's form takes from the same input schema.
 */
type EditOperation = Operation<string, z.ZodType<unknown, { id: string; version: number; set?: object }>>;

const editOf = (editable: Editable, verb: "update" | "delete" | "restore"): EditOperation => EDITS[editable][verb];

/** Saves `set` on a row read at `row.version`. */
export async function saveEdit(editable: Editable, row: Versioned, set: Record<string, unknown>, token: string | null) {
  await runOperation(editOf(editable, "update"), { id: row.id, version: row.version, set }, token);
  await refreshAll();
}

/** Moves a row to 'Obrisano'. */
export async function deleteItem(editable: Editable, row: Versioned, token: string | null) {
  await run(() => runOperation(editOf(editable, "delete"), { id: row.id, version: row.version }, token));
}

/** Brings a row back from 'Obrisano'. */
export async function restoreItem(editable: Editable, row: Versioned, token: string | null) {
  await run(() => runOperation(editOf(editable, "restore"), { id: row.id, version: row.version }, token));
}

/** Runs a write and reads the lists again, also when it was refused (a 409 shows the row as it is now). */
async function run(write: () => Promise<unknown>) {
  try {
    await write();
  } finally {
    await refreshAll();
  }
}

/** True when a save was refused because the row changed since it was read. */
export const isConflict = (error: unknown) => error instanceof GraphQLRequestError && error.status === 409;
