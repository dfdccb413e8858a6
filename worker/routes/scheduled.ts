// The Worker's cron trigger (wrangler.toml [triggers]): the daily purge of 'Obrisano' and sweep of abandoned
// uploads, Idempotency-Keys older than 24 h deleted, and transfers confirmed for a day that has come applied
// (issue 29: the move happens on the effective date). Logged as one JSON line, like a request. Which files
// rows still link is read from the configured data provider (worker/data/provider.ts): with DATA_PROVIDER=hasura
// the live rows are PostgreSQL's, and an object they link is never deleted.
import { database } from "../data/db";
import { purgeKeys } from "../data/idempotency";
import { providerFor } from "../data/provider";
import { sweepUploads } from "../data/purge";
import { applyDueTransfersOf } from "../data/transfers";

export async function runScheduled(env: Pick<Env, "DB" | "DOCUMENTS">, now = Date.now()) {
  const db = database(env.DB);
  const provider = providerFor(env);
  const { purged, files } = await provider.purgeDeleted(env.DOCUMENTS, now);
  const swept = await sweepUploads(db, env.DOCUMENTS, now, provider.fileReferences);
  const keys = await purgeKeys(db, now);
  const transfers = await applyDueTransfersOf(env, now);
  console.log(JSON.stringify({ job: "purge", purged, files: files.length, swept: swept.length, keys, transfers }));
  return { purged, files, swept, keys, transfers };
}
