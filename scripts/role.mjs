// `npm run role -- grant|revoke staff|admin <email> [--savez <slug>] [--remote]`: grants or revokes a role in
// D1 (local state .wrangler/state by default, the production database with --remote). Staff is per
// federation (`--savez zicer-savez`); admin is platform-wide and takes no federation.
//
// Roles come from verified emails only. A grant applies at once only to an account whose users row has that
// email verified (email_verified = 1, checked again inside the writing statement); otherwise it stores a
// pending invitation for the email (pozivnice), which the Worker applies when an account signs in with that
// address verified. So whoever registered an address first, without verifying it, gets nothing from a grant
// to it, and cannot carry a role over to an address of their own. A revoke takes the role back from every
// account with that email and withdraws the pending invitations of that role; the last verified admin cannot
// be revoked. Every change writes an audit_log row (actor_id NULL, role 'operator').
//
// wrangler d1 execute takes no bound parameters, so every value is validated before it reaches SQL: the
// action and role against fixed lists, the email against a strict pattern with no quote or whitespace, the
// slug against /^[a-z0-9]+(-[a-z0-9]+)*$/, ids read back from D1 as integers and UUIDs.
// SZ_STATE_DIR points the local run at another state folder (the test stack's).
import { randomUUID } from "node:crypto";
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ROOT } from "./lib/stack.mjs";

const ACTIONS = ["grant", "revoke"];
const ROLES = ["staff", "admin"];
const EMAIL = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(\.[A-Za-z0-9-]{1,63})+$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const USAGE = "usage: npm run role -- grant|revoke staff|admin <email> [--savez <slug>] [--remote]";

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** The command line, validated: every value that reaches SQL matches its strict pattern. */
function parseArgs(argv) {
  const args = [...argv];
  const remote = args.includes("--remote");
  let savez = null;
  const at = args.indexOf("--savez");
  if (at !== -1) {
    savez = args[at + 1] ?? "";
    args.splice(at, 2);
  }
  const [action, role, email, ...rest] = args.filter((a) => a !== "--remote");
  if (!action || !role || !email || rest.length > 0) throw new Error(USAGE);
  if (!ACTIONS.includes(action)) throw new Error(`the action must be one of ${ACTIONS.join(", ")}`);
  if (!ROLES.includes(role)) throw new Error(`the role must be one of ${ROLES.join(", ")}`);
  if (!EMAIL.test(email) || email.length > 254) throw new Error("that does not look like an email address");
  if (role === "staff" && savez === null) throw new Error("staff is staff of a federation: add --savez <slug>");
  if (role === "admin" && savez !== null) throw new Error("admin is platform-wide: leave out --savez");
  if (savez !== null && (!SLUG.test(savez) || savez.length > 60)) {
    throw new Error("the federation slug is lower-case letters, digits and single hyphens (e.g. zicer-savez)");
  }
  return { action, role, email: email.toLowerCase(), savez, remote };
}

/** A SQL string literal of a value that already passed its pattern (quotes doubled all the same). */
function text(value) {
  // A control character has no place in an email or a slug: refuse it rather than quote it.
  // eslint-disable-next-line no-control-regex
  if (typeof value !== "string" || /[\u0000-\u001f]/.test(value)) throw new Error(`refusing ${value} in SQL`);
  return `'${value.replace(/'/g, "''")}'`;
}

/** A SQL integer of an id read from D1. */
function int(value) {
  if (!Number.isSafeInteger(value)) throw new Error(`refusing id ${value} in SQL`);
  return String(value);
}

function uuid(value) {
  if (typeof value !== "string" || !UUID.test(value)) throw new Error(`refusing id ${value} in SQL`);
  return text(value);
}

/** The audit row of the statement before it, written only when that statement changed a row. */
function audit(action, entity, entityId, changed) {
  return `INSERT INTO audit_log (id, actor_id, role, action, entity, entity_id, changed_fields, request_id)
    SELECT ${uuid(randomUUID())}, NULL, 'operator', ${text(action)}, ${text(entity)}, ${text(String(entityId))},
      ${text(JSON.stringify(changed))}, 'npm run role' WHERE changes() = 1`;
}

const PENDING = "accepted_at IS NULL AND withdrawn_at IS NULL";

/** Runs SQL through wrangler d1 execute against the chosen database; answers each statement's rows. */
function execute(sql, remote) {
  const target = remote
    ? ["--remote", "--env", "production"]
    : ["--local", "--persist-to", process.env.SZ_STATE_DIR || join(ROOT, ".wrangler", "state")];
  const result = spawnSync(
    "wrangler",
    ["d1", "execute", "DB", "-c", join(ROOT, "wrangler.toml"), ...target, "--json", "--command", sql],
    { cwd: ROOT, encoding: "utf8", env: { ...process.env, CI: "true" } },
  );
  if (result.status !== 0) fail(`wrangler d1 execute failed:\n${result.stderr || result.stdout}`);
  return JSON.parse(result.stdout).map((statement) => statement.results ?? []);
}

/** The accounts with that email, the federation of the slug, and the pending invitations of that role. */
function readState({ role, email, savez }, remote) {
  const savezFilter =
    savez === null ? "savez_id IS NULL" : `savez_id = (SELECT id FROM savezi WHERE slug = ${text(savez)})`;
  const [accounts, federations, pending] = execute(
    [
      `SELECT id, email, email_verified, role FROM users WHERE lower(email) = ${text(email)} ORDER BY id`,
      `SELECT id, slug, naziv FROM savezi WHERE slug = ${text(savez ?? "")}`,
      `SELECT id FROM pozivnice WHERE email = ${text(email)} AND role = ${text(role)} AND ${savezFilter} AND ${PENDING}`,
    ].join(";\n"),
    remote,
  );
  return { accounts, federation: federations[0] ?? null, pending };
}

