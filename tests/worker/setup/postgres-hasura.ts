// vitest globalSetup (runs in Node, not workerd): Hasura emulated on a real PostgreSQL, on 127.0.0.1, for the
// Worker tests with DATA_PROVIDER=hasura (tests/support/hasura-server.ts: hasura/migrations applied, the
// metadata's permissions enforced). Its URL and admin secret reach the tests through `inject`; the cluster
// starts with the first request (tests/support/hasura-upstream.ts), and where PostgreSQL is not installed
// that request fails saying so.
import { randomUUID } from "node:crypto";
import type { TestProject } from "vitest/node";
import { serveHasuraOverPostgres } from "../../support/hasura-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** Base URL of the emulated Hasura, e.g. http://127.0.0.1:1234 (its databases under /db/<name>/). */
    postgresHasuraUrl: string;
    /** The admin secret it takes (random per run). */
    postgresHasuraSecret: string;
  }
}

export default async function setup(project: TestProject) {
  const secret = randomUUID();
  const hasura = await serveHasuraOverPostgres(secret);
  project.provide("postgresHasuraUrl", hasura.url);
  project.provide("postgresHasuraSecret", secret);
  return () => hasura.close();
}
