// feed: the announcements (najave) home shows. This module is pure.
// An announcement's own picture is an image uploaded to R2 (slika_key, hidden); slika_url, which every reader
// shows, is derived from it on the server, so a client never writes a URL. Seeded items keep their static
// slika_url (no key), which no edit touches.
import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import { API, imageUrl } from "../../paths";
import { najavaSchema } from "./input";
import { idColumn } from "../columns";
import { defineEntity } from "../entity";
import { SAVEZ_RELATION, contentColumns, contentIndexes } from "../savez";

export const feedTable = /* @__PURE__ */ sqliteTable(
  "feed",
  {
    id: idColumn(),
    subject: text("subject"),
    description: text("description"),
    slika_url: text("slika_url"),
    ...contentColumns(),
    slika_key: text("slika_key"),
  },
  (t) => [...contentIndexes("feed", t)],
);

/**
 * The URL of an uploaded picture from its key; with the key removed, an uploaded picture's URL goes too, and a
 * seeded picture (a static slika_url without a key) stays as it is.
 */
function slikaUrl(row: Record<string, unknown>): Record<string, unknown> {
  if (typeof row.slika_key === "string") return { slika_url: imageUrl(row.slika_key) };
  const uploaded = typeof row.slika_url === "string" && row.slika_url.startsWith(`${API.images}/`);
  return uploaded && row.slika_key === null ? { slika_url: null } : {};
}

export const feed = /* @__PURE__ */ defineEntity({
  name: "feed",
  table: feedTable,
  hidden: ["created_by", "slika_key"],
  input: najavaSchema,
  files: ["slika_key"],
  derive: slikaUrl,
  relations: [SAVEZ_RELATION],
  flags: { federation: true, versioned: true, softDelete: true },
});
