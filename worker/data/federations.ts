// The federations a caller may act for, as the SPA's federation switcher and staff home show them.
import { asc } from "drizzle-orm";
import { savezi } from "../../shared/entities/savez";
import { federationReach } from "../../shared/permissions";
import type { Database } from "./db";
import { inList } from "./expressions";
import type { Scope } from "./scope";

export interface FederationChoice {
  id: string;
  slug: string;
  naziv: string;
}

/** As far as the caller's content rights reach: every federation, those it is staff of, or none. */
export async function federationsFor(db: Database, scope: Scope): Promise<FederationChoice[]> {
  const reach = federationReach(scope);
  if (reach === null || (reach === "federation" && scope.federations.length === 0)) return [];
  const query = db.select({ id: savezi.id, slug: savezi.slug, naziv: savezi.naziv }).from(savezi);
  const rows = reach === "all" ? query : query.where(inList(savezi.id, scope.federations));
  return rows.orderBy(asc(savezi.naziv));
}
