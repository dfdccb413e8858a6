// The Worker's cron trigger (wrangler.toml [triggers]): the daily purge of 'Obrisano' and sweep of abandoned
// uploads, and Idempotency-Keys older than 24 h deleted. Logged as one JSON line, like a request.
import { database } from "../data/db";
import { purgeKeys } from "../data/idempotency";
import { purgeDeleted, sweepUploads } from "../data/purge";

export async function runScheduled(env: Pick<Env, "DB" | "DOCUMENTS">, now = Date.now()) {
  const db = database(env.DB);
  const { purged, files } = await purgeDeleted(db, env.DOCUMENTS, now);
  const swept = await sweepUploads(db, env.DOCUMENTS, now);
  const keys = await purgeKeys(db, now);
  console.log(JSON.stringify({ job: "purge", purged, files: files.length, swept: swept.length, keys }));
  return { purged, files, swept, keys };
}
