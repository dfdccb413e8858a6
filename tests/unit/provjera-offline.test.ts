// The verification page with no network (issue 28 item 5): once a card's signature holds, its expiry is
// compared with today (valid through the whole expiry day), and a card that has not expired is not called
// valid: the page says a suspension, or a card replaced by a newer one, cannot be known offline.
import { describe, expect, it } from "vitest";
import { T_PROVJERA } from "../../shared/texts";
import { offlineVerdict } from "../../web/features/provjera/offline-verdict";

describe("offlineVerdict", () => {
  it("calls a card past its expiry 'Istekla', from the day after its expiry day", () => {
    expect(offlineVerdict({ expiry: "2026-06-30" }, "2026-07-01")).toEqual({
      expired: true,
      status: T_PROVJERA.istekla,
      note: null,
    });
    expect(offlineVerdict({ expiry: "2025-12-31" }, "2026-11-25").status).toBe("Istekla");
  });

  it("gives no status to a card within its expiry (the expiry day included) or without one, and says a suspension is unknown", () => {
    for (const [expiry, today] of [
      ["2026-06-30", "2026-06-30"],
      ["2027-01-01", "2026-11-25"],
      [null, "2099-01-01"],
    ] as const) {
      expect(offlineVerdict({ expiry }, today)).toEqual({
        expired: false,
        status: null,
        note: T_PROVJERA.offlineSuspenzija,
      });
    }
    // Neither a suspension nor a reissued card (a token replaced by a newer one) is known without the register.
    expect(T_PROVJERA.offlineSuspenzija).toMatch(/suspendirana/);
    expect(T_PROVJERA.offlineSuspenzija).toMatch(/zamijenjena novom/);
  });
});
