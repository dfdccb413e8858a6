// uploads: one row per file the upload routes stored in R2 (documents, images, membership photos), written in
// the same D1 batch as the upload's audit row. It says whom a stored object belongs to: a row may link a key
// only when its federation (or the caller) uploaded it and no row links it yet (worker/data/file-links.ts),
// and the row goes in the batch that drops the key's last reference, so a released key is never linked again.
// Never exposed through GraphQL. This module is pure.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { NOW, clockNow } from "./columns";

/** What was uploaded: a document (PDF, DOCX), an image (a logo, an announcement's picture), a register photo. */
export const UPLOAD_KINDS = ["document", "image", "photo"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const uploads = /* @__PURE__ */ sqliteTable(
  "uploads",
  {
    /** The R2 key the upload route generated. */
    key: text("key").primaryKey(),
    kind: text("kind", { enum: UPLOAD_KINDS }).notNull(),
    /** users.id of the uploader; null for the records migration 0012 made of keys rows already linked. */
    uploaded_by: integer("uploaded_by"),
    /**
     * The federation the file belongs to: the uploader's only federation, or the federation of the row that
     * linked it before migration 0012; null for an uploader of no or several federations (admins), whose
     * file only they may link.
     */
    savez_id: text("savez_id"),
    /** Bytes stored; null for the records migration 0012 made. */
    size: integer("size"),
    created_at: text("created_at").notNull().default(NOW).$defaultFn(clockNow),
  },
  (t) => [index("uploads_created").on(t.created_at)],
);
