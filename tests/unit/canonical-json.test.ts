// The one canonical JSON (shared/canonical-json.ts) and SHA-256 hex (shared/sha256.ts) that the edge cache's
// answer keys and the idempotency keys' request hashes are made of.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { canonicalJson } from "../../shared/canonical-json";
import { sha256Hex } from "../../shared/sha256";

describe("canonicalJson", () => {
  it("gives the same text whatever the key order, at every depth", () => {
    expect(canonicalJson({ b: 2, a: { d: [{ f: 1, e: 2 }], c: 3 } })).toBe('{"a":{"c":3,"d":[{"e":2,"f":1}]},"b":2}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });

  it("drops undefined members as JSON does, and writes undefined in an array or alone as null", () => {
    expect(canonicalJson({ a: undefined, b: null })).toBe('{"b":null}');
    expect(canonicalJson([undefined, 1])).toBe("[null,1]");
    expect(canonicalJson(undefined)).toBe("null");
  });

  it("honours toJSON: two different dates are two different texts, not both {}", () => {
    expect(canonicalJson({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
    expect(canonicalJson(new Date(0))).not.toBe(canonicalJson(new Date(1)));
  });

  it("writes plain data exactly as JSON.stringify does once sorted (stored request hashes stay valid)", () => {
    const value = { naziv: "Prvenstvo „Zagreb”", broj: 1.5, lista: ["a", true, null] };
    expect(canonicalJson(value)).toBe(
      JSON.stringify({ broj: 1.5, lista: ["a", true, null], naziv: "Prvenstvo „Zagreb”" }),
    );
  });
});

describe("sha256Hex", () => {
  it.each(["", "abc", "query ReadFeed { feed { id } }", "čćžšđ €"])("hashes %j as Node's crypto does", async (text) => {
    expect(await sha256Hex(text)).toBe(createHash("sha256").update(text, "utf8").digest("hex"));
  });

  it("is 64 lower-case hex digits", async () => {
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
