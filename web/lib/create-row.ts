// The staff writes that insert one row: a trusted Create… operation with the row as `object` (and the
// federation being worked on as its `savez_id`), answering with the new row under its one root field.
import type { z } from "zod";
import type { Operation, VariablesOf } from "../../shared/graphql/define";
import { withSavezId } from "./current-savez";
import { createRequest } from "./idempotency";

/** A staff create: stores `object` for federation `savezId` (null sends none) and returns the new row's id. */
export type CreateRow<I extends object> = (object: I, token: string | null, savezId: string | null) => Promise<string>;

/** An operation that inserts the row `object` and answers with its id under its one root field. */
type CreateOperation = Operation<string, z.ZodType, Record<string, { id: string }>>;

/** The create that runs `operation` and reads the new row's id from its answer. */
export function createRow<O extends CreateOperation>(
  operation: O,
): CreateRow<VariablesOf<O> extends { object: infer I extends object } ? I : never> {
  const [insert] = Object.keys(operation.result);
  return async (object, token, savezId) => {
    // The object is the operation's own input type (CreateRow's parameter), with the federation added.
    const variables = { object: withSavezId(object, savezId) } as VariablesOf<O>;
    const data = (await createRequest(operation, variables, token)) as Record<string, { id: string }>;
    return data[insert!]!.id;
  };
}
