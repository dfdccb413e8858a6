// Security checks against the real stack scripts/test.mjs built and started: no secret in the built SPA,
// security headers on the HTML, its assets and the API as wrangler serves them, and no CORS grant to a
// foreign origin.
import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { findInFiles, readDotenv, secretNames } from "./support/secrets";

const ROOT = join(import.meta.dirname, "..", "..");
const CLIENT = join(ROOT, "dist", "client");

test("no secret value from .dev.vars.example's secret names is in the built SPA", () => {
  const names = secretNames(readFileSync(join(ROOT, ".dev.vars.example"), "utf8"));
  expect(names).toEqual(expect.arrayContaining(["HASURA_ADMIN_SECRET", "OPENAI_API_KEY"]));
  // scripts/test.mjs built the SPA with a random canary value for every secret name (E2E_SECRET_CANARIES);
  // a developer's own .dev.vars values are checked too when the file exists.
  const canaries = JSON.parse(process.env.E2E_SECRET_CANARIES ?? "{}") as Record<string, string>;
  const local = readDotenv(join(ROOT, ".dev.vars"));
  const values = names.flatMap((n) => [canaries[n], local[n]]).filter((v): v is string => !!v && v.length >= 8);
  expect(Object.keys(canaries).sort(), "test.mjs sets a canary per secret name").toEqual([...names].sort());
  expect(findInFiles(CLIENT, values)).toEqual([]);
  // The names themselves in the client would mean Worker configuration was bundled into it.
  expect(findInFiles(CLIENT, names)).toEqual([]);
});

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  expect(headers["content-security-policy"], what).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"], what).toContain("default-src 'self'");
  expect(headers["strict-transport-security"], what).toMatch(/^max-age=\d+/);
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBeTruthy();
}

test("security headers are on the HTML, a JS asset, a public file and the API as served", async ({ request }) => {
  const html = await request.get("/");
  expect(html.headers()["content-type"]).toContain("text/html");
  expectSecurityHeaders(html.headers(), "/");
  const script = /<script[^>]+src="([^"]+\.js)"/.exec(await html.text())?.[1];
  expect(script, "index.html names its entry script").toBeTruthy();
  const asset = await request.get(script!);
  expect(asset.status()).toBe(200);
  expectSecurityHeaders(asset.headers(), script!);
  const deepLink = await request.get("/unesi-najavu");
  expectSecurityHeaders(deepLink.headers(), "/unesi-najavu (SPA fallback)");
  const favicon = await request.get("/favicon.svg");
  expectSecurityHeaders(favicon.headers(), "/favicon.svg");
  for (const path of ["/api/v1/health", "/api/v1/nope"])
    expectSecurityHeaders((await request.get(path)).headers(), path);
  const gql = await request.post("/v1/graphql", {
    data: { operationName: "x", query: "{ __schema { types { name } } }" },
  });
  expect(gql.status()).toBe(400);
  expectSecurityHeaders(gql.headers(), "/v1/graphql");
});

test("CORS refuses a foreign origin, preflight and simple request alike", async ({ request }) => {
  const preflight = await request.fetch("/v1/graphql", {
    method: "OPTIONS",
    headers: {
      origin: "https://evil.test",
      "access-control-request-method": "POST",
      "access-control-request-headers": "authorization, content-type",
    },
  });
  expect(preflight.headers()["access-control-allow-origin"]).toBeUndefined();
  expect(preflight.headers()["access-control-allow-credentials"]).toBeUndefined();
  const simple = await request.get("/api/v1/config", { headers: { origin: "https://evil.test" } });
  expect(simple.headers()["access-control-allow-origin"]).toBeUndefined();
  const csrf = await request.post("/v1/graphql", {
    headers: { origin: "https://evil.test", "content-type": "text/plain" },
    data: JSON.stringify({ operationName: "CreateNajava", query: "x", variables: {} }),
  });
  expect(csrf.status()).toBe(415);
});
