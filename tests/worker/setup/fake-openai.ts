// A fake OpenAI-compatible chat-completions server on 127.0.0.1 for the AI provider tests. It runs in
// Node (vitest globalSetup: workerd cannot listen) and its URL reaches the tests through `provide`.
// The first path segment picks the behaviour: /<scenario>/v1/chat/completions. GET /__last/<scenario>
// returns the last request that scenario received, so tests can check what the Worker sent.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    fakeOpenAiUrl: string;
  }
}

const completion = (content: string) => ({
  id: "chatcmpl-fake",
  object: "chat.completion",
  choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
});

/** What each scenario answers (status and JSON body), or "hang" for a server that never answers. */
const SCENARIOS: Record<string, { status: number; body: unknown } | "hang"> = {
  ok: { status: 200, body: completion('{"naslov": "Regata na Jarunu", "sadrzaj": "Veslači se natječu u subotu."}') },
  fenced: {
    status: 200,
    body: completion(
      'Evo prepravljenog teksta:\n```json\n{"naslov": "Regata", "sadrzaj": "Tekst u ogradi."}\n```\nNadam se da pomaže!',
    ),
  },
  untitled: { status: 200, body: completion('{"sadrzaj": "Polumaraton počinje u 9 sati. Start je na Trgu."}') },
  garbage: { status: 200, body: completion("Žao mi je, ne mogu pomoći s tim.") },
  "not-chat": { status: 200, body: { hello: "world" } },
  "server-error": { status: 500, body: { error: { message: "model crashed" } } },
  unauthorized: { status: 401, body: { error: { message: "bad key" } } },
  hang: "hang",
};

const last = new Map<string, { headers: IncomingMessage["headers"]; body: unknown }>();

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? JSON.parse(text) : null;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const [, first, second] = (req.url ?? "/").split("/");
  if (req.method === "GET" && first === "__last") return send(res, 200, last.get(second ?? "") ?? null);
  const scenario = SCENARIOS[first ?? ""];
  if (!scenario || req.method !== "POST" || !req.url?.endsWith("/v1/chat/completions")) {
    return send(res, 404, { error: "unknown scenario" });
  }
  last.set(first!, { headers: req.headers, body: await readJson(req) });
  if (scenario === "hang") return; // never answers; the Worker's timeout must fire
  send(res, scenario.status, scenario.body);
}

/** Starts the fake on a free port and provides its URL; returns the teardown. */
export default async function setup(project: TestProject) {
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  project.provide("fakeOpenAiUrl", `http://127.0.0.1:${port}`);
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
