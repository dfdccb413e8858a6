// `npm run role -- grant staff <email> [--remote]` / `npm run role -- revoke staff <email> [--remote]`:
// sets a user's role in D1 (local state .wrangler/state by default, the production database with --remote).
// The user must have signed in once (the Worker provisions the users row on the first verified request).
// wrangler d1 execute takes no bound parameters, so every value that reaches the SQL is validated first:
// the role against a fixed list, the email against a strict pattern that admits no quote or whitespace.
// SZ_STATE_DIR points the local run at another state folder (the test stack's).
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ROOT } from "./lib/stack.mjs";

const ROLES = ["staff", "admin"];
const EMAIL = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(\.[A-Za-z0-9-]{1,63})+$/;
const USAGE = "usage: npm run role -- grant|revoke staff|admin <email> [--remote]";

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** The SQL of a grant or revoke; throws on anything outside the validated alphabet. */
function roleSql(action, role, email) {
  if (!ROLES.includes(role)) throw new Error(`role must be one of ${ROLES.join(", ")}`);
  if (!EMAIL.test(email) || email.length > 254) throw new Error("that does not look like an email address");
  const address = email.toLowerCase();
  if (action === "grant") {
    return `UPDATE users SET role = '${role}' WHERE lower(email) = '${address}' RETURNING id, email, role`;
  }
  if (action === "revoke") {
    return `UPDATE users SET role = 'member' WHERE lower(email) = '${address}' AND role = '${role}' RETURNING id, email, role`;
  }
  throw new Error(USAGE);
}

function main() {
  const args = process.argv.slice(2);
  const remote = args.includes("--remote");
  const [action, role, email] = args.filter((a) => a !== "--remote");
  if (!action || !role || !email) fail(USAGE);
  let sql;
  try {
    sql = roleSql(action, role, email);
  } catch (error) {
    fail(`${error.message}\n${USAGE}`);
  }
  const target = remote
    ? ["--remote", "--env", "production"]
    : ["--local", "--persist-to", process.env.SZ_STATE_DIR || join(ROOT, ".wrangler", "state")];
  const result = spawnSync(
    "wrangler",
    ["d1", "execute", "DB", "-c", join(ROOT, "wrangler.toml"), ...target, "--json", "--command", sql],
    { cwd: ROOT, encoding: "utf8", env: { ...process.env, CI: "true" } },
  );
  if (result.status !== 0) fail(`wrangler d1 execute failed:\n${result.stderr || result.stdout}`);
  const rows = JSON.parse(result.stdout).flatMap((statement) => statement.results ?? []);
  if (rows.length === 0) {
    fail(
      action === "grant"
        ? `No user with email ${email}. They must sign in once before a role can be granted.`
        : `No ${role} with email ${email}; nothing changed.`,
    );
  }
  for (const row of rows) console.log(`${row.email}: role is now ${row.role} (users.id ${row.id})`);
  console.log("The change applies to the user's next request (roles are read from D1 on every request).");
}

main();
