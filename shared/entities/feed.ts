// feed: the announcements (najave) home shows. This module is pure.
import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { najavaSchema } from "../schemas/najava";
import { idColumn } from "./columns";
import { defineEntity } from "./entity";
import { SAVEZ_RELATION, contentColumns, contentIndexes } from "./savez";

export const feedTable = /* @__PURE__ */ sqliteTable(
  "feed",
  {
    id: idColumn(),
    subject: text("subject"),
    description: text("description"),
    slika_url: text("slika_url"),
    ...contentColumns(),
  },
  (t) => [...contentIndexes("feed", t)],
);

export const feed = /* @__PURE__ */ defineEntity({
  name: "feed",
  table: feedTable,
  hidden: ["created_by"],
  input: najavaSchema,
  relations: [SAVEZ_RELATION],
  flags: { federation: true, versioned: true, softDelete: true },
});
