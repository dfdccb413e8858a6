// feed: the announcements (najave) home shows. This module is pure.
import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { najavaSchema } from "../schemas/najava";
import { idColumn } from "./columns";
import { newestFirst, stamps } from "./content";
import { defineEntity } from "./entity";

export const feedTable = /* @__PURE__ */ sqliteTable(
  "feed",
  {
    id: idColumn(),
    subject: text("subject"),
    description: text("description"),
    slika_url: text("slika_url"),
    ...stamps(),
  },
  (t) => [newestFirst("feed_created_at", t.created_at)],
);

export const feed = /* @__PURE__ */ defineEntity({
  name: "feed",
  table: feedTable,
  hidden: ["created_by"],
  input: najavaSchema,
  flags: { federation: false, versioned: true, softDelete: false },
});
