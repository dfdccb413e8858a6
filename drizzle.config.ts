import { defineConfig } from "drizzle-kit";

// drizzle-kit diffs the entity tables (shared/entities) against its last snapshot (worker/db/drizzle/meta)
// and writes the SQL; `npm run db:generate` then copies it into worker/migrations under wrangler's next
// number. Its first entry is the baseline of worker/migrations/0001_initial.sql, which predates Drizzle.
export default defineConfig({
  dialect: "sqlite",
  schema: "./shared/entities/schema.ts",
  out: "./worker/db/drizzle",
});
