// Who may run which trusted operation: the one rule table both providers obey, keyed by operationName.
// What an operation needs (read feed, create natjecanja, ...) is read off its document (operation-needs.ts)
// and checked against the one permission table (shared/permissions.ts); the variables' schema is the
// operation's own (shared/entities/<entity>/operations.ts); only body limits are written here. A trusted
// operation without a rule does not compile (Record<OperationName, …>).
// This module is pure: no I/O.
import { parse } from "graphql";
import type { z } from "zod";
import { ENTITIES } from "../../shared/entities";
import { variablesOf } from "../../shared/graphql/define";
import { DEFINED, OPERATIONS, type OperationName } from "../../shared/graphql/operations";
import { can, isAnonymous, type Action, type Resource, type Subject } from "../../shared/permissions";
import { isMutation, needsOf, type Need } from "./operation-needs";

/** The rule of one trusted operation. */
export interface OperationRule {
  /** What the operation does to which entities; the caller must be allowed every one. */
  needs: readonly Need[];
  /** Mutations invalidate the edge cache after they succeed. */
  mutation: boolean;
  /** Anonymous answers may be served from the edge cache: everything it reads is public. */
  edgeCache: boolean;
  /** The operation's variables (its definition's), checked before any provider sees them, for Hasura as for D1. */
  variables: z.ZodType;
  /** Largest request body for this operation; DEFAULT_MAX_BODY_BYTES unless it carries bulk data. */
  maxBodyBytes?: number;
  /**
   * Rights a step needs beyond what its document does to its entity: confirming a transfer is an update of it
   * that only the federation may make (the clubs agree or refuse with the same update right).
   */
  rights: readonly { action: Action; resource: Resource }[];
}

const STEP_RIGHTS: Partial<Record<OperationName, OperationRule["rights"]>> = {
  PotvrdiTransfer: [{ action: "update", resource: "transfer_confirmations" }],
};

/** The request body limit of an ordinary GraphQL request. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
/** InsertNatjecatelji carries up to 5000 rows of three 100-character fields: it alone may send 2 MB. */
export const BULK_MAX_BODY_BYTES = 2 * 1024 * 1024;

/** ImportClanstva carries up to 5000 memberships of about ten fields each. */
export const REGISTER_IMPORT_MAX_BODY_BYTES = 4 * 1024 * 1024;

const BODY_LIMITS: Partial<Record<OperationName, number>> = {
  InsertNatjecatelji: BULK_MAX_BODY_BYTES,
  ImportClanstva: REGISTER_IMPORT_MAX_BODY_BYTES,
  // Up to 5000 athletes of about ten fields each, and up to 500 licence requests: 64 KB held about 450 of either.
  ImportSportasi: REGISTER_IMPORT_MAX_BODY_BYTES,
  ZatraziLicence: BULK_MAX_BODY_BYTES,
};

const ANONYMOUS: Subject = { role: "anonymous", emailVerified: false };

function ruleFor(name: OperationName): OperationRule {
  const document = parse(OPERATIONS[name]);
  const needs = needsOf(document);
  const mutation = isMutation(document);
  const isPublic = needs.every((n) => can(ANONYMOUS, n.action, n.entity) === "all");
  return {
    needs,
    mutation,
    edgeCache: !mutation && isPublic,
    variables: variablesOf(DEFINED[name]),
    maxBodyBytes: BODY_LIMITS[name],
    rights: STEP_RIGHTS[name] ?? [],
  };
}

export const RULES = Object.fromEntries(
  (Object.keys(OPERATIONS) as OperationName[]).map((name) => [name, ruleFor(name)]),
) as Record<OperationName, OperationRule>;

/** Where a request's variables name rows' owners: the top, `object`, `set`, and each of `objects`. */
const holdersOf = (variables: Record<string, unknown>): unknown[] => [
  variables,
  variables.object,
  variables.set,
  ...(Array.isArray(variables.objects) ? variables.objects : []),
];

/** The federations a request's variables name: `savez_id` at the top, in `object`, in each of `objects`, in `set`. */
export function federationsNamed(variables: Record<string, unknown>): string[] {
  const named = holdersOf(variables).flatMap((holder) => {
    const id = typeof holder === "object" && holder !== null ? (holder as Record<string, unknown>).savez_id : null;
    return typeof id === "string" ? [id] : [];
  });
  return [...new Set(named)];
}

/**
 * Tenancy before any provider: when the caller's right to what the operation does reaches only its own
 * federations, a federation the variables name must be one of them. D1 checks the rows again (a result takes
 * its competition's federation); for Hasura this is what the Worker itself guarantees.
 */
export function withinFederations(
  rule: OperationRule,
  caller: Subject & { federations: readonly string[] },
  variables: Record<string, unknown>,
): boolean {
  const bound = rule.needs.some(
    (n) => ENTITIES[n.entity].flags.federation && can(caller, n.action, n.entity) === "federation",
  );
  return !bound || federationsNamed(variables).every((id) => caller.federations.includes(id));
}

/** The clubs a request's variables name, in any club column (`club_id`, `from_club_id`) where they name one. */
export function clubsNamed(variables: Record<string, unknown>): string[] {
  const named = holdersOf(variables).flatMap((holder) => {
    if (typeof holder !== "object" || holder === null) return [];
    const { club_id, from_club_id } = holder as Record<string, unknown>;
    return [club_id, from_club_id].filter((id): id is string => typeof id === "string");
  });
  return [...new Set(named)];
}

/**
 * Tenancy of clubs before any provider: when the caller's right reaches only its clubs' rows, a club the
 * variables name (the acting club of a create, the club a list asks for) must be one of them. A transfer's
 * releasing club is named by the receiving club's official, so a create is checked on its acting club only.
 */
export function withinClubs(
  rule: OperationRule,
  caller: Subject & { clubs?: readonly string[] },
  variables: Record<string, unknown>,
): boolean {
  const bound = rule.needs.some((n) => can(caller, n.action, n.entity) === "club");
  if (!bound) return true;
  const creates = rule.needs.some((n) => n.action === "create");
  const acting = creates
    ? [variables.object, ...(Array.isArray(variables.objects) ? variables.objects : [])].flatMap((o) => {
        const id = (o as Record<string, unknown> | undefined)?.club_id;
        return typeof id === "string" ? [id] : [];
      })
    : clubsNamed(variables);
  return acting.every((id) => (caller.clubs ?? []).includes(id));
}

/** "ok", or why the caller may not run an operation with this rule (401 vs 403 semantics). */
export function authorize(rule: OperationRule, caller: Subject): "ok" | "unauthenticated" | "forbidden" {
  const allowed = (action: Action, resource: Resource) => can(caller, action, resource) !== null;
  if (rule.needs.every((n) => allowed(n.action, n.entity)) && rule.rights.every((r) => allowed(r.action, r.resource))) {
    return "ok";
  }
  return isAnonymous(caller) ? "unauthenticated" : "forbidden";
}
