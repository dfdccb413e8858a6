// The demo seed with the demo league on top (worker/seed/demo-lige.sql, issue 31 item 7), as the stack applies
// them: for the worker tests that read the demo league as visitors, officials and staff see it.
import { env } from "cloudflare:test";
import leagueSql from "../../../worker/seed/demo-lige.sql?raw";
import { seedDemo } from "./graphql";

export async function seedDemoLeague(): Promise<void> {
  await seedDemo();
  const statements = leagueSql
    .replace(/^--.*$/gm, "")
    .split(/;\s*\n/)
    .map((s) => s.trim())
    .filter(Boolean);
  await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
}
