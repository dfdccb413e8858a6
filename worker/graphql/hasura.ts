import {
  GraphQLError,
  Kind,
  parse,
  print,
  visit,
  type ArgumentNode,
  type FieldNode,
  type OperationDefinitionNode,
  type ValueNode,
} from "graphql";
import type { Caller } from "../auth/caller";
import type { UserProfile } from "../data/users";
import { ENTITIES } from "../../shared/entities";
import { OPERATIONS, type OperationName } from "../../shared/graphql/operations";
import { can, effectiveRole } from "../../shared/permissions";
import { T_API, T_UREDI } from "../../shared/texts";
import type { Role } from "../../shared/types";
import { NOT_YOUR_FEDERATION, VERSION_CONFLICT } from "../data/errors";
import { safeError, type GraphQLErrorCode } from "./errors";
import type { Need } from "./operation-needs";
import type { GatewayResult } from "./result";
import { RULES } from "./rules";
import { asHasuraAdmin } from "../data/hasura-admin";
import { clockSession } from "../data/clock";

/** How to reach Hasura; `fetch` is injectable for tests. */
export interface HasuraOptions {
  url: string;
  adminSecret: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** The request's x-request-id, sent as x-hasura-request-id: the migration's audit trigger records it. */
  requestId?: string;
}

/** The request sent upstream: the trusted text, never the client's. */
export interface HasuraRequest {
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
}

const HASURA_ROLES: Record<Role, string> = {
  anonymous: "anonymous",
  member: "member",
  official: "official",
  staff: "staff",
  admin: "platform_admin",
};

/**
 * The Hasura role of a caller. Hasura treats the role named `admin` as its superuser and skips every
 * permission for it, so the app's platform admins go upstream as `platform_admin`, a role with permissions
 * of its own like any other. Staff and admin powers need a verified email, as on D1 (effectiveRole).
 *
 * Reading 'Obrisano' is a right of its own (those who may restore rows), and a Hasura permission cannot see
 * the query's `where`: a role's select permission hides deleted rows from every list, so the trash is read
 * with the role's `_obrisano` twin (`staff_obrisano`), whose permissions show only deleted rows
 * (hasura/metadata).
 */
export function hasuraRole(caller: Pick<Caller, "role" | "emailVerified">, operationName?: string): string {
  const base = HASURA_ROLES[effectiveRole(caller)];
  return operationName && readsTrash(operationName) ? `${base}_obrisano` : base;
}

/** True when an operation reads 'Obrisano': a query that needs the right to restore. */
function readsTrash(operationName: string): boolean {
  const rule = RULES[operationName as OperationName];
  return !!rule && !rule.mutation && rule.needs.some((need) => need.action === "restore");
}

/**
 * The only headers Hasura sees. They are built from scratch: the session variables come from the verified
 * caller, and nothing of the client's request (Authorization, x-hasura-*, cookies) is passed on.
 */
export function hasuraHeaders(
  adminSecret: string,
  caller: Caller,
  operationName?: string,
  requestId?: string,
): Record<string, string> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "application/json",
    "x-hasura-admin-secret": adminSecret,
    "x-hasura-role": hasuraRole(caller, operationName),
  };
  if (caller.uid) headers["x-hasura-user-id"] = caller.uid;
  // The federations the caller is staff of, as a Postgres array literal for Hasura's row filters
  // (`savez_id: {_in: X-Hasura-Savezi}`); ids are uuids, so no quoting is needed. Every signed-in caller
  // sends it (`{}` for none): a permission that names a session variable the request lacks is an error.
  if (caller.uid) headers["x-hasura-savezi"] = `{${caller.federations.join(",")}}`;
  // The clubs the caller is an official of, the same way (`club_id: {_in: X-Hasura-Clubs}`).
  if (caller.uid) headers["x-hasura-clubs"] = `{${(caller.clubs ?? []).join(",")}}`;
  // The caller's email when verified (lower-cased, as memberships store it), else empty: a member reads the
  // memberships of this email (`email: {_eq: X-Hasura-Email}`), and an empty one matches none.
  if (caller.uid) headers["x-hasura-email"] = caller.emailVerified && caller.email ? caller.email.toLowerCase() : "";
  if (requestId) headers["x-hasura-request-id"] = requestId;
  // The Worker's time, which PostgreSQL's triggers and defaults take as theirs (worker/data/clock.ts).
  Object.assign(headers, clockSession());
  return headers;
}

