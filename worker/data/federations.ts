// The federations a caller may act for, as the SPA's federation switcher and staff home show them.
import { asc, inArray } from "drizzle-orm";
import { savezi } from "../../shared/entities/savez";
import { effectiveRole } from "../../shared/permissions";
import type { Database } from "./db";
import type { Scope } from "./scope";

export interface FederationChoice {
  id: string;
  slug: string;
  naziv: string;
}

/** Staff: the federations they are staff of; admins: every federation; everyone else: none. */
export async function federationsFor(db: Database, scope: Scope): Promise<FederationChoice[]> {
  const role = effectiveRole(scope);
  if (role !== "admin" && (role !== "staff" || scope.federations.length === 0)) return [];
  const query = db.select({ id: savezi.id, slug: savezi.slug, naziv: savezi.naziv }).from(savezi);
  const rows = role === "admin" ? query : query.where(inArray(savezi.id, [...scope.federations]));
  return rows.orderBy(asc(savezi.naziv));
}
