// Staff type fees in euros and caps as whole numbers on the entries screen (shared/entries/euros.ts): what the
// settings form sends the API (cents, or nothing), and what it refuses before sending.
import { describe, expect, it } from "vitest";
import { amountText, capOf, centsOf, eurosText } from "../../shared/entries/euros";

describe("entry fees and caps as typed", () => {
  it("reads euros with a comma or a point, and whole euros", () => {
    expect(centsOf("20")).toBe(2000);
    expect(centsOf("20,5")).toBe(2050);
    expect(centsOf(" 20.05 ")).toBe(2005);
    expect(centsOf("1 250,00")).toBe(125000);
    expect(centsOf("")).toBeNull();
  });

  it("refuses what is not an amount", () => {
    for (const bad of ["-5", "20,505", "abc", "20,", "1e3"]) expect(centsOf(bad), bad).toBeNaN();
  });

  it("shows cents again as typed and as a sum", () => {
    expect(amountText(3000)).toBe("30,00");
    expect(amountText(null)).toBe("");
    expect(eurosText(8000)).toBe("80,00 EUR");
  });

  it("reads a cap as a whole number from 1, empty as none", () => {
    expect(capOf("10")).toBe(10);
    expect(capOf("")).toBeNull();
    for (const bad of ["0", "2.5", "x"]) expect(capOf(bad), bad).toBeNaN();
  });
});