/**
 * Root fields that are SQL functions in Hasura (hasura/metadata/databases/default/functions): the trusted
 * document passes their arguments directly, as the D1 schema declares them; Hasura takes a function's
 * arguments in one `args` object.
 */
export const HASURA_FUNCTIONS: ReadonlySet<string> = new Set(["memberships_register", "membership_register_settings"]);

const documents = new Map<string, string>();

/** The trusted text as Hasura takes it: a function root field's arguments moved into `args: {...}`. */
export function hasuraDocument(query: string): string {
  const known = documents.get(query);
  if (known !== undefined) return known;
  let rewritten = false;
  const document = visit(parse(query), {
    OperationDefinition: {
      enter(operation) {
        const selections = operation.selectionSet.selections.map((node) => {
          if (node.kind !== Kind.FIELD || !HASURA_FUNCTIONS.has(node.name.value) || !node.arguments?.length) {
            return node;
          }
          rewritten = true;
          const args: ArgumentNode = {
            kind: Kind.ARGUMENT,
            name: { kind: Kind.NAME, value: "args" },
            value: {
              kind: Kind.OBJECT,
              fields: node.arguments.map((a) => ({ kind: Kind.OBJECT_FIELD, name: a.name, value: a.value })),
            },
          };
          return { ...node, arguments: [args] } satisfies FieldNode;
        });
        return { ...operation, selectionSet: { ...operation.selectionSet, selections } };
      },
    },
  });
  const text = rewritten ? print(document) : query;
  documents.set(query, text);
  return text;
}

const failure = (status: 502 | 504, code: "BAD_GATEWAY" | "GATEWAY_TIMEOUT", message: string): GatewayResult => ({
  status,
  body: { errors: [safeError(code, message).toJSON()] },
});

/**
 * Upstream GraphQL errors as a client may see them: Hasura's texts name tables, columns and permissions, so,
 * as in D1 mode, the client gets a generic message; the upstream's code stays (it says what kind of failure),
 * the text goes to the log.
 */
export const UPSTREAM_REFUSAL = "The data service refused the request.";

function maskUpstreamErrors(errors: unknown[] | undefined): unknown[] | undefined {
  if (!errors?.length) return undefined;
  return errors.map((error) => {
    const { message, extensions } = (error ?? {}) as { message?: unknown; extensions?: { code?: unknown } };
    console.error(`hasura error: ${String(message)}`);
    const code = typeof extensions?.code === "string" ? extensions.code : "UPSTREAM_ERROR";
    return { message: UPSTREAM_REFUSAL, extensions: { code } };
  });
}

/**
 * An edit of one row: a mutation whose one root field updates, deletes or restores the rows
 * `where: {id: {_eq: $id}, version: {_eq: $version}}`, the row by id and the version the client read
 * (UpdateX, DeleteX, RestoreX, UpdateSavez, the register's Obnovi/Suspendiraj/Aktiviraj). Read off the trusted
 * document and the rule's needs, never off the operation's name.
 */
export interface RowEdit {
  /** The root field's response key, and the field itself (where D1's error points). */
  key: string;
  field: FieldNode;
  /** What the edit does to which entity. */
  need: Need;
  /** The variable holding the row's id. */
  idVariable: string;
}

const EDIT_ACTIONS: ReadonlySet<string> = new Set(["update", "delete", "restore"]);

/** The variable a `where` pins `column` to with `_eq` (`{id: {_eq: $id}}` → "id"), or null. */
function pinnedVariable(where: ValueNode | undefined, column: string): string | null {
  if (where?.kind !== Kind.OBJECT) return null;
  const test = where.fields.find((f) => f.name.value === column)?.value;
  if (test?.kind !== Kind.OBJECT) return null;
  const eq = test.fields.find((f) => f.name.value === "_eq")?.value;
  return eq?.kind === Kind.VARIABLE ? eq.name.value : null;
}

