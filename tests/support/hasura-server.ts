// Hasura's GraphQL endpoint over HTTP, emulated on a real PostgreSQL (hasura-postgres.ts): what a Worker in
// the tests (workerd, DATA_PROVIDER=hasura) reaches as its upstream. Runs in Node (a vitest globalSetup:
// workerd cannot listen), on 127.0.0.1.
//
// One throwaway cluster (postgres.ts), started on the first request so that runs which never ask for it pay
// nothing; hasura/migrations are applied once to a template database, and each name under /db/<name>/ is a
// database of its own copied from it, so test files running side by side never see each other's rows:
//   POST /db/<name>/v1/graphql  as Hasura: x-hasura-admin-secret, the session in x-hasura-* headers (none:
//                               Hasura's admin), {operationName, query, variables}; errors as Hasura words them
//   POST /db/<name>/__reset     every table emptied but users (the Worker provisions accounts and remembers which
//                               rows it sent), then the body's SQL (a seed) run
//   POST /db/<name>/__sql       the body's SQL run, {rows} of its last statement (a test's own setup or check)
// /v1/graphql, /__reset and /__sql without the prefix are the database `main`. Every request needs the admin
// secret and a loopback peer; the test routes are for test setup only. Requests to one database run one at a
// time (one connection, whose transactions must not interleave).
import { readFileSync, readdirSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { loadTables } from "./hasura-metadata";
import { HasuraError, HasuraOverPostgres, type Session } from "./hasura-postgres";
import { startPostgres, type RunningPostgres } from "./postgres";

const MIGRATIONS = new URL("../../hasura/migrations/default/", import.meta.url);
const TEMPLATE = "sz_migrated";
const NAME = /^[a-z][a-z0-9_]{0,40}$/;
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** hasura/migrations' up.sql texts in the order Hasura applies them (their folders start with a timestamp). */
export function hasuraMigrations(): string[] {
  return readdirSync(MIGRATIONS)
    .sort()
    .map((folder) => readFileSync(new URL(`${folder}/up.sql`, MIGRATIONS), "utf8"));
}

export interface EmulatedHasura {
  /** Base URL, e.g. http://127.0.0.1:1234 (add /db/<name>/v1/graphql). */
  url: string;
  close(): Promise<void>;
}

interface Database {
  client: pg.Client;
  hasura: HasuraOverPostgres;
  /** The end of the last request queued on this database's one connection. */
  queue: Promise<unknown>;
}

/** The cluster, started once, with the migrated template database. */
async function startCluster(): Promise<RunningPostgres> {
  const running = await startPostgres();
  if ("missing" in running) {
    throw new Error(
      `the Hasura emulation needs PostgreSQL: ${running.missing}; npm test installs it (scripts/test.mjs, ensurePostgres)`,
    );
  }
  const admin = new pg.Client(running.url);
  await admin.connect();
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();
  const template = new pg.Client(running.url.replace(/\/postgres$/, `/${TEMPLATE}`));
  await template.connect();
  for (const migration of hasuraMigrations()) await template.query(migration);
  await template.end();
  return running;
}

const read = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

const send = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));

/** Hasura's error answer: HTTP 200 with `errors` (the Worker relays the code, never the text). */
const hasuraErrors = (code: string, message: string) => ({ errors: [{ message, extensions: { path: "$", code } }] });

/** The request's Hasura session: every x-hasura-* header but the secret, as Hasura passes them on. */
function sessionOf(req: IncomingMessage): Session {
  return Object.fromEntries(
    Object.entries(req.headers)
      .filter(([name]) => name.startsWith("x-hasura-") && name !== "x-hasura-admin-secret")
      .map(([name, value]) => [name, String(value)]),
  );
}

/** Starts the emulated Hasura on a free loopback port; the cluster starts with the first request. */
export async function serveHasuraOverPostgres(adminSecret: string): Promise<EmulatedHasura> {
  let cluster: Promise<RunningPostgres> | null = null;
  const databases = new Map<string, Promise<Database>>();
  // CREATE DATABASE ... TEMPLATE refuses while another copy of the template is being made: one at a time.
  let creating: Promise<unknown> = Promise.resolve();

  const database = (name: string): Promise<Database> => {
    let found = databases.get(name);
    if (!found) {
      found = (async () => {
        const running = await (cluster ??= startCluster());
        const made = creating.then(async () => {
          const admin = new pg.Client(running.url);
          await admin.connect();
          await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`).finally(() => admin.end());
        });
        creating = made.catch(() => undefined);
        await made;
        const client = new pg.Client(running.url.replace(/\/postgres$/, `/${name}`));
        await client.connect();
        return { client, hasura: new HasuraOverPostgres(client, loadTables()), queue: Promise.resolve() };
      })();
      // A failed start is said again to the next request, not cached as a half-made database.
      found.catch(() => databases.delete(name));
      databases.set(name, found);
    }
    return found;
  };

  /** Runs `task` on the database after every request queued before it. */
  const queued = async <T>(name: string, task: (db: Database) => Promise<T>): Promise<T> => {
    const db = await database(name);
    const result = db.queue.then(() => task(db));
    db.queue = result.catch(() => undefined);
    return result;
  };

  const graphql = async (name: string, req: IncomingMessage, res: ServerResponse) => {
    const { query, variables } = JSON.parse(await read(req)) as { query: string; variables?: Record<string, unknown> };
    try {
      const data = await queued(name, (db) => db.hasura.run(query, variables ?? {}, sessionOf(req)));
      send(res, 200, { data });
    } catch (error) {
      if (error instanceof HasuraError) return send(res, 200, hasuraErrors(error.code, error.message));
      // Something the emulation does not cover: loud, and named so that a test's diff says so.
      console.error(`hasura emulation: ${(error as Error).message}`);
      send(res, 200, hasuraErrors("emulation-gap", (error as Error).message));
    }
  };

  const reset = (name: string, seed: string) =>
    queued(name, async ({ client }) => {
      const { rows } = await client.query(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'users' ORDER BY tablename",
      );
      const tables = rows.map((r: { tablename: string }) => `"${r.tablename}"`).join(", ");
      await client.query(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
      if (seed.trim()) await client.query(seed);
      return { reset: rows.length };
    });

  const sql = (name: string, text: string) =>
    queued(name, async ({ client }) => {
      const result = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
      const last = Array.isArray(result) ? result[result.length - 1] : result;
      return { rows: last?.rows ?? [] };
    });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (!LOOPBACK.test(req.socket.remoteAddress ?? "")) return send(res, 403, { error: "loopback only" });
    const match = /^(?:\/db\/([^/]+))?(\/v1\/graphql|\/__reset|\/__sql)$/.exec(req.url ?? "");
    if (req.method !== "POST" || !match) return send(res, 404, { error: "no such route" });
    if (req.headers["x-hasura-admin-secret"] !== adminSecret) {
      return send(res, 401, hasuraErrors("access-denied", "invalid x-hasura-admin-secret/x-hasura-access-key"));
    }
    const [, name = "main", route] = match;
    if (!NAME.test(name)) return send(res, 400, { error: `not a database name: ${name}` });
    try {
      if (route === "/v1/graphql") return await graphql(name, req, res);
      const body = await read(req);
      send(res, 200, route === "/__reset" ? await reset(name, body) : await sql(name, body));
    } catch (error) {
      send(res, 500, { error: (error as Error).message });
    }
  };

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const db of databases.values()) await db.then((d) => d.client.end()).catch(() => undefined);
      if (cluster) (await cluster.catch(() => null))?.stop();
    },
  };
}
