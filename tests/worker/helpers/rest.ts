// One way for the REST suites (leagues, entries) to send a body and read an expected answer: a string goes as
// CSV text, anything else as JSON; an answer of another status fails with its method, path and text.
import { expect } from "vitest";

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
