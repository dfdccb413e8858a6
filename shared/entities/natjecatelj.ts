// natjecatelji: registered competitors, entered from a CSV or by hand. This module is pure.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { matchKey } from "../match-key";
import { natjecateljSchema, natjecateljiSchema } from "../schemas/natjecatelj";
import { createdAt, idColumn, version } from "./columns";
import { defineEntity } from "./entity";
import { users } from "./user";

export const natjecateljiTable = /* @__PURE__ */ sqliteTable(
  "natjecatelji",
  {
    id: idColumn(),
    ime: text("ime").notNull(),
    prezime: text("prezime").notNull(),
    team: text("team").notNull(),
    // lower-cased, diacritic-free "ime|prezime|team", to flag duplicates the way a person would.
    match_key: text("match_key").notNull(),
    created_by: integer("created_by").references(() => users.id),
    created_at: createdAt(),
    version: version(),
  },
  (t) => [
    index("natjecatelji_created_at").on(sql`${t.created_at} DESC`),
    index("natjecatelji_match_key").on(t.match_key),
  ],
);

export const natjecatelj = /* @__PURE__ */ defineEntity({
  name: "natjecatelji",
  table: natjecateljiTable,
  hidden: ["created_by", "match_key"],
  input: natjecateljSchema,
  bulkInput: natjecateljiSchema,
  derive: (row) => ({ match_key: matchKey(row as { ime: string; prezime: string; team: string }) }),
  flags: { federation: false, versioned: true, softDelete: false },
});
