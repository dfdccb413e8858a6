// One Idempotency-Key per submission of a create: generated when a form's values are first sent, kept while
// that same submission is retried (a network error, a double click, 'Pošalji' pressed again with the same
// values) and dropped after a success, so the next submission gets a new key. The Worker stores a keyed
// create once and replays its first answer to a repeat (worker/data/idempotency.ts).
import type { Operation, ResultOf, VariablesOf } from "../../shared/graphql/define";
import { runOperation } from "./graphql";

/** Keys of submissions not yet acknowledged, by operation and the exact variables sent. */
const pending = new Map<string, string>();

const submissionOf = (operationName: string, variables: unknown) => `${operationName}\n${JSON.stringify(variables)}`;

/** The key of this submission: the pending one for the same operation and values, else a new one. */
export function submissionKey(operationName: string, variables: unknown): string {
  const submission = submissionOf(operationName, variables);
  let key = pending.get(submission);
  if (!key) {
    key = crypto.randomUUID();
    pending.set(submission, key);
  }
  return key;
}

/** Sends a create with its submission's Idempotency-Key; the key is forgotten once the create succeeded. */
export async function createRequest<O extends Operation>(
  operation: O,
  variables: VariablesOf<O>,
  token: string | null,
): Promise<ResultOf<O>> {
  const idempotencyKey = submissionKey(operation.name, variables);
  const data = await runOperation(operation, variables, token, { idempotencyKey });
  pending.delete(submissionOf(operation.name, variables));
  return data;
}
