// The card token's payload (issue 28 item 5): it carries the issue time and the card's token version; a token
// printed before versions existed (seven elements) reads as version 1, and the verification calls a token of
// any other version than the register's 'zamijenjena'.
import { describe, expect, it } from "vitest";
import { FIRST_TOKEN_VERSION, decodeCardClaims, encodeCardClaims, packId } from "../../shared/card-token";
import { cardStatus } from "../../shared/entities/membership/input";

const CLAIMS = {
  id: "0f4c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b",
  federation: "ZS",
  number: "ZS-00042",
  name: "Ivana Horvat",
  type: "Gold",
  expiry: "2026-12-31",
  iat: 1_764_000_000,
};

describe("the card token's payload", () => {
  it("carries the issue time and the token version, and reads them back", () => {
    const text = encodeCardClaims({ ...CLAIMS, v: 3 });
    expect(JSON.parse(text)).toEqual([
      packId(CLAIMS.id),
      "ZS",
      "ZS-00042",
      "Ivana Horvat",
      "Gold",
      20261231,
      1_764_000_000,
      3,
    ]);
    expect(decodeCardClaims(text)).toEqual({ ...CLAIMS, v: 3 });
  });

  it("reads a token printed before versions (seven elements) as version 1", () => {
    const printed = JSON.stringify([packId(CLAIMS.id), "ZS", "ZS-00042", "Ivana Horvat", "Gold", 20261231, 1]);
    expect(decodeCardClaims(printed)).toEqual({ ...CLAIMS, iat: 1, v: FIRST_TOKEN_VERSION });
    expect(FIRST_TOKEN_VERSION).toBe(1);
    // Leaving v out is how such a token is made (tests, and nothing else: the Worker always signs one).
    expect(decodeCardClaims(encodeCardClaims(CLAIMS))!.v).toBe(1);
  });

  it("refuses a version that is not a positive integer, and a payload longer than today's", () => {
    const base = JSON.parse(encodeCardClaims({ ...CLAIMS, v: 1 })) as unknown[];
    for (const v of [0, -1, 1.5, "2", null, 2 ** 31]) {
      expect(decodeCardClaims(JSON.stringify([...base.slice(0, 7), v])), String(v)).toBeNull();
    }
    expect(decodeCardClaims(JSON.stringify([...base, 9]))).toBeNull();
  });
});

describe("cardStatus", () => {
  const today = "2026-11-25";
  const live = { status: "aktivna", expiry: "2026-12-31", token_version: 2 };

  it("is the live status for a token of the card's current version", () => {
    expect(cardStatus(live, 2, today)).toBe("aktivna");
    expect(cardStatus({ ...live, status: "suspendirana" }, 2, today)).toBe("suspendirana");
    expect(cardStatus({ ...live, expiry: "2026-01-01" }, 2, today)).toBe("istekla");
  });

  it("is 'zamijenjena' for a token of another version, whatever the membership's state", () => {
    expect(cardStatus(live, 1, today)).toBe("zamijenjena");
    expect(cardStatus({ ...live, status: "suspendirana" }, 1, today)).toBe("zamijenjena");
    // A version the register never reached (a register restored from an older backup) is not valid either.
    expect(cardStatus(live, 3, today)).toBe("zamijenjena");
  });
});
