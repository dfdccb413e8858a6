// The season's demo rows (worker/seed/demo.sql, issue 29) and callers for the klubovi-* tests: the demo
// accounts by their fixed uids, and the state of the season's tables to show that a refusal wrote nothing.
import { env } from "cloudflare:test";
import { forgetRows } from "../../../worker/auth/caller-cache";
import { signToken } from "./auth";

export const RSZ = "b0000000-0000-4000-8000-000000000003";
export const ZVS = "b0000000-0000-4000-8000-000000000002";
export const SEZONA_RSZ = "50000000-0000-4000-8000-000000000032";
export const DUBRAVA = "70000000-0000-4000-8000-000000000031";
export const ZAGREB = "70000000-0000-4000-8000-000000000032";
export const SESVETE = "70000000-0000-4000-8000-000000000033";
/** Domagoj Novak and Matej Pavlović (RK Zagreb; Matej has no licence), Luka Horvat (RK Dubrava). */
export const NOVAK = "72000000-0000-4000-8000-000000000321";
export const PAVLOVIC = "72000000-0000-4000-8000-000000000323";
export const HORVAT = "72000000-0000-4000-8000-000000000311";
/** Josip Božić of RK Sesvete, whom RK Dubrava asked for (the pending transfer). */
export const BOZIC = "72000000-0000-4000-8000-000000000331";
export const TRANSFER = "74000000-0000-4000-8000-000000000001";
/** Requested licences: Luka Horvat's (RK Dubrava), Filip Knežević's (RK Zagreb), Karlo Vuković's (VK Trešnjevka). */
export const LICENCA_DUBRAVA = "73000000-0000-4000-8000-000000000001";
export const LICENCA_ZAGREB = "73000000-0000-4000-8000-000000000007";
export const LICENCA_VESLANJE = "73000000-0000-4000-8000-000000000010";

/** The demo accounts of the season and the first waves, by their seeded uid and email. */
export const DEMO = {
  klub: ["demo-klub-uid", "klub@demo.test"],
  klub2: ["demo-klub2-uid", "klub2@demo.test"],
  rukomet: ["demo-rukomet-uid", "rukomet@demo.test"],
  staff: ["demo-staff-uid", "staff@demo.test"],
  clan: ["demo-clan-uid", "clan@demo.test"],
  admin: ["demo-admin-uid", "admin@demo.test"],
} as const;

/** An Authorization header for a demo account (its row is the seed's). */
export async function demoBearer(who: keyof typeof DEMO): Promise<string> {
  forgetRows();
  const [sub, email] = DEMO[who];
  return `Bearer ${await signToken({ sub, email, email_verified: true })}`;
}

/** An Authorization header for a new account that is tajnik of `club`. */
export async function officialOf(club: string, savez = RSZ): Promise<string> {
  const uid = `tajnik-${crypto.randomUUID()}`;
  const email = `${uid}@test.test`;
  await env.DB.batch([
    env.DB.prepare("INSERT INTO users (uuid, firebase_user_id, email, email_verified) VALUES (?, ?, ?, 1)").bind(
      crypto.randomUUID(),
      uid,
      email,
    ),
    env.DB.prepare(
      "INSERT INTO duznosnici_klubova (id, club_id, email, uloga, savez_id) VALUES (?, ?, ?, 'tajnik', ?)",
    ).bind(crypto.randomUUID(), club, email, savez),
  ]);
  forgetRows();
  return `Bearer ${await signToken({ sub: uid, email, email_verified: true })}`;
}

const SEASON_TABLES = ["klubovi", "duznosnici_klubova", "sportasi", "licence", "transferi", "sezone"];

/** Every row of the season's tables and the audit log's size: equal before and after when nothing was written. */
export async function seasonState(): Promise<unknown> {
  const reads = await env.DB.batch([
    ...SEASON_TABLES.map((t) => env.DB.prepare(`SELECT * FROM ${t} ORDER BY id`)),
    env.DB.prepare("SELECT count(*) AS n FROM audit_log"),
  ]);
  return reads.map((r) => r.results);
}
