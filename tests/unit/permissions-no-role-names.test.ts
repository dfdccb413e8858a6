// The permission table decides everything (issue 27): outside shared/permissions.ts no code in worker/, web/
// or shared/ compares a role with a role's name (`role === "admin"`, `case "staff":`, `["staff", "admin"]
// .includes(role)`) or reads the table around `can` (`PERMISSIONS[role]`). Code asks the table instead: `can`,
// `canAll`, `isAnonymous`, and for a role as data (a grant, an invitation) `isStaffGrant` / `isAdminGrant`.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SCANNED = ["worker", "web", "shared"];
/** The permission module itself; its tests live in tests/, which is not scanned. */
const ALLOWED = new Set(["shared/permissions.ts"]);

const ROLE = String.raw`["'\x60](?:anonymous|member|staff|admin)["'\x60]`;
const PATTERNS: [what: string, pattern: RegExp][] = [
  ["compares a value with a role's name", new RegExp(String.raw`(?:[!=]==?)\s*${ROLE}`, "g")],
  ["compares a role's name with a value", new RegExp(String.raw`${ROLE}\s*(?:[!=]==?)`, "g")],
  ["switches on a role's name", new RegExp(String.raw`\bcase\s+${ROLE}\s*:`, "g")],
  [
    "looks a value up in a list of role names",
    new RegExp(String.raw`\[[^\]]*${ROLE}[^\]]*\]\s*\.\s*(?:includes|indexOf|some|find)\s*\(`, "g"),
  ],
  ["reads the permission table around can()", /\bPERMISSIONS\s*\[/g],
];

/** The text with its comments blanked out (newlines kept, so line numbers stay right). */
function withoutComments(text: string): string {
  const blank = (comment: string) => comment.replace(/[^\n]/g, " ");
  return text.replace(/\/\*[\s\S]*?\*\//g, blank).replace(/(^|[^:\\])\/\/.*$/gm, (all, before: string) => {
    return before + blank(all.slice(before.length));
  });
}

/** Each role-name decision in `text`, as "line: what". */
function roleNameDecisions(text: string): string[] {
  const code = withoutComments(text);
  const found: [number, string][] = [];
  for (const [what, pattern] of PATTERNS) {
    for (const match of code.matchAll(pattern)) {
      found.push([code.slice(0, match.index).split("\n").length, `${what}: ${match[0].trim()}`]);
    }
  }
  return found.sort(([a], [b]) => a - b).map(([line, what]) => `${line}: ${what}`);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

describe("role names", () => {
  it("are compared nowhere in worker/, web/ and shared/ but in the permission module", () => {
    const files = SCANNED.flatMap(sourceFiles).filter((file) => !ALLOWED.has(file));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) =>
      roleNameDecisions(readFileSync(join(ROOT, file), "utf8")).map((hit) => `${file}:${hit}`),
    );
    expect(offenders, "ask shared/permissions.ts (can, canAll, isAnonymous, isStaffGrant) instead").toEqual([]);
  });

  it("are found in every form a decision takes", () => {
    const code = [
      'if (caller.role === "admin") allow();',
      "const staff = effectiveRole(scope) !== 'staff';",
      'if ("anonymous" == subject.role) refuse();',
      "switch (me.role) {",
      '  case "member":',
      "}",
      'const powerful = ["staff", "admin"].includes(role);',
      "const rights = PERMISSIONS[role];",
    ].join("\n");
    expect(roleNameDecisions(code)).toEqual([
      '1: compares a value with a role\'s name: === "admin"',
      "2: compares a value with a role's name: !== 'staff'",
      '3: compares a role\'s name with a value: "anonymous" ==',
      '5: switches on a role\'s name: case "member":',
      '7: looks a value up in a list of role names: ["staff", "admin"].includes(',
      "8: reads the permission table around can(): PERMISSIONS[",
    ]);
  });

  it("are not decisions when they name a role to give, type one or only mention one in a comment", () => {
    const code = [
      'const ANONYMOUS: Caller = { role: "anonymous", userId: null };',
      'role: text("role", { enum: ["member", "staff", "admin"] }),',
      'export type AdminRole = "staff" | "admin";',
      '// a caller whose role === "admin" may',
      '/** e.g. `ROUTE_AREA.unosRezultata === "staff"` */',
      'const url = "https://example.test/admin"; // role === "staff"',
      "if (viewer === NO_VIEWER) return null;",
    ].join("\n");
    expect(roleNameDecisions(code)).toEqual([]);
  });
});
