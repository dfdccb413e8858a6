// A season licence's card token (issue 29): the membership card's payload (seven fields and the card's token
// version) with a last element marking a licence, so one verification page tells them apart; a membership's
// payload, and a printed card's without a version, are read as before.
import { describe, expect, it } from "vitest";
import { decodeCardClaims, encodeCardClaims, type CardClaims } from "../../shared/card-token";

const LICENCE: CardClaims = {
  kind: "licenca",
  v: 1,
  id: "c1000000-0000-4000-8000-000000000007",
  federation: "RK Dubrava",
  number: "2026./2027.",
  name: "Ana Horvat",
  type: "Kadetkinje",
  expiry: "2027-06-30",
  iat: 1_790_000_000,
};

describe("a licence's card token", () => {
  it("round-trips as a licence, with its club, season, category and season end", () => {
    const text = encodeCardClaims(LICENCE);
    expect(JSON.parse(text)).toHaveLength(9);
    expect(JSON.parse(text).at(-1)).toBe("L");
    expect(decodeCardClaims(text)).toEqual(LICENCE);
  });

  it("leaves a membership's payload at seven elements and its version, read without a kind", () => {
    const { kind: _kind, ...membership } = LICENCE;
    const text = encodeCardClaims(membership);
    expect(JSON.parse(text)).toHaveLength(8);
    expect(decodeCardClaims(text)).toEqual(membership);
    expect(decodeCardClaims(text)?.kind).toBeUndefined();
  });

  it("reads a licence token signed without a version as version 1", () => {
    const payload = JSON.parse(encodeCardClaims(LICENCE)) as unknown[];
    expect(decodeCardClaims(JSON.stringify([...payload.slice(0, 7), "L"]))).toEqual(LICENCE);
  });

  it("refuses any other mark after the version, and a tenth element", () => {
    const payload = JSON.parse(encodeCardClaims(LICENCE)) as unknown[];
    expect(decodeCardClaims(JSON.stringify([...payload.slice(0, 8), "X"]))).toBeNull();
    expect(decodeCardClaims(JSON.stringify([...payload.slice(0, 7), "X"]))).toBeNull();
    expect(decodeCardClaims(JSON.stringify([...payload, "L"]))).toBeNull();
  });

  it("fits a long club name into the token's 20 characters", () => {
    const text = encodeCardClaims({ ...LICENCE, federation: "Rukometni klub Dubrava Zagreb" });
    expect(decodeCardClaims(text)?.federation).toBe("Rukometni klub Dubra");
  });
});
