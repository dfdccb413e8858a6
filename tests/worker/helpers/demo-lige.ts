// The demo seed with the demo league on top (worker/seed/demo-lige.sql, issue 31 item 7), as the stack applies
// them: for the worker tests that read the demo league as visitors, officials and staff see it.
import { env } from "cloudflare:test";
import leagueSql from "../../../worker/seed/demo-lige.sql?raw";
import { seedDemo } from "./graphql";

/** A seed file's statements (its comments dropped), to run one by one in a batch. */
export const seedStatements = (text: string): string[] =>
  text
    .replace(/^--.*$/gm, "")
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean);

export async function seedDemoLeague(): Promise<void> {
  await seedDemo();
  await env.DB.batch(seedStatements(leagueSql).map((s) => env.DB.prepare(s)));
}
