// memberships: the federations' membership register (issue 15) and the member's cards (SPEC §3). A membership
// belongs to an email, not to an account: it shows on /membership for whoever signs in with that email verified,
// and erasing an account leaves it in its federation's register, unlinked. This module is pure.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { normaliseName } from "../../match-key";
import { membershipCreateSchema, membershipsImportSchema } from "./input";
import { createdAt, searchName, version } from "../columns";
import { defineEntity } from "../entity";
import { deletedAt, federated, savezi } from "../savez";

export const memberships = /* @__PURE__ */ sqliteTable(
  "memberships",
  {
    id: text("id").primaryKey(),
    number: text("number").notNull(),
    type: text("type").notNull(),
    status: text("status").notNull().default("aktivna"),
    suspension_reason: text("suspension_reason"),
    valid_from: text("valid_from"),
    expiry: text("expiry"),
    first_name: text("first_name").notNull(),
    last_name: text("last_name").notNull(),
    date_of_birth: text("date_of_birth"),
    /** Lower-cased: the link to an account whose verified email it is. */
    email: text("email"),
    /** The photo's key in R2 (private prefix; served only to the card's owner, its staff, its verification). */
    photo_key: text("photo_key"),
    /** The first wave's picture URL (the demo's avatars); new cards use photo_key. */
    profile_picture_url: text("profile_picture_url"),
    search_name: searchName(),
    created_at: createdAt(),
    version: version(),
    ...federated(),
    ...deletedAt(),
    /**
     * The card's token version (issue 28 item 5; last, where its migration added it): every token signed for
     * the card carries it, and 'Izdaj novu iskaznicu' adds one, so the verification calls an older token
     * replaced. Tokens signed before versions existed carry none and count as version 1.
     */
    token_version: integer("token_version").notNull().default(1),
  },
  (t) => [
    uniqueIndex("memberships_savez_number").on(t.savez_id, t.number),
    index("memberships_email_created_at").on(t.email, t.created_at),
    index("memberships_savez_search").on(t.savez_id, t.search_name, t.id),
  ],
);

/** Each federation's register settings: the number prefix, the next number, the list of types. */
export const membershipRegisters = /* @__PURE__ */ sqliteTable("membership_registers", {
  savez_id: text("savez_id")
    .primaryKey()
    .references(() => savezi.id),
  prefix: text("prefix").notNull(),
  next_number: integer("next_number").notNull().default(1),
  types: text("types")
    .notNull()
    .default(sql`'["Gold","Silver","Bronze"]'`),
});

export const membership = /* @__PURE__ */ defineEntity({
  name: "memberships",
  table: memberships,
  hidden: ["search_name"],
  input: membershipCreateSchema,
  bulkInput: membershipsImportSchema,
  derive: (row) => ({ search_name: normaliseName(`${String(row.last_name)} ${String(row.first_name)}`) }),
  ownerEmail: "email",
  personal: ["first_name", "last_name", "date_of_birth", "email", "photo_key", "profile_picture_url", "search_name"],
  files: ["photo_key"],
  increments: ["token_version"],
  defaultOrder: "asc_nulls_last",
  flags: { federation: true, versioned: true, softDelete: true },
});