function findRowEdit(operationName: string): RowEdit | null {
  const rule = RULES[operationName as OperationName];
  const text = OPERATIONS[operationName as OperationName];
  const need = rule?.needs.length === 1 ? rule.needs[0]! : undefined;
  if (!rule?.mutation || !text || !need || !EDIT_ACTIONS.has(need.action)) return null;
  const operation = parse(text).definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as
    OperationDefinitionNode | undefined;
  const [field, ...others] = operation?.selectionSet.selections ?? [];
  if (field?.kind !== Kind.FIELD || others.length > 0) return null;
  const where = field.arguments?.find((a) => a.name.value === "where")?.value;
  const idVariable = pinnedVariable(where, "id");
  if (!idVariable || !pinnedVariable(where, "version")) return null;
  return { key: field.alias?.value ?? field.name.value, field, need, idVariable };
}

const rowEdits = new Map<string, RowEdit | null>();

/** The row edit a trusted operation is, or null for every other operation. */
export function rowEditOf(operationName: string): RowEdit | null {
  if (!rowEdits.has(operationName)) rowEdits.set(operationName, findRowEdit(operationName));
  return rowEdits.get(operationName)!;
}

/**
 * True when a row edit matched no row. D1 refuses such an edit (404, 403 or 409); Hasura answers
 * `affected_rows: 0`, which the SPA would take for success, so the Worker must give D1's answer instead.
 */
function changedNothing(edit: RowEdit, data: unknown): boolean {
  const answer = (data as Record<string, { affected_rows?: unknown } | null>)[edit.key];
  return answer?.affected_rows === 0;
}

/** Why an edit changed nothing, as D1 decides it (worker/data/write.ts, editRow). */
type Unchanged = "not_found" | "forbidden" | "version_conflict";

const REFUSALS: Record<Unchanged, { status: number; code: GraphQLErrorCode; message: string }> = {
  not_found: { status: 404, code: "NOT_FOUND", message: T_UREDI.zapisNePostoji },
  forbidden: { status: 403, code: "FORBIDDEN", message: NOT_YOUR_FEDERATION },
  version_conflict: { status: 409, code: "version_conflict", message: VERSION_CONFLICT },
};

/** The read of an edited row's federation, by id, whatever its state (its table's root field, as the admin). */
const rowFactsQuery = (edit: RowEdit) => `query EditedRow($id: String!) {
  ${edit.need.entity}(where: {id: {_eq: $id}}, limit: 1) {
    id${ENTITIES[edit.need.entity].flags.federation ? "\n    savez_id" : ""}
  }
}`;

/**
 * Decides, as D1 does, why an edit changed nothing: no such row (404), a row of a federation the caller's
 * right does not reach (403), else the row is not as the client read it (stale version, or not in the state
 * the edit needs: 409). Hasura's row filter hides the first two behind `affected_rows: 0`, so the Worker asks
 * the upstream with the admin secret alone for the row's federation. Only a refused edit pays for this read;
 * when it fails, the answer stays 409 (nothing was changed, which is all the client must know to reload).
 */
async function whyUnchanged(
  options: HasuraOptions,
  edit: RowEdit,
  variables: Record<string, unknown>,
  caller: Caller,
): Promise<Unchanged> {
  try {
    const data = await asAdmin(options, "EditedRow", rowFactsQuery(edit), { id: variables[edit.idVariable] });
    const rows = data[edit.need.entity];
    if (!Array.isArray(rows)) throw new Error(`no ${edit.need.entity} list in the answer`);
    const row = rows[0] as { savez_id?: string | null } | undefined;
    if (!row) return "not_found";
    const { entity, action } = edit.need;
    if (ENTITIES[entity].flags.federation && !can(caller, action, entity, { savez_id: row.savez_id ?? null })) {
      return "forbidden";
    }
    return "version_conflict";
  } catch (error) {
    console.error(`hasura edited-row read failed: ${(error as Error).message}`);
    return "version_conflict";
  }
}

/**
 * A refused edit in D1's shape: the root field null in `data`, and one error at that field with the code and
 * message D1 gives (worker/graphql/execute.ts), so a client cannot tell the providers apart.
 */
function refusedEdit(edit: RowEdit, why: Unchanged): GatewayResult {
  const { status, code, message } = REFUSALS[why];
  const error = new GraphQLError(message, { nodes: [edit.field], path: [edit.key], extensions: { code } });
  return { status, body: { data: { [edit.key]: null }, errors: [error.toJSON()] } };
}

/** One request to Hasura with the admin secret and no role, and nothing of the client's (./data/hasura-admin.ts). */
const asAdmin = (options: HasuraOptions, operationName: string, query: string, variables: Record<string, unknown>) =>
  asHasuraAdmin({ ...options, requestId: undefined }, operationName, query, variables);

