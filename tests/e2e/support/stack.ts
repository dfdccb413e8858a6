// What the browser tests know about the stack scripts/test.mjs started for them.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { OPERATIONS, type OperationName } from "../../../shared/graphql/operations";

const stateDir = process.env.E2E_STATE_DIR ?? "/tmp";

/**
 * Runs a trusted operation through /v1/graphql, as the SPA does (anonymous without a token): the one GraphQL
 * helper of the browser tests' direct API calls; each test reads the response as it needs.
 */
export async function graphql(
  request: APIRequestContext,
  operationName: OperationName,
  variables: Record<string, unknown> = {},
  token?: string,
) {
  return request.post("/v1/graphql", {
    data: { operationName, variables, query: OPERATIONS[operationName] },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** A value one test run hands to the next (e.g. across the Worker restart). */
export function remember(name: string, value: unknown) {
  writeFileSync(join(stateDir, `${name}.json`), JSON.stringify(value));
}

export function recall<T>(name: string): T {
  return JSON.parse(readFileSync(join(stateDir, `${name}.json`), "utf8")) as T;
}
