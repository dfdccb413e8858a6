// A test's own database on the emulated Hasura (tests/worker/setup/postgres-hasura.ts), and the Worker's
// settings that point at it. No Node modules: the Worker tests (workerd) import it.
import { inject } from "vitest";

export interface HasuraUpstream {
  /** What a Worker's env needs to use this database as its Hasura. */
  env: { DATA_PROVIDER: "hasura"; HASURA_GRAPHQL_URL: string; HASURA_ADMIN_SECRET: string; HASURA_TIMEOUT_MS: string };
  /** Empties every table but users, then runs `seed` (PostgreSQL SQL). */
  reset(seed?: string): Promise<void>;
  /** Runs SQL for a test's setup or check; the rows of its last statement. */
  sql<T = Record<string, unknown>>(text: string): Promise<T[]>;
}

/** The database `name` (lower case, digits, _) of the emulated Hasura: one per test file keeps files apart. */
export function hasuraUpstream(name: string): HasuraUpstream {
  const base = `${inject("postgresHasuraUrl")}/db/${name}`;
  const secret = inject("postgresHasuraSecret");
  const post = async (path: string, body: string) => {
    const response = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { "x-hasura-admin-secret": secret },
      body,
    });
    const answer = (await response.json()) as { error?: string; rows?: unknown[] };
    if (!response.ok) throw new Error(`emulated Hasura ${path}: ${answer.error ?? response.status}`);
    return answer;
  };
  return {
    env: {
      DATA_PROVIDER: "hasura",
      HASURA_GRAPHQL_URL: `${base}/v1/graphql`,
      HASURA_ADMIN_SECRET: secret,
      HASURA_TIMEOUT_MS: "10000",
    },
    async reset(seed = "") {
      await post("/__reset", seed);
    },
    async sql<T>(text: string) {
      return ((await post("/__sql", text)).rows ?? []) as T[];
    },
  };
}
