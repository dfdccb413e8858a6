// axe-core in the page, injected once per loaded document and run as often as a test needs (issue 33): the
// AxeBuilder of @axe-core/playwright evaluates axe's 1.5 MB source twice per call and opens a blank page to
// finish every run, about 0.7 s a call on this machine, which spa-axe.spec.ts paid some 350 times.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import type { AxeResults, Result, RunOptions } from "axe-core";
import { createRequire } from "node:module";
import { THEMES, applyTheme } from "./screens";

// The axe-core that @axe-core/playwright itself loads, so both ways run the same rules.
const fromAxeBuilder = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"));
const AXE_SOURCE = (fromAxeBuilder("axe-core") as { source: string }).source;

declare global {
  interface Window {
    axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> };
  }
}

/**
 * Runs axe on the page as it is. Without frames it runs in the page itself (axe injected on the document's
 * first run); a page with frames goes through AxeBuilder, which injects axe into every frame.
 */
export async function runAxe(page: Page, options: RunOptions = {}): Promise<AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).options(options).analyze();
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(AXE_SOURCE);
  return page.evaluate((runOptions) => window.axe!.run(document, runOptions), options);
}

/** The serious and critical violations of a run, one line each, prefixed with where they were found. */
export function seriousViolations({ violations }: AxeResults, where: string): string[] {
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${where}${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The rules of a run that judge colours (axe's "cat.color": contrast, links told apart by colour). */
export function colourRules(results: AxeResults): string[] {
  const all: Result[] = [...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable];
  return [...new Set(all.filter((r) => r.tags.includes("cat.color")).map((r) => r.id))];
}

/** Only the failures' details come back from the page. */
const EVERY_RULE: RunOptions = { resultTypes: ["violations"] };

/**
 * The serious and critical violations of the loaded screen in every theme (each line starts with `where` and
 * the theme). The themes change only colours (custom properties and color-scheme in web/styles/app.css), so
 * every rule runs in the first theme and the colour rules of that run in the others.
 */
export async function violationsInEveryTheme(page: Page, where: string): Promise<string[]> {
  const [first, ...others] = THEMES;
  await applyTheme(page, first);
  const full = await runAxe(page, EVERY_RULE);
  const found = seriousViolations(full, `${where} ${first}: `);
  const colours = colourRules(full);
  expect(colours, "axe's colour rules").toContain("color-contrast");
  for (const theme of others) {
    await applyTheme(page, theme);
    const coloured = await runAxe(page, { ...EVERY_RULE, runOnly: { type: "rule", values: colours } });
    found.push(...seriousViolations(coloured, `${where} ${theme}: `));
  }
  return found;
}
