import { describe, expect, it } from "vitest";
import { fitWithin } from "../../web/lib/resize-image";

describe("fitWithin: a photo's size before upload", () => {
  it("scales a large landscape photo so its longer side is the limit, keeping the proportions", () => {
    expect(fitWithin(4032, 3024, 600)).toEqual({ width: 600, height: 450 });
  });
  it("scales a portrait photo by its height", () => {
    expect(fitWithin(3024, 4032, 600)).toEqual({ width: 450, height: 600 });
  });
  it("never enlarges a small picture", () => {
    expect(fitWithin(320, 200, 600)).toEqual({ width: 320, height: 200 });
  });
  it("keeps at least one pixel on the short side of a very thin picture", () => {
    expect(fitWithin(10_000, 3, 600)).toEqual({ width: 600, height: 1 });
  });
});
