// feed: the announcements (najave) home shows. This module is pure.
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { najavaSchema } from "../schemas/najava";
import { idColumn } from "./columns";
import { newestFirst, stamps } from "./content";
import { defineEntity } from "./entity";
import { federated } from "./savez";

export const feedTable = /* @__PURE__ */ sqliteTable(
  "feed",
  {
    id: idColumn(),
    subject: text("subject"),
    description: text("description"),
    slika_url: text("slika_url"),
    ...stamps(),
    ...federated(),
  },
  (t) => [index("feed_savez").on(t.savez_id, t.created_at), newestFirst("feed_created_at", t.created_at)],
);

export const feed = /* @__PURE__ */ defineEntity({
  name: "feed",
  table: feedTable,
  hidden: ["created_by"],
  input: najavaSchema,
  relations: [{ kind: "object", field: "savez", entity: "savezi", foreignKey: "id", parentKey: "savez_id" }],
  flags: { federation: true, versioned: true, softDelete: false },
});
