// One way for the REST suites (leagues, entries) to send a body and read an expected answer: a string goes as
// CSV text, anything else as JSON; an answer of another status fails with its method, path and text. A request to
// a Worker with DATA_PROVIDER=hasura goes through the app on the emulated Hasura's settings (onUpstream).
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import { createApp } from "../../../worker/app";
import type { HasuraUpstream } from "../../support/hasura-upstream";

/** A request's init: `headers` plus the body's content type (CSV for a string, JSON otherwise). */
export function restInit(method: string, headers: Record<string, string>, body?: unknown): RequestInit {
  if (body === undefined) return { method, headers };
  if (typeof body === "string") {
    return { method, headers: { ...headers, "content-type": "text/csv; charset=utf-8" }, body };
  }
  return { method, headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) };
}

/** The JSON body of `response`, which must have answered `status` (`label` names the request on failure). */
export async function expectJson<T>(response: Response, status: number, label: string): Promise<T> {
  const text = await response.text();
  expect(response.status, `${label}: ${text}`).toBe(status);
  return JSON.parse(text) as T;
}

/** One request through the app with DATA_PROVIDER=hasura (its own origin: the edge cache keys answers by it). */
export async function onUpstream(upstream: HasuraUpstream, path: string, init: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await createApp().fetch(
    new Request(`https://pg.app.test${path}`, init),
    { ...env, ...upstream.env } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}
