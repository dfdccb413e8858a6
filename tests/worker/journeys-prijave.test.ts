// Issue 50, item 6: 'Moj klub' → 'Prijave na natjecanja' said "Nema prijava." with no way to start one. The
// club's entries' read (GET /api/v1/prijave/moj-klub) now names the competitions of the club's federation whose
// entries are open, closing soonest first, for the page's 'Prijavi': VK Trešnjevka's tajnik is offered the demo
// regatta of the rowing federation; RK Dubrava's (handball) is not; after the close nobody is.
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import entriesSql from "../../worker/seed/demo-prijave.sql?raw";
import { forgetRows } from "../../worker/auth/caller-cache";
import { pinClock } from "../support/clock";
import { signToken } from "./helpers/auth";
import { seedStatements } from "./helpers/demo-lige";
import { seedDemo } from "./helpers/graphql";
import { SEED_INSTANT } from "../../worker/seed/relative";

// The demo's dates (cards, the season, the regatta's entry window) are read against today: this file stands on
// the day the seed's text was written for (worker/seed/relative.ts).
pinClock(SEED_INSTANT);

const REGATA = "81000000-0000-4000-8000-000000000001";

async function mine(sub: string, email: string) {
  const token = await signToken({ sub, email, email_verified: true });
  const response = await SELF.fetch("https://app.test/api/v1/prijave/moj-klub", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { nastupi: unknown[]; otvorena: unknown[] };
}
const veslanje = () => mine("demo-veslanje-uid", "veslanje@demo.test");
const dubrava = () => mine("demo-klub-uid", "klub@demo.test");

beforeAll(async () => {
  await seedDemo();
  await env.DB.batch(seedStatements(entriesSql).map((s) => env.DB.prepare(s)));
  forgetRows();
});

describe("the competitions a club may enter now", () => {
  it("are its federation's open ones, with their names, first days and closes", async () => {
    expect((await veslanje()).otvorena).toEqual([
      {
        id: REGATA,
        naziv: "Regata Zagrebačkog veslačkog saveza",
        datum_od: "2027-01-12",
        zatvaranje: "2026-12-27T22:59:00.000Z",
      },
    ]);
    // Another federation's club is offered none, whatever its entries.
    expect(await dubrava()).toEqual({ nastupi: [], otvorena: [] });
  });

  it("are none once the window closed (the club's entries stay listed)", async () => {
    pinClock("2026-12-27T22:59:00.000Z");
    const after = await veslanje();
    expect(after.otvorena).toEqual([]);
    expect(after.nastupi.length).toBeGreaterThan(0);
  });
});
