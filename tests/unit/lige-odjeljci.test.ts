// Issue 50, item 6: every match under 'Čekaju vaš odgovor' on the 'Utakmice' screen carries the action of the
// caller's club (the home club's score, the away club's confirmation or dispute), on every combination of side,
// status, result state, counting and day; a match the club can do nothing on waits elsewhere.
import { describe, expect, it } from "vitest";
import type { MojaUtakmica } from "../../shared/schemas/lige";
import { odjeljakOf, radnjaKluba } from "../../web/features/lige/odjeljci";

type Facts = Pick<MojaUtakmica, "strana" | "status" | "stanje" | "racuna_se" | "datum">;

const DANAS = "2026-11-28";

function* every(): Generator<Facts> {
  for (const strana of ["home", "away", "federation", null] as const)
    for (const status of ["scheduled", "played", "postponed", "forfeit", "annulled"])
      for (const stanje of [null, "entered", "confirmed", "disputed", "decided"])
        for (const racuna_se of [false, true])
          for (const datum of ["2026-11-21", DANAS, "2026-12-05", null])
            yield { strana, status, stanje, racuna_se, datum };
}

describe("the 'Utakmice' screen's sections", () => {
  it("puts under 'Čekaju vaš odgovor' only matches the caller's club has an action on", () => {
    const waiting = [...every()].filter((m) => odjeljakOf(m, DANAS) === "naPotezu");
    expect(waiting.length).toBeGreaterThan(0);
    for (const m of waiting) expect({ m, radnja: radnjaKluba(m) }).toEqual({ m, radnja: expect.any(String) });
  });

  it("keeps a result the federation scheduled again out of the home club's queue: it cannot enter one", () => {
    // A decided result, then 'scheduled again' by staff: the score stays, it no longer counts, the home club
    // may not overwrite it (the server expects no result or an entered one).
    const m: Facts = { strana: "home", status: "scheduled", stanje: "decided", racuna_se: false, datum: "2026-11-21" };
    expect(radnjaKluba(m)).toBeNull();
    expect(odjeljakOf(m, DANAS)).toBe("bezRezultata");
  });

  it("asks the away club to answer an entered score, and the home club for one once the match's day came", () => {
    const entered: Facts = {
      strana: "away",
      status: "played",
      stanje: "entered",
      racuna_se: false,
      datum: "2026-11-21",
    };
    expect([radnjaKluba(entered), odjeljakOf(entered, DANAS)]).toEqual(["odgovor", "naPotezu"]);
    const due: Facts = { strana: "home", status: "scheduled", stanje: null, racuna_se: false, datum: DANAS };
    expect([radnjaKluba(due), odjeljakOf(due, DANAS)]).toEqual(["unos", "naPotezu"]);
    expect(odjeljakOf({ ...due, datum: "2026-12-05" }, DANAS)).toBe("bezRezultata");
    expect(odjeljakOf({ ...entered, strana: "home" }, DANAS)).toBe("cekaju");
  });
});