/**
 * The caller's users row as PostgreSQL must hold it (docs/operations.md, "Running with Hasura"): the Worker
 * provisions accounts in D1 only, and Hasura needs the same row for the `users` query, `created_by`, the audit's
 * actor and the memberships of the verified email. Sent with the admin secret and no role (Hasura's admin: no
 * role has an insert permission on users), never with anything of the client's.
 */
export const UPSERT_USER = `mutation UpsertUser($object: users_insert_input!) {
  insert_users_one(
    object: $object
    on_conflict: {constraint: users_pkey, update_columns: [uuid, firebase_user_id, email, email_verified]}
  ) {
    id
  }
}`;

/** Most accounts whose Hasura row this isolate remembers as up to date; when full it is emptied. */
export const SYNCED_USERS_MAX = 1000;
const synced = new Map<string, string>();

/**
 * Upserts the caller's users row into Hasura on first sight in this isolate, and again whenever its facts
 * (D1 id and uuid, email, verified flag) differ from the ones last sent. A failure is logged and retried on
 * the next request; the operation itself still goes upstream (its own failure is answered as usual).
 */
export async function syncUserRow(
  options: HasuraOptions,
  caller: Caller,
  profile: Pick<UserProfile, "id" | "uuid"> | undefined,
): Promise<void> {
  if (!caller.uid || !profile) return;
  const object = {
    id: profile.id,
    uuid: profile.uuid,
    firebase_user_id: caller.uid,
    email: caller.email,
    email_verified: caller.emailVerified ? 1 : 0,
  };
  const facts = JSON.stringify(object);
  if (synced.get(caller.uid) === facts) return;
  try {
    await asAdmin(options, "UpsertUser", UPSERT_USER, { object });
    if (synced.size >= SYNCED_USERS_MAX && !synced.has(caller.uid)) synced.clear();
    synced.set(caller.uid, facts);
  } catch (error) {
    console.error(`hasura user upsert failed: ${(error as Error).message}`);
  }
}

/** Forwards a trusted operation to Hasura; upstream GraphQL errors are relayed masked, transport failures become 502/504. */
export async function forwardToHasura(
  options: HasuraOptions,
  request: HasuraRequest,
  caller: Caller,
): Promise<GatewayResult> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(options.url, {
      method: "POST",
      headers: hasuraHeaders(options.adminSecret, caller, request.operationName, options.requestId),
      body: JSON.stringify({ ...request, query: hasuraDocument(request.query) }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as Error).name === "TimeoutError" || (error as Error).name === "AbortError";
    console.error(`hasura ${timedOut ? "timed out" : "unreachable"}: ${(error as Error).message}`);
    return timedOut
      ? failure(504, "GATEWAY_TIMEOUT", "The data service did not answer in time.")
      : failure(502, "BAD_GATEWAY", "The data service is unreachable.");
  }
  let body: { data?: unknown; errors?: unknown[] };
  try {
    body = await response.json();
  } catch (error) {
    const timedOut = (error as Error).name === "TimeoutError";
    console.error(`hasura answered ${response.status} without JSON`);
    return timedOut
      ? failure(504, "GATEWAY_TIMEOUT", "The data service did not answer in time.")
      : failure(502, "BAD_GATEWAY", T_API.upstreamFailed);
  }
  // A GraphQL answer is an object with data or errors; anything else (null, an array, a proxy's page)
  // is the upstream failing, whatever its status says.
  const isGraphql =
    typeof body === "object" && body !== null && !Array.isArray(body) && ("data" in body || Array.isArray(body.errors));
  if (!isGraphql || (!response.ok && !Array.isArray(body.errors))) {
    console.error(`hasura answered ${response.status} with no GraphQL result`);
    return failure(502, "BAD_GATEWAY", T_API.upstreamFailed);
  }
  // Hasura answers GraphQL errors with 200; a result without data is a failed request (400).
  const hasData = body.data !== undefined && body.data !== null;
  const edit = rowEditOf(request.operationName);
  if (edit && hasData && !body.errors?.length && changedNothing(edit, body.data)) {
    return refusedEdit(edit, await whyUnchanged(options, edit, request.variables, caller));
  }
  return { status: hasData ? 200 : 400, body: { data: body.data ?? null, errors: maskUpstreamErrors(body.errors) } };
}
