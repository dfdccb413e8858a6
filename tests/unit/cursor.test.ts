// The one keyset cursor codec (worker/data/cursor.ts): what a list encodes comes back equal, and anything a
// client could forge (not base64url, not UTF-8, not JSON, another shape, too long) is null, never a throw.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { decodeCursor, encodeCursor, MAX_CURSOR_LENGTH } from "../../worker/data/cursor";

const pair = z.tuple([z.string(), z.number().int()]);
const b64url = (text: string) =>
  Buffer.from(text, "utf8").toString("base64").replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

describe("keyset cursor codec", () => {
  it("round-trips a tuple, non-Latin text included, as URL-safe text without padding", () => {
    const text = encodeCursor(["đurđa@šibenik.hr", 7]);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(pair, text)).toEqual(["đurđa@šibenik.hr", 7]);
  });

  it("writes the same bytes as base64url of the tuple's JSON (cursors already handed out stay valid)", () => {
    expect(encodeCursor(["2025-06-01T10:00:00.000Z", "a1"])).toBe(b64url('["2025-06-01T10:00:00.000Z","a1"]'));
  });

  it.each([
    ["empty", ""],
    ["characters outside base64url", "ab$%cd"],
    ["standard base64 with padding", "WyJhIiwxXQ=="],
    ["a length atob refuses", "A".repeat(201)],
    ["base64 of bytes that are not UTF-8", Buffer.from([0xff, 0xfe, 0x22]).toString("base64url")],
    ["base64 of text that is not JSON", b64url("not json")],
    ["JSON of an object", b64url('{"key":"a","id":1}')],
    ["JSON null", b64url("null")],
    ["a tuple too short", b64url('["a"]')],
    ["a tuple too long", b64url('["a",1,2]')],
    ["a tuple of the wrong types", b64url("[1,2]")],
    ["a fractional id", b64url('["a",1.5]')],
  ])("reads %s as null", (_name, value) => {
    expect(decodeCursor(pair, value)).toBeNull();
  });

  it("refuses a well-formed cursor longer than the bound without parsing it", () => {
    const long = encodeCursor(["x".repeat(MAX_CURSOR_LENGTH), 1]);
    expect(decodeCursor(z.tuple([z.string(), z.number()]), long)).toBeNull();
    expect(decodeCursor(z.tuple([z.string(), z.number()]), encodeCursor(["x".repeat(100), 1]))).toEqual([
      "x".repeat(100),
      1,
    ]);
  });
});
