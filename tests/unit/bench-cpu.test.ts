import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { groupCpuMs, parseStat } from "../bench/cpu";

describe("server CPU time from /proc", () => {
  it("adds own and reaped children's CPU, even when the command name has spaces and parentheses", () => {
    const stat = "4242 (work (er) d) S 1 4200 4200 0 -1 4194560 100 0 0 0 250 75 10 5 20 0 12 0 1000 0 0";
    expect(parseStat(stat)).toEqual({ pgid: 4200, ticks: 340 });
  });

  it("counts the CPU this test process has used", () => {
    const { pgid } = parseStat(readFileSync("/proc/self/stat", "utf8"));
    expect(groupCpuMs(pgid)).toBeGreaterThan(0);
  });
});
