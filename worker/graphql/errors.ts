import { GraphQLError } from "graphql";
import type { z } from "zod";
import { T_API } from "../../shared/texts";

/** The error codes the gateway puts in `errors[].extensions.code` (Apollo/Hasura-style names). */
export type GraphQLErrorCode =
  | "BAD_REQUEST"
  | "UNTRUSTED_OPERATION"
  | "BAD_USER_INPUT"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "version_conflict"
  | "NOT_FOUND"
  | "IDEMPOTENCY_KEY_REUSED"
  | "IDEMPOTENCY_IN_PROGRESS"
  | "IDEMPOTENCY_ANSWER_LOST"
  | "BAD_GATEWAY"
  | "GATEWAY_TIMEOUT"
  | "INTERNAL_SERVER_ERROR";

/** A GraphQL error whose message is safe to show (everything else is masked). */
export function safeError(code: GraphQLErrorCode, message: string, extra: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

/** Per-field messages of a zod error, keyed by dotted path ("objects.3.ime"). */
export function fieldMessages(error: z.ZodError, prefix: (string | number)[] = []): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = [...prefix, ...issue.path].map(String).join(".") || "input";
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/** Parses input with a shared schema, or throws BAD_USER_INPUT with per-field messages. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, path: (string | number)[]): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw safeError("BAD_USER_INPUT", T_API.invalidInput, { fields: fieldMessages(result.error, path) });
}
