// natjecatelji: registered competitors, entered from a CSV or by hand. This module is pure.
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { matchKey } from "../../match-key";
import { natjecateljSchema, natjecateljiSchema } from "./input";
import { idColumn } from "../columns";
import { defineEntity } from "../entity";
import { contentColumns, contentIndexes } from "../savez";

export const natjecateljiTable = /* @__PURE__ */ sqliteTable(
  "natjecatelji",
  {
    id: idColumn(),
    ime: text("ime").notNull(),
    prezime: text("prezime").notNull(),
    team: text("team").notNull(),
    // lower-cased, diacritic-free "ime|prezime|team", to flag duplicates the way a person would.
    match_key: text("match_key").notNull(),
    ...contentColumns(),
  },
  (t) => [...contentIndexes("natjecatelji", t), index("natjecatelji_match_key").on(t.match_key)],
);

export const natjecatelj = /* @__PURE__ */ defineEntity({
  name: "natjecatelji",
  table: natjecateljiTable,
  hidden: ["created_by", "match_key"],
  input: natjecateljSchema,
  bulkInput: natjecateljiSchema,
  // A competitor is a person: names and the key made of them (the team is a club's, not personal).
  personal: ["ime", "prezime", "match_key"],
  derive: (row) => ({ match_key: matchKey(row as { ime: string; prezime: string; team: string }) }),
  flags: { federation: true, versioned: true, softDelete: true },
});