/** The statements of a grant: at once for verified accounts, else one pending invitation. */
function grantSql({ role, email }, { accounts, federation }) {
  const verified = accounts.filter((a) => a.email_verified === 1);
  const stillVerified = (id) => `id = ${int(id)} AND email_verified = 1 AND lower(email) = ${text(email)}`;
  if (verified.length > 0) {
    return verified.flatMap((account) =>
      role === "staff"
        ? [
            `INSERT OR IGNORE INTO staff_savezi (user_id, savez_id) SELECT id, ${uuid(federation.id)} FROM users WHERE ${stillVerified(account.id)}`,
            audit("create", "staff_savezi", `${account.id}:${federation.id}`, {
              user_id: account.id,
              savez_id: federation.id,
            }),
          ]
        : [
            `UPDATE users SET role = 'admin' WHERE role <> 'admin' AND ${stillVerified(account.id)}`,
            audit("update", "users", account.id, { role: { from: account.role, to: "admin" } }),
          ],
    );
  }
  const id = randomUUID();
  const savezId = role === "staff" ? uuid(federation.id) : "NULL";
  return [
    `INSERT INTO pozivnice (id, email, role, savez_id, created_at)
      SELECT ${uuid(id)}, ${text(email)}, ${text(role)}, ${savezId}, ${text(new Date().toISOString())}
      WHERE NOT EXISTS (SELECT 1 FROM pozivnice WHERE email = ${text(email)} AND role = ${text(role)}
        AND savez_id IS ${savezId} AND ${PENDING})`,
    audit("create", "pozivnice", id, { email, role, savez_id: federation?.id ?? null }),
  ];
}

/** The statements of a revoke: the role of every account with that email, and its pending invitations. */
function revokeSql({ role }, { accounts, federation, pending }) {
  const now = new Date().toISOString();
  const revokes = accounts.flatMap((account) =>
    role === "staff"
      ? [
          `DELETE FROM staff_savezi WHERE user_id = ${int(account.id)} AND savez_id = ${uuid(federation.id)}`,
          audit("delete", "staff_savezi", `${account.id}:${federation.id}`, {
            user_id: account.id,
            savez_id: federation.id,
          }),
        ]
      : [
          // The last verified admin keeps the role (checked in the same statement).
          `UPDATE users SET role = 'member' WHERE id = ${int(account.id)} AND role = 'admin'
            AND EXISTS (SELECT 1 FROM users AS other WHERE other.role = 'admin' AND other.email_verified = 1
                        AND other.id <> ${int(account.id)})`,
          audit("update", "users", account.id, { role: { from: "admin", to: "member" } }),
        ],
  );
  const withdrawals = pending.flatMap(({ id }) => [
    `UPDATE pozivnice SET withdrawn_at = ${text(now)} WHERE id = ${uuid(id)} AND ${PENDING}`,
    audit("update", "pozivnice", id, { withdrawn_at: { from: null, to: now } }),
  ]);
  return [...revokes, ...withdrawals];
}

/** Prints what the accounts and the invitations of that email hold now; answers the accounts. */
function report({ email }, remote) {
  const [accounts, invitations] = execute(
    [
      `SELECT u.id, u.email, u.email_verified, u.role,
         (SELECT group_concat(s.slug, ', ') FROM staff_savezi ss JOIN savezi s ON s.id = ss.savez_id
          WHERE ss.user_id = u.id) AS savezi
       FROM users u WHERE lower(u.email) = ${text(email)} ORDER BY u.id`,
      `SELECT p.role, s.slug FROM pozivnice p LEFT JOIN savezi s ON s.id = p.savez_id
       WHERE p.email = ${text(email)} AND p.accepted_at IS NULL AND p.withdrawn_at IS NULL`,
    ].join(";\n"),
    remote,
  );
  for (const a of accounts) {
    const verified = a.email_verified === 1 ? "email verified" : "email NOT verified";
    const admin = a.role === "admin" ? "admin" : "not admin";
    console.log(`${a.email} (users.id ${a.id}, ${verified}): ${admin}; staff of: ${a.savezi ?? "none"}`);
  }
  for (const p of invitations) {
    const what = p.slug ? `${p.role} of ${p.slug}` : p.role;
    console.log(`pending invitation for ${email}: ${what} (applies when it signs in with the address verified)`);
  }
  if (accounts.length === 0 && invitations.length === 0) console.log(`${email}: no account, no pending invitation.`);
  return accounts;
}

function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    fail(`${error.message}\n${USAGE}`);
  }
  const { action, role, email, savez, remote } = options;
  const state = readState(options, remote);
  if (role === "staff" && !state.federation) fail(`No federation with the slug ${savez}.`);
  if (state.federation && !UUID.test(state.federation.id)) fail(`Unexpected federation id ${state.federation.id}.`);
  const statements = action === "grant" ? grantSql(options, state) : revokeSql(options, state);
  if (statements.length === 0) {
    console.log(`No account with email ${email} and no pending ${role} invitation for it; nothing changed.`);
  } else {
    execute(statements.join(";\n"), remote);
  }
  if (action === "grant" && !state.accounts.some((a) => a.email_verified === 1)) {
    console.log(`No account has ${email} verified: stored as a pending invitation, not applied to anyone yet.`);
  }
  const now = report(options, remote);
  if (action === "revoke" && role === "admin" && now.some((a) => a.role === "admin")) {
    fail("Not revoked: that is the last admin with a verified email. Grant admin to someone else first.");
  }
  console.log("Roles are read from D1 on every request: the change applies to the next one.");
}

main();
