// Who may run which trusted operation: the one rule table both providers obey, keyed by operationName.
// What an operation needs (read feed, create natjecanja, ...) is read off its document (operation-needs.ts)
// and checked against the one permission table (shared/permissions.ts); only the variables' schemas and
// body limits are written here. A trusted operation without a rule does not compile (Record<OperationName, …>).
// This module is pure: no I/O.
import { parse } from "graphql";
import { z } from "zod";
import { ENTITIES, type EntityName } from "../../shared/entities";
import { setSchemaOf, type Entity } from "../../shared/entities/entity";
import { EDITABLE, OPERATIONS, type Editable, type OperationName } from "../../shared/graphql/operations";
import { can, isAnonymous, type Subject } from "../../shared/permissions";
import { dokumentSavezaSchema, natjecanjeDokumentSchema } from "../../shared/schemas/dokument";
import { najavaSchema } from "../../shared/schemas/najava";
import { natjecanjeSchema } from "../../shared/schemas/natjecanje";
import { natjecateljiSchema } from "../../shared/schemas/natjecatelj";
import { prijaveSchema } from "../../shared/schemas/prijava";
import { rezultatSchema } from "../../shared/schemas/rezultat";
import { savezSchema } from "../../shared/schemas/savez";
import {
  MEMBERSHIP_STATUSES,
  activateSchema,
  membershipCreateSchema,
  membershipsImportSchema,
  renewSchema,
  suspendSchema,
} from "../../shared/schemas/membership";
import { rowId, rowVersion, savezId, uuid } from "../../shared/schemas/text";
import { VALIDATION } from "../../shared/texts";
import { isMutation, needsOf, type Need } from "./operation-needs";

/** The rule of one trusted operation. */
export interface OperationRule {
  /** What the operation does to which entities; the caller must be allowed every one. */
  needs: readonly Need[];
  /** Mutations invalidate the edge cache after they succeed. */
  mutation: boolean;
  /** Anonymous answers may be served from the edge cache: everything it reads is public. */
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

/** An edit's `_set`: some of the create input's fields (at least one). */
function setOf(entity: Entity): z.ZodType {
  return setSchemaOf(entity).refine((set) => Object.keys(set).length > 0, { error: VALIDATION.required });
}

/** The variables of UpdateX, DeleteX and RestoreX for every editable entity: the row, its version, the fields. */
function editVariables() {
  const row = { id: rowId, version: rowVersion };
  const entries = (Object.entries(EDITABLE) as [Editable, EntityName][]).flatMap(([name, table]) => [
    [`Update${name}`, z.object({ ...row, set: setOf(ENTITIES[table] as Entity) })],
    [`Delete${name}`, z.object(row)],
    [`Restore${name}`, z.object(row)],
  ]);
  return Object.fromEntries(entries) as Record<`${"Update" | "Delete" | "Restore"}${Editable}`, z.ZodType>;
}

// Undeclared variables are dropped, so nothing the client adds reaches a provider.
const VARIABLES: Record<OperationName, z.ZodType> = {
  ReadFeed: z.object({}),
  dokumenti_saveza: z.object({}),
  users: z.object({}),
  Natjecatelji: z.object({ savez_id: savezId }),
  Natjecanja: z.object({ savez_id: savezId }),
  StartnaLista: z.object({ natjecanje_id: rowId }),
  InsertPrijave: z.object({ objects: prijaveSchema }),
  CreateNajava: najavaSchema,
  InsertNatjecatelji: z.object({ objects: natjecateljiSchema }),
  CreateNatjecanje: z.object({ object: natjecanjeSchema }),
  CreateRezultat: z.object({ object: rezultatSchema }),
  CreateDokumentSaveza: z.object({ object: dokumentSavezaSchema }),
  CreateDokumentRezultata: z.object({ object: natjecanjeDokumentSchema }),
  Savezi: z.object({}),
  Savez: z.object({ slug: z.string().trim().min(1).max(60) }),
  CreateSavez: z.object({ object: savezSchema }),
  UpdateSavez: z.object({ id: uuid, version: z.number().int().positive(), set: savezSchema.partial() }),
  Najave: z.object({ savez_id: savezId }),
  Rezultati: z.object({ savez_id: savezId }),
  DokumentiSaveza: z.object({ savez_id: savezId }),
  Obrisano: z.object({ savez_id: savezId }),
  Clanstva: z.object({
    savez_id: savezId,
    search: z
      .string()
      .trim()
      .max(100, { error: VALIDATION.tooLong(100) })
      .nullish(),
    type: z
      .string()
      .trim()
      .max(40, { error: VALIDATION.tooLong(40) })
      .nullish(),
    status: z.enum([...MEMBERSHIP_STATUSES, "istekla"]).nullish(),
    expiring: z.boolean().nullish(),
    after: rowId.nullish(),
    limit: z.number().int().min(1).max(200).nullish(),
  }),
  CreateClanstvo: z.object({ object: membershipCreateSchema }),
  ImportClanstva: z.object({ objects: membershipsImportSchema }),
  ObnoviClanstvo: z.object({ id: rowId, version: rowVersion, set: renewSchema }),
  SuspendirajClanstvo: z.object({ id: rowId, version: rowVersion, set: suspendSchema }),
  AktivirajClanstvo: z.object({ id: rowId, version: rowVersion, set: activateSchema }),
  ...editVariables(),
};

/** ImportClanstva carries up to 5000 memberships of about ten fields each. */
export const REGISTER_IMPORT_MAX_BODY_BYTES = 4 * 1024 * 1024;

const BODY_LIMITS: Partial<Record<OperationName, number>> = {
  InsertNatjecatelji: BULK_MAX_BODY_BYTES,
  ImportClanstva: REGISTER_IMPORT_MAX_BODY_BYTES,
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
    variables: VARIABLES[name],
    maxBodyBytes: BODY_LIMITS[name],
  };
}

export const RULES = Object.fromEntries(
  (Object.keys(OPERATIONS) as OperationName[]).map((name) => [name, ruleFor(name)]),
) as Record<OperationName, OperationRule>;

/** The federations a request's variables name: `savez_id` at the top, in `object`, in each of `objects`, in `set`. */
export function federationsNamed(variables: Record<string, unknown>): string[] {
  const holders = [
    variables,
    variables.object,
    variables.set,
    ...(Array.isArray(variables.objects) ? variables.objects : []),
  ];
  const named = holders.flatMap((holder) => {
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

/** "ok", or why the caller may not run an operation with this rule (401 vs 403 semantics). */
export function authorize(rule: OperationRule, caller: Subject): "ok" | "unauthenticated" | "forbidden" {
  if (rule.needs.every((n) => can(caller, n.action, n.entity) !== null)) return "ok";
  return isAnonymous(caller) ? "unauthenticated" : "forbidden";
}
