// Bad-input catalogue: the public reads of issue 16 (competitions, the event archive, the calendars) with
// malformed ids, forged or stale cursors, slugs with odd characters and page sizes out of bounds. Each is
// 400 (404 for a well-formed id or slug that names nothing) with `{error:{code,message}}` and the
// catalogue's message, never a 5xx, and nothing is written.
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { API } from "../../../shared/paths";
import { T_JAVNO } from "../../../shared/texts";
import { encodeNatjecanjaCursor } from "../../../worker/data/javno";
import { seedDemo } from "../helpers/graphql";
import { expectRestRefusal } from "./support";

/** URL-safe base64 without padding, as the server's cursors are written. */
const b64 = (text: string) => btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

const MESSAGES: Record<string, string> = {
  invalid_cursor: T_JAVNO.badCursor,
  invalid_limit: T_JAVNO.badLimit,
  invalid_slug: T_JAVNO.badSlug,
  invalid_id: T_JAVNO.badId,
};

const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zagreb" }).format(new Date());
const cursor = (savez: string, danas = today) =>
  encodeNatjecanjaCursor({ part: 1, datum: "2025-05-31", id: "c0000000-0000-4000-8000-000000000001", savez, danas });

/** [name, path, status, code]. */
type Case = [string, string, number, string];

const N = API.javnaNatjecanja;
const D = API.dogadanja;
const cases: Case[] = [
  // Cursors: not ours, forged, stale.
  ["a cursor with characters outside base64url", `${N}?after=abc$%25def`, 400, "invalid_cursor"],
  ["a cursor that is base64 of garbage", `${N}?after=${b64("\u0000 garbage")}`, 400, "invalid_cursor"],
  ["a cursor of another format version", `${N}?after=${b64('[2,1,"2025-05-31","x","",""]')}`, 400, "invalid_cursor"],
  [
    "a forged cursor with SQL as its id",
    `${N}?after=${b64(`[1,1,"2025-05-31","' OR 1=1 --","","${today}"]`)}`,
    400,
    "invalid_cursor",
  ],
  [
    "a forged cursor with a part of 7",
    `${N}?after=${b64(`[1,7,"2025-05-31","a","","${today}"]`)}`,
    400,
    "invalid_cursor",
  ],
  [
    "a forged cursor with a date that is no date",
    `${N}?after=${b64(`[1,1,"yesterday","a","","${today}"]`)}`,
    400,
    "invalid_cursor",
  ],
  ["a cursor of 301 characters", `${N}?after=${"A".repeat(301)}`, 400, "invalid_cursor"],
  ["a stale cursor of another federation's list", `${N}?after=${cursor("zicer-savez")}`, 400, "invalid_cursor"],
  [
    "a stale cursor of the list as it was on another day",
    `${N}?after=${cursor("", "2020-01-01")}`,
    400,
    "invalid_cursor",
  ],
  ["an archive cursor that is a bare number", `${D}?after=12`, 400, "invalid_cursor"],
  [
    "an archive cursor with a timestamp that is not one",
    `${D}?after=${b64('[1,"noon","f0000000-0000-4000-8000-000000000001"]')}`,
    400,
    "invalid_cursor",
  ],
  ["a competitions cursor on the archive", `${D}?after=${cursor("")}`, 400, "invalid_cursor"],
  // Page sizes.
  ["limit 0", `${N}?limit=0`, 400, "invalid_limit"],
  ["limit 51", `${N}?limit=51`, 400, "invalid_limit"],
  ["a huge limit", `${N}?limit=1000000`, 400, "invalid_limit"],
  ["a negative limit", `${D}?limit=-5`, 400, "invalid_limit"],
  ["a fractional limit", `${D}?limit=1.5`, 400, "invalid_limit"],
  ['limit "abc"', `${D}?limit=abc`, 400, "invalid_limit"],
  // Slugs with odd characters.
  ["a federation filter with spaces and capitals", `${N}?savez=Zicer%20Savez`, 400, "invalid_slug"],
  ["a federation filter with a path", `${N}?savez=..%2Fadmin`, 400, "invalid_slug"],
  ["a federation filter with markup", `${N}?savez=%3Cscript%3E`, 400, "invalid_slug"],
  ["a federation filter of 61 characters", `${N}?savez=${"s".repeat(61)}`, 400, "invalid_slug"],
  ["a calendar slug with a quote", "/api/v1/savezi/zicer'savez/kalendar.ics", 400, "invalid_slug"],
  ["a calendar slug with a trailing hyphen", "/api/v1/savezi/zicer-/kalendar.ics", 400, "invalid_slug"],
  ["a calendar slug with non-ASCII letters", "/api/v1/savezi/%C5%BEicer/kalendar.ics", 400, "invalid_slug"],
  // Ids.
  ["a competition id that is a word", "/api/v1/natjecanja/regata", 400, "invalid_id"],
  ["a competition id with SQL", "/api/v1/natjecanja/'%20OR%201=1%20--", 400, "invalid_id"],
  ["a competition id in capitals", "/api/v1/natjecanja/C0000000-0000-4000-8000-000000000001", 400, "invalid_id"],
  ["an announcement id that is a number", "/api/v1/dogadanja/12", 400, "invalid_id"],
  ["an announcement id of 200 characters", `/api/v1/dogadanja/${"a".repeat(200)}`, 400, "invalid_id"],
  // Well-formed, but naming nothing.
  ["an unknown competition", "/api/v1/natjecanja/c9999999-0000-4000-8000-000000000009", 404, "not_found"],
  ["an unknown announcement", "/api/v1/dogadanja/f9999999-0000-4000-8000-000000000009", 404, "not_found"],
  ["an unknown federation filter", `${N}?savez=nema-ga`, 404, "not_found"],
  ["an unknown federation's calendar", "/api/v1/savezi/nema-ga/kalendar.ics", 404, "not_found"],
];

beforeAll(async () => {
  await seedDemo();
});

describe("public reads", () => {
  it.each(cases)("refuses %s and writes nothing", async (_name, path, status, code) => {
    const send = () => SELF.fetch(`https://app.test${path}`);
    const body = (await expectRestRefusal(send, status, code)) as { error: { message: string } };
    if (MESSAGES[code]) expect(body.error.message).toBe(MESSAGES[code]);
  });

  it("sanity: the same reads with good input answer 200", async () => {
    for (const path of [
      `${N}?limit=50`,
      `${N}?savez=zicer-savez`,
      `${D}?limit=1`,
      "/api/v1/natjecanja/c0000000-0000-4000-8000-000000000001",
      "/api/v1/savezi/zicer-savez/kalendar.ics",
    ]) {
      expect((await SELF.fetch(`https://app.test${path}`)).status, path).toBe(200);
    }
    const first = (await (await SELF.fetch(`https://app.test${N}?limit=1`)).json()) as { next: string };
    expect((await SELF.fetch(`https://app.test${N}?limit=1&after=${first.next}`)).status).toBe(200);
  });
});
