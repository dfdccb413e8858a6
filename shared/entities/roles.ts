// Who may act for which federation, and roles granted to an email before it signed in. Not GraphQL entities:
// the admin routes (worker/routes/admin.ts) read and write them. This module is pure.
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, idColumn } from "./columns";
import { savezi } from "./savez";
import { users } from "./user";

/**
 * The personal columns of the role tables' audit entries (they are not GraphQL entities, so they declare it
 * here): an invitation names the invited person's email.
 */
export const ROLE_TABLES_PERSONAL: Readonly<Record<string, readonly string[]>> = {
  pozivnice: ["email"],
  staff_savezi: [],
};

/** Days an invitation waits for its email to sign in before it expires. */
export const INVITATION_DAYS = 14;

/** Staff of a federation: one row per user and federation (admins are platform-wide, users.role). */
export const staffSavezi = /* @__PURE__ */ sqliteTable(
  "staff_savezi",
  {
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    savez_id: text("savez_id")
      .notNull()
      .references(() => savezi.id, { onDelete: "cascade" }),
    granted_by: integer("granted_by").references(() => users.id),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.savez_id] }), index("staff_savezi_savez").on(t.savez_id)],
);

/**
 * A role granted to an email: staff of a federation, or admin. It applies when an account with that email
 * signs in with the email verified, never before; pending until then, or withdrawn.
 */
export const pozivnice = /* @__PURE__ */ sqliteTable(
  "pozivnice",
  {
    id: idColumn(),
    /** Lower-cased. */
    email: text("email").notNull(),
    role: text("role", { enum: ["staff", "admin"] }).notNull(),
    savez_id: text("savez_id").references(() => savezi.id, { onDelete: "cascade" }),
    invited_by: integer("invited_by").references(() => users.id),
    created_at: createdAt(),
    accepted_at: text("accepted_at"),
    accepted_by: integer("accepted_by").references(() => users.id),
    withdrawn_at: text("withdrawn_at"),
    withdrawn_by: integer("withdrawn_by").references(() => users.id),
    /** After this instant a pending invitation applies no more (INVITATION_DAYS after it was sent; migration 0013). */
    expires_at: text("expires_at"),
  },
  (t) => [
    index("pozivnice_email").on(t.email),
    check("pozivnice_staff_has_savez", sql`(role = 'staff') = (savez_id IS NOT NULL)`),
  ],
);
