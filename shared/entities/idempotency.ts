// idempotency_keys: one row per Idempotency-Key a user sent with a create. The row is inserted in the SAME
// D1 batch as the create it guards (worker/data/write.ts createRows), so a key exists exactly when its
// create was stored; UNIQUE(user_id, key) makes a concurrent duplicate's batch fail whole (no second row).
// The answer is added once the operation finished, for replays. Keys expire after 24 h (the daily purge).
// Never exposed through GraphQL. This module is pure.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { NOW, clockNow } from "./columns";

export const idempotencyKeys = /* @__PURE__ */ sqliteTable(
  "idempotency_keys",
  {
    /** users.id of who sent the key; keys of different users never meet. */
    user_id: integer("user_id").notNull(),
    key: text("key").notNull(),
    /** The trusted operation's name (CreateNajava, ...). */
    operation: text("operation").notNull(),
    /** SHA-256 (hex) of the operation name and the canonical JSON of its variables. */
    request_hash: text("request_hash").notNull(),
    /** HTTP status of the first answer; null while that answer is still being written. */
    status: integer("status"),
    /** The first answer's JSON body; null while it is still being written. */
    response: text("response"),
    created_at: text("created_at").notNull().default(NOW).$defaultFn(clockNow),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.key] }), index("idempotency_keys_created").on(t.created_at)],
);
