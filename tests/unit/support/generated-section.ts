// A section of a doc that code generates (docs/security.md's role and route tables): the test that keeps the
// two equal, and UPDATE_DOCS=1 to rewrite the section from the code instead.
import { readFileSync, writeFileSync } from "node:fs";
import { expect } from "vitest";

/** A markdown table as markdown means it: cell padding and dash counts (prettier's) do not matter. */
const normalise = (markdown: string) =>
  markdown
    .split("\n")
    .map((line) =>
      line
        .replace(/\s*\|\s*/g, "|")
        .replace(/-{3,}/g, "---")
        .trim(),
    )
    .join("\n");

/**
 * Expects `doc`'s text from `start` to `end` (both markers included) to be `generated`; with UPDATE_DOCS set,
 * writes `generated` there instead. `test` is the test file, named in the failure's hint.
 */
export function expectGeneratedSection(doc: URL, start: string, end: string, generated: string, test: string) {
  const text = readFileSync(doc, "utf8");
  const from = text.indexOf(start);
  const to = text.indexOf(end) + end.length;
  const written = from >= 0 && to > from ? text.slice(from, to) : "";
  if (process.env.UPDATE_DOCS && normalise(written) !== normalise(generated)) {
    writeFileSync(doc, text.slice(0, from) + generated + text.slice(to));
    return;
  }
  expect(normalise(written), `run UPDATE_DOCS=1 npx vitest run --project unit ${test}`).toBe(normalise(generated));
}
