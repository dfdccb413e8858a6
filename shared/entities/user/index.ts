// users: one row per Firebase account, provisioned on its first verified request. This module is pure.
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "../columns";
import { defineEntity } from "../entity";

export const users = /* @__PURE__ */ sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    uuid: text("uuid").notNull().unique(),
    firebase_user_id: text("firebase_user_id").unique(),
    email: text("email"),
    email_verified: integer("email_verified").notNull().default(0),
    role: text("role", { enum: ["member", "staff", "admin"] })
      .notNull()
      .default("member"),
    bc_membership_number: text("bc_membership_number"),
    created_at: createdAt(),
    /** The name the token carries (provider sign-in), for People search. */
    name: text("name"),
    /** Lower-cased, diacritic-free email and name: People search is a prefix range on these indexes. */
    search_email: text("search_email"),
    search_name: text("search_name"),
  },
  (t) => [
    index("users_email").on(t.email),
    check("users_role", sql`role IN ('member', 'staff', 'admin')`),
    index("users_search_email").on(t.search_email, t.id),
    index("users_search_name").on(t.search_name, t.id),
  ],
);

export const user = /* @__PURE__ */ defineEntity({
  name: "users",
  table: users,
  // Email, its verification and the role are the server's to know: the users query shows none of them.
  hidden: ["email", "email_verified", "role", "name", "search_email", "search_name"],
  // A membership belongs to an email: the caller's are those of its verified email (worker/data/memberships.ts).
  relations: [{ field: "memberships", entity: "memberships", foreignKey: "email", parentKey: "email" }],
  owner: "id",
  personal: ["firebase_user_id", "email", "name", "search_email", "search_name", "bc_membership_number"],
  defaultOrder: "asc_nulls_last",
  flags: { federation: false, versioned: false, softDelete: false },
});
