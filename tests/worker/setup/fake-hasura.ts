// vitest globalSetup (runs in Node, not workerd): a fake Hasura on 127.0.0.1 that records what it receives,
// so the Worker tests can check exactly which headers and body the gateway sends upstream.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** Base URL of the fake Hasura, e.g. http://127.0.0.1:1234 */
    fakeHasuraUrl: string;
  }
}

/**
 * The R2 keys PostgreSQL's rows link, as far as this fake knows: every `*_key` variable of a mutation it was
 * sent (a CreateNajava's slika_key), and keys a test names with POST /__references {keys}. The Worker's
 * FileReferences query (worker/data/file-references.ts) is answered from them, so a Hasura-mode sweep sees
 * which files the PostgreSQL rows hold. Keys are random uuids, so test files sharing this fake never meet.
 */
const linked = new Set<string>();

/** Every string under a `*_key` name in a mutation's variables. */
function keysIn(value: unknown, name = ""): string[] {
  if (typeof value === "string") return name.endsWith("_key") ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => keysIn(v, name));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => keysIn(v, k));
  return [];
}

/** The answer to FileReferences: each aliased list (r0, r1, …) holds the asked keys a row links, in r0. */
function fileReferences(query: string, keys: string[]) {
  const aliases = [...query.matchAll(/\b(r\d+):/g)].map((m) => m[1]);
  const found = keys.filter((key) => linked.has(key)).map((key) => ({ key }));
  return { data: Object.fromEntries(aliases.map((alias, i) => [alias, i === 0 ? found : []])) };
}

interface Recorded {
  path: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}

/** Starts the fake upstream; returns its teardown. */
export default async function setup(project: TestProject) {
  let last: Recorded | null = null;
  // Every request since the last GET /__log (which answers and empties it).
  let log: Recorded[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = req.url ?? "/";
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    if (path === "/__last") return send(200, last);
    if (path === "/__log") {
      const answer = log;
      log = [];
      return send(200, answer);
    }
    const recorded = { path, headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString() || "null") };
    if (path === "/__references") {
      for (const key of (recorded.body as { keys: string[] }).keys) linked.add(key);
      return send(200, { linked: linked.size });
    }
    // The Worker's upsert of the caller's users row goes before the operation: /__last stays the operation.
    log.push(recorded);
    const body = recorded.body as { operationName?: string; query?: string; variables?: unknown } | null;
    if (body?.operationName === "UpsertUser") return send(200, { data: { insert_users_one: { id: 1 } } });
    if (body?.operationName === "FileReferences" && path !== "/broken") {
      return send(200, fileReferences(body.query ?? "", (body.variables as { keys: string[] }).keys));
    }
    // The daily purge asks which rows are 30 days in 'Obrisano' (worker/data/hasura-purge.ts): this fake's
    // PostgreSQL holds none.
    if (body?.operationName === "PurgeDue") return send(200, { data: { rows: [] } });
    if (body?.query?.trimStart().startsWith("mutation")) for (const key of keysIn(body.variables)) linked.add(key);
    last = recorded;
    if (path === "/slow") return setTimeout(() => send(200, { data: {} }), 3000);
    if (path === "/errors") {
      return send(200, {
        errors: [
          { message: "field 'feed' not found in type: 'query_root'", extensions: { code: "validation-failed" } },
        ],
      });
    }
    // An edit's answers: no row matched its id and version (stale, gone, or outside the row filter), or one.
    if (path === "/unchanged") return send(200, { data: { update_feed: { affected_rows: 0 } } });
    if (path === "/changed") return send(200, { data: { update_feed: { affected_rows: 1 } } });
    if (path === "/broken") return send(500, "<html>internal error</html>");
    // Data with an error beside it: Hasura's partial answer (one root field failed).
    if (path === "/partial") {
      return send(200, {
        data: { feed: [], rezultati: null },
        errors: [{ message: "permission denied for rezultati", extensions: { code: "permission-error" } }],
      });
    }
    return send(200, {
      data: { feed: [{ id: "h1", subject: "Iz Hasure", slika_url: null, description: "x" }], rezultati: [] },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  project.provide("fakeHasuraUrl", `http://127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
