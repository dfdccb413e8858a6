// What the browser tests know about the stack scripts/test.mjs started for them.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { OPERATIONS, type OperationName } from "../../../shared/graphql/operations";

const emulator = process.env.E2E_AUTH_EMULATOR ?? "127.0.0.1:9099";
const stateDir = process.env.E2E_STATE_DIR ?? "/tmp";

/** An ID token for a demo account, straight from the Auth Emulator's REST API. */
export async function idToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post(
    `http://${emulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { data: { email, password, returnSecureToken: true } },
  );
  if (!response.ok()) throw new Error(`emulator sign-in failed: ${response.status()}`);
  return (await response.json()).idToken;
}

/** Runs a trusted operation through /v1/graphql, as the SPA does. */
export async function graphql(
  request: APIRequestContext,
  operationName: OperationName,
  variables: Record<string, unknown> = {},
  token?: string,
) {
  return request.post("/v1/graphql", {
    data: { operationName, variables, query: OPERATIONS[operationName] },
    headers: { authorization: token ? `Bearer ${token}` : "" },
  });
}

/** A value one test run hands to the next (e.g. across the Worker restart). */
export function remember(name: string, value: unknown) {
  writeFileSync(join(stateDir, `${name}.json`), JSON.stringify(value));
}

export function recall<T>(name: string): T {
  return JSON.parse(readFileSync(join(stateDir, `${name}.json`), "utf8")) as T;
}
