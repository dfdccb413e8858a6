// A throwaway PostgreSQL for tests: Debian's `postgresql` server binaries, a cluster in a temp folder, on a free
// port, stopped and deleted afterwards. initdb refuses to run as root, so as root the cluster belongs to an
// unprivileged account (postgres, else nobody). `npm test` installs the package when it is missing
// (scripts/test.mjs); where it still is not there, `startPostgres` says why instead of starting.
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface RunningPostgres {
  /** A connection string for the `pg` client (user postgres, trust authentication, database postgres). */
  url: string;
  stop(): void;
}

/** The newest installed server's bin folder, or null. */
export function postgresBin(): string | null {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(base, versions[0], "bin") : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The account the cluster runs as: the current one, or an unprivileged one when that is root. */
function clusterAccount(): { user: string; uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  for (const user of ["postgres", "nobody"]) {
    const id = spawnSync("id", ["-u", user], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", user], { encoding: "utf8" });
    if (id.status === 0) return { user, uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
  }
  throw new Error("running as root and neither a postgres nor a nobody account exists to run initdb as");
}

/** util-linux's runuser by its path: a PATH without the sbin folders (a minimal shell, some CI) lacks it. */
const RUNUSER = ["/usr/sbin/runuser", "/sbin/runuser"].find((path) => existsSync(path)) ?? "runuser";

/** Starts a cluster, or returns the reason it cannot (the server binaries are not installed). */
export async function startPostgres(): Promise<RunningPostgres | { missing: string }> {
  const bin = postgresBin();
  if (!bin) {
    return { missing: "PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install postgresql)" };
  }
  const account = clusterAccount();
  // The unprivileged account must reach the folder: /tmp, not a temp folder under root's home.
  const dir = mkdtempSync(join(account && existsSync("/tmp") ? "/tmp" : tmpdir(), "sz-postgres-"));
  if (account) chownSync(dir, account.uid, account.gid);
  const as = (command: string, args: string[]) =>
    account
      ? execFileSync(RUNUSER, ["-u", account.user, "--", join(bin, command), ...args], { cwd: dir, stdio: "pipe" })
      : execFileSync(join(bin, command), args, { cwd: dir, stdio: "pipe" });
  const data = join(dir, "data");
  const port = await freePort();
  try {
    as("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--locale=C", "--encoding=UTF8"]);
    as("pg_ctl", [
      "-D",
      data,
      "-l",
      join(dir, "log"),
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      "-w",
      "start",
    ]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? "";
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${stderr}`, { cause: error });
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        as("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
