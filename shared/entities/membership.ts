// memberships: a member's federation cards (SPEC §3). This module is pure.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, idColumn, version } from "./columns";
import { defineEntity } from "./entity";
import { federated } from "./savez";
import { users } from "./user";

export const memberships = /* @__PURE__ */ sqliteTable(
  "memberships",
  {
    id: idColumn(),
    user_id: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    number: text("number").notNull(),
    type: text("type").notNull(),
    status: text("status").notNull().default("active"),
    expiry: text("expiry"),
    first_name: text("first_name").notNull(),
    last_name: text("last_name").notNull(),
    profile_picture_url: text("profile_picture_url"),
    created_at: createdAt(),
    version: version(),
    ...federated(),
  },
  (t) => [index("memberships_user_created_at").on(t.user_id, t.created_at), index("memberships_savez").on(t.savez_id)],
);

export const membership = /* @__PURE__ */ defineEntity({
  name: "memberships",
  table: memberships,
  hidden: ["user_id"],
  owner: "user_id",
  defaultOrder: "asc_nulls_last",
  listed: false,
  flags: { federation: true, versioned: true, softDelete: false },
});
