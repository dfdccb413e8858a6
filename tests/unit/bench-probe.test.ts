import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { probe, type Scenario } from "../bench/load";

/** A server on 127.0.0.1 whose answers say MISS for the first `misses` requests, then HIT. */
async function edge(misses: number): Promise<{ base: string; server: Server; requests: () => number }> {
  let count = 0;
  const server = createServer((_request, response) => {
    count++;
    response.setHeader("x-edge-cache", count > misses ? "HIT" : "MISS");
    response.end("ok");
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, server, requests: () => count };
}

const scenario = (cached: boolean): Scenario => ({
  id: "page",
  label: "page",
  path: "/",
  cached,
  verify: (status, body) => (status === 200 && body === "ok" ? null : "not ok"),
});

let running: Server | null = null;
afterEach(() => {
  running?.close();
  running = null;
});

describe("the probe of a scenario measured from the edge cache", () => {
  it("asks again until the answer comes from the cache, so the warm-up begins on hits", async () => {
    const { base, server, requests } = await edge(3);
    running = server;
    expect(await probe(base, scenario(true))).toBeNull();
    expect(requests()).toBe(4);
  });

  it("asks once when the scenario is not measured from the cache", async () => {
    const { base, server, requests } = await edge(3);
    running = server;
    expect(await probe(base, scenario(false))).toBeNull();
    expect(requests()).toBe(1);
  });

  it("fails, naming the request, when the answer never comes from the cache", async () => {
    const { base, server } = await edge(Number.POSITIVE_INFINITY);
    running = server;
    expect(await probe(base, scenario(true), 300)).toBe("GET / never came from the edge cache within 300 ms");
  });
});
