import { GraphQLError, execute, type ExecutionResult } from "graphql";
import type { Caller } from "../auth/caller";
import type { UserProfile } from "../data/users";
import type { Config } from "../config";
import { database } from "../data/db";
import { DuplicateKeyError } from "../data/idempotency";
import type { Deferred } from "../data/statements";
import { T_API, T_IDEMPOTENCY } from "../../shared/texts";
import { NOT_YOUR_CLUB, NOT_YOUR_FEDERATION, NO_PERMISSION } from "../data/errors";
import { scopeOf } from "../data/scope";
import { d1Root, type D1Context } from "./d1-resolvers";
import { fieldMessages, safeError, type GraphQLErrorCode } from "./errors";
import { forwardToHasura, syncUserRow } from "./hasura";
import { RULES, authorize, withinClubs, withinFederations, type OperationRule } from "./rules";
import { d1Schema } from "./schema";
import type { TrustedOperation } from "./trusted";

import type { GatewayResult } from "./result";

export type { GatewayResult } from "./result";

const errorResult = (status: number, code: GraphQLErrorCode, message: string, extra?: Record<string, unknown>) => ({
  status,
  body: { errors: [safeError(code, message, extra).toJSON()] },
});

/** Errors a client may read as they are; anything else (SQL, bugs) is logged and masked. */
function maskErrors(errors: readonly GraphQLError[]): { errors: unknown[]; codes: Set<string> } {
  const codes = new Set<string>();
  const masked = errors.map((error) => {
    const original = error.originalError;
    const code = error.extensions.code as string | undefined;
    // A GraphQLError without a code and without a path is graphql-js refusing a variable (an Int beyond 32
    // bits): bad input too. One with a path but no code came out of execution: masked.
    if (original && !(original instanceof GraphQLError && (code || !error.path))) {
      console.error(`graphql resolver failed at ${error.path?.join(".")}:`, original);
      codes.add("INTERNAL_SERVER_ERROR");
      return safeError("INTERNAL_SERVER_ERROR", T_API.internal, { path: error.path }).toJSON();
    }
    // graphql-js's own request errors (variable coercion) carry no code: they are bad input.
    const finalCode = code ?? "BAD_USER_INPUT";
    codes.add(finalCode);
    return { ...error.toJSON(), extensions: { ...error.extensions, code: finalCode } };
  });
  return { errors: masked, codes };
}

/** Status of a D1 result under GraphQL-over-HTTP: request/input errors 400, our failures 500, else 200. */
function statusOf(result: ExecutionResult, codes: Set<string>): number {
  if (!result.errors?.length) return 200;
  if (codes.has("INTERNAL_SERVER_ERROR")) return 500;
  if (codes.has("version_conflict")) return 409;
  if (codes.has("NOT_FOUND")) return 404;
  if (codes.has("FORBIDDEN")) return 403;
  if (result.data == null || codes.has("BAD_USER_INPUT")) return 400;
  return 200;
}

async function runOnD1(
  db: D1Database,
  operation: TrustedOperation,
  variables: object,
  caller: Caller,
  profile: UserProfile | undefined,
  requestId: string | null,
  files?: R2Bucket,
  idempotency?: Deferred,
): Promise<GatewayResult> {
  const context: D1Context = { db: database(db), scope: scopeOf(caller, requestId), profile, unlinked: [] };
  if (idempotency) context.idempotency = { statement: idempotency };
  const result = await execute({
    schema: d1Schema(),
    document: operation.document,
    rootValue: d1Root,
    contextValue: context,
    variableValues: variables as Record<string, unknown>,
    operationName: operation.name,
  });
  // Replaced documents go after the write committed; one that fails to go is left for the sweep.
  if (files && context.unlinked!.length > 0) await files.delete(context.unlinked!).catch(() => undefined);
  if (!result.errors?.length) return { status: 200, body: { data: result.data } };
  // Nothing was written: the request's key was stored by a concurrent duplicate (the route answers it).
  if (result.errors.some((error) => error.originalError instanceof DuplicateKeyError)) {
    return { ...errorResult(409, "IDEMPOTENCY_IN_PROGRESS", T_IDEMPOTENCY.inProgress), duplicateKey: true };
  }
  const { errors, codes } = maskErrors(result.errors);
  return { status: statusOf(result, codes), body: { data: result.data ?? null, errors } };
}

/** The rule of a trusted operation; a missing rule is a server bug, never an open door. */
export function ruleOf(operation: TrustedOperation): OperationRule {
  const rule = RULES[operation.name];
  if (!rule) throw new Error(`no authorization rule for ${operation.name}`);
  return rule;
}

/**
 * Runs a trusted operation for a caller: authorization (401/403), variable validation with the shared
 * schemas (400 BAD_USER_INPUT, nothing written), then the configured provider. `profile` is the caller's
 * users row as the auth middleware read it (absent for anonymous callers).
 */
export async function runOperation(
  operation: TrustedOperation,
  rawVariables: unknown,
  caller: Caller,
  env: {
    config: Config;
    db: D1Database;
    profile?: UserProfile;
    requestId?: string;
    files?: R2Bucket;
    /** D1: the Idempotency-Key row to insert in the create's own batch (worker/data/idempotency.ts). */
    idempotency?: Deferred;
  },
): Promise<GatewayResult> {
  const rule = ruleOf(operation);
  const decision = authorize(rule, caller);
  if (decision === "unauthenticated") return errorResult(401, "UNAUTHENTICATED", T_API.signInToDoThis);
  if (decision === "forbidden") return errorResult(403, "FORBIDDEN", NO_PERMISSION);
  const parsed = rule.variables.safeParse(rawVariables ?? {});
  if (!parsed.success) {
    return errorResult(400, "BAD_USER_INPUT", T_API.invalidInput, { fields: fieldMessages(parsed.error) });
  }
  const variables = parsed.data as Record<string, unknown>;
  if (!withinFederations(rule, caller, variables)) return errorResult(403, "FORBIDDEN", NOT_YOUR_FEDERATION);
  if (!withinClubs(rule, caller, variables)) return errorResult(403, "FORBIDDEN", NOT_YOUR_CLUB);
  const { config } = env;
  if (config.DATA_PROVIDER === "hasura") {
    const options = {
      url: config.HASURA_GRAPHQL_URL!,
      adminSecret: config.HASURA_ADMIN_SECRET!,
      timeoutMs: config.HASURA_TIMEOUT_MS,
      requestId: env.requestId,
    };
    // Accounts are provisioned in D1: PostgreSQL gets the caller's row on first sight and when its facts change.
    await syncUserRow(options, caller, env.profile);
    return forwardToHasura(options, { operationName: operation.name, query: operation.text, variables }, caller);
  }
  return runOnD1(env.db, operation, variables, caller, env.profile, env.requestId ?? null, env.files, env.idempotency);
}
