// feed: the announcements (najave) home shows. This module is pure.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { najavaSchema } from "../schemas/najava";
import { createdAt, idColumn, version } from "./columns";
import { defineEntity } from "./entity";
import { users } from "./user";

export const feedTable = /* @__PURE__ */ sqliteTable(
  "feed",
  {
    id: idColumn(),
    subject: text("subject"),
    description: text("description"),
    slika_url: text("slika_url"),
    created_by: integer("created_by").references(() => users.id),
    created_at: createdAt(),
    version: version(),
  },
  (t) => [index("feed_created_at").on(sql`${t.created_at} DESC`)],
);

export const feed = /* @__PURE__ */ defineEntity({
  name: "feed",
  table: feedTable,
  hidden: ["created_by"],
  input: najavaSchema,
  flags: { federation: false, versioned: true, softDelete: false },
});
