// The staff writes that insert one row: a trusted Create… operation with the row as `object` (and the
// federation being worked on as its `savez_id`), answering with the new row under `insert_<table>_one`.
import type { OperationName } from "../../shared/graphql/operations";
import { withSavezId } from "./current-savez";
import { createRequest } from "./idempotency";

/** A staff create: stores `object` for federation `savezId` (null sends none) and returns the new row's id. */
export type CreateRow<I extends object> = (object: I, token: string | null, savezId: string | null) => Promise<string>;

/** The create that runs `operation` and reads the new row's id from the field `insert` of its answer. */
export function createRow<I extends object>(operation: OperationName, insert: string): CreateRow<I> {
  return async (object, token, savezId) => {
    const data = await createRequest<Record<string, { id: string }>>(
      operation,
      { object: withSavezId(object, savezId) },
      token,
    );
    return data[insert]!.id;
  };
}
