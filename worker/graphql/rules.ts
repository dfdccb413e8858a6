// Who may run which trusted operation: the one rule table both providers obey, keyed by operationName.
// A trusted operation without a rule here does not compile (Record<OperationName, …>) and fails a test.
// This module is pure: no I/O.
import { z } from "zod";
import type { OperationName } from "../../shared/graphql/operations";
import { dokumentSavezaSchema, natjecanjeDokumentSchema } from "../../shared/schemas/dokument";
import { najavaSchema } from "../../shared/schemas/najava";
import { natjecanjeSchema } from "../../shared/schemas/natjecanje";
import { natjecateljiSchema } from "../../shared/schemas/natjecatelj";
import { rezultatSchema } from "../../shared/schemas/rezultat";
import { hasRole, type Caller } from "../auth/caller";

/** The least a caller must be to run an operation. */
export type Access = "anonymous" | "member" | "staff";

/** The rule of one trusted operation. */
export interface OperationRule {
  access: Access;
  /** Mutations invalidate the edge cache after they succeed. */
  mutation: boolean;
  /** Anonymous answers may be served from the edge cache (public data only). */
  edgeCache: boolean;
  /** The variables, checked before any provider sees them (for Hasura as much as for D1). */
  variables: z.ZodType;
  /** Largest request body for this operation; DEFAULT_MAX_BODY_BYTES unless it carries bulk data. */
  maxBodyBytes?: number;
}

/** The request body limit of an ordinary GraphQL request. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
/** InsertNatjecatelji carries up to 5000 rows of three 100-character fields: it alone may send 2 MB. */
export const BULK_MAX_BODY_BYTES = 2 * 1024 * 1024;

// Undeclared variables are dropped, so nothing the client adds reaches a provider.
const none = z.object({});
const read = (access: Access, edgeCache = false): OperationRule => ({
  access,
  mutation: false,
  edgeCache,
  variables: none,
});
const write = (variables: z.ZodType): OperationRule => ({
  access: "staff",
  mutation: true,
  edgeCache: false,
  variables,
});

/** The role matrix of DESIGN.md: anonymous reads public data, members their own row, staff everything. */
export const RULES: Record<OperationName, OperationRule> = {
  ReadFeed: read("anonymous", true),
  dokumenti_saveza: read("anonymous", true),
  users: read("member"),
  Natjecatelji: read("staff"),
  Natjecanja: read("staff"),
  CreateNajava: write(najavaSchema),
  InsertNatjecatelji: { ...write(z.object({ objects: natjecateljiSchema })), maxBodyBytes: BULK_MAX_BODY_BYTES },
  CreateNatjecanje: write(z.object({ object: natjecanjeSchema })),
  CreateRezultat: write(z.object({ object: rezultatSchema })),
  CreateDokumentSaveza: write(z.object({ object: dokumentSavezaSchema })),
  CreateDokumentRezultata: write(z.object({ object: natjecanjeDokumentSchema })),
};

/** "ok", or why the caller may not run an operation with this rule (401 vs 403 semantics). */
export function authorize(rule: OperationRule, caller: Caller): "ok" | "unauthenticated" | "forbidden" {
  if (rule.access === "anonymous") return "ok";
  if (caller.role === "anonymous") return "unauthenticated";
  return hasRole(caller, rule.access) ? "ok" : "forbidden";
}
