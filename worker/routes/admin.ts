// /api/v1/admin: people, roles and invitations. Each route asks the permission table for its right over
// everyone's rows (people, roles, invitations: admins with a verified email): 401 anonymous, 403 everyone
// else, before any body is read or any SQL runs. Roles live in D1 whatever the
// GraphQL provider; the work is worker/data/roles.ts, which writes every change with its audit rows in one
// D1 batch. The People search and a person's export go through the data provider (worker/data/provider.ts),
// which names federations and reads memberships where the configured store keeps them.
// - GET    /people?q=&after=   50 people a page whose email or name starts with q (case and diacritics
//                              ignored), with their federations and pending invitations: {people, next}.
// - POST   /roles              {user_id, role, savez_id?}: at once when their email is verified
//                              ({applied: true}), else an invitation for their email ({applied: false, invitation}).
// - DELETE /roles              {user_id, role, savez_id?}: {revoked, withdrawn}; 409 last_admin for the last admin.
// - GET    /invitations        the pending ones, newest first: {invitations}.
// - POST   /invitations        {email, role, savez_id?}: applied to a verified account with that email, else
//                              stored pending (201; the same pending one again: 200).
// - DELETE /invitations/:id    withdraws a pending invitation; 404 when it is not pending.
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { API } from "../../shared/paths";
import { canAll, type Action, type Resource } from "../../shared/permissions";
import { invitationSchema, peopleQuerySchema, roleChangeSchema } from "../../shared/schemas/admin";
import { T_ADMIN_ERRORS } from "../../shared/texts";
import type { AppEnv } from "../app-env";
import { requirePermission } from "../auth/require";
import { DataError } from "../data/errors";
import { decodePeopleCursor, grantRole, invite, listInvitations, revokeRole, withdrawInvitation } from "../data/roles";
import { providerOf } from "../data/provider";
import { scopeOf } from "../data/scope";
import { ApiError } from "../errors";
import { erase, exportResponse, personAnswer } from "./me-data";

/** Largest request body: a role change or an invitation is a few hundred bytes. */
export const ADMIN_MAX_BODY_BYTES = 16 * 1024;

const NO_STORE = { "cache-control": "private, no-store" };

/** The path of an admin API constant under the mount point (/api/v1/admin/people → /people). */
const under = (path: string) => path.slice(API.admin.length);

/** The scope of a caller who may do `action` to everyone's `resource` (401/403 otherwise), for the data layer. */
function adminScope(c: Context<AppEnv>, action: Action, resource: Resource) {
  const caller = requirePermission(c, (s) => canAll(s, action, resource));
  return scopeOf(caller, c.get("requestId") ?? null);
}

/** The body checked by `schema`, or 400 with field errors. */
async function readBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.output<S>> {
  const json: unknown = await c.req.json().catch(() => {
    throw new ApiError(400, "invalid_json", T_ADMIN_ERRORS.badJson);
  });
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(400, "invalid_body", T_ADMIN_ERRORS.badBody, z.flattenError(parsed.error).fieldErrors);
  }
  return parsed.data;
}

/** The data layer's refusals as API errors (their messages are the Croatian texts of T_ADMIN_ERRORS). */
async function answer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof DataError)) throw error;
    const details = error.field ? { [error.field]: [error.message] } : undefined;
    if (error.code === "not_found") throw new ApiError(404, "not_found", error.message, details);
    if (error.code === "forbidden") throw new ApiError(403, "forbidden", error.message);
    if (error.code === "version_conflict") throw new ApiError(409, "version_conflict", error.message);
    throw new ApiError(400, error.code, error.message, details);
  }
}

const limit = bodyLimit({
  maxSize: ADMIN_MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, "body_too_large", `The request body is larger than ${ADMIN_MAX_BODY_BYTES} bytes.`);
  },
});

/** The admin resource, mounted at /api/v1/admin. */
export const admin = new Hono<AppEnv>();

admin.get(under(API.adminPeople), async (c) => {
  const scope = adminScope(c, "read", "people");
  const parsed = peopleQuerySchema.safeParse({ q: c.req.query("q"), after: c.req.query("after") });
  if (!parsed.success) {
    throw new ApiError(400, "invalid_query", T_ADMIN_ERRORS.badBody, z.flattenError(parsed.error).fieldErrors);
  }
  const { q, after } = parsed.data;
  const cursor = after ? decodePeopleCursor(after) : null;
  if (after && !cursor) throw new ApiError(400, "bad_cursor", T_ADMIN_ERRORS.badCursor);
  return c.json(await answer(() => providerOf(c).listPeople(scope, q, cursor)), 200, NO_STORE);
});

admin.post(under(API.adminRoles), limit, async (c) => {
  const scope = adminScope(c, "create", "roles");
  const { user_id, target } = await readBody(c, roleChangeSchema);
  const result = await answer(() => grantRole(c.env.DB, scope, user_id, target));
  if (result.applied) return c.json({ applied: true }, 200, NO_STORE);
  return c.json({ applied: false, invitation: result.invitation }, result.created ? 201 : 200, NO_STORE);
});

admin.delete(under(API.adminRoles), limit, async (c) => {
  const scope = adminScope(c, "delete", "roles");
  const { user_id, target } = await readBody(c, roleChangeSchema);
  const result = await answer(() => revokeRole(c.env.DB, scope, user_id, target));
  if ("lastAdmin" in result) throw new ApiError(409, "last_admin", T_ADMIN_ERRORS.lastAdmin);
  return c.json(result, 200, NO_STORE);
});

admin.get(under(API.adminInvitations), async (c) => {
  const scope = adminScope(c, "read", "invitations");
  return c.json({ invitations: await answer(() => listInvitations(c.env.DB, scope)) }, 200, NO_STORE);
});

admin.post(under(API.adminInvitations), limit, async (c) => {
  const scope = adminScope(c, "create", "invitations");
  const { email, target } = await readBody(c, invitationSchema);
  const result = await answer(() => invite(c.env.DB, scope, email, target));
  if (result.applied) return c.json(result, 200, NO_STORE);
  return c.json({ applied: false, invitation: result.invitation }, result.created ? 201 : 200, NO_STORE);
});

admin.delete(under(API.adminInvitation), async (c) => {
  const scope = adminScope(c, "delete", "invitations");
  const id = c.req.param("id") ?? "";
  if (!z.uuid().safeParse(id).success) throw new ApiError(404, "not_found", T_ADMIN_ERRORS.invitationNotFound);
  await answer(() => withdrawInvitation(c.env.DB, scope, id));
  return c.json({ withdrawn: true }, 200, NO_STORE);
});

/** The users.id of the `:id` parameter (404 for anything that is not one). */
function personId(c: Context<AppEnv>): number {
  const id = Number(c.req.param("id"));
  if (!Number.isSafeInteger(id) || id < 1) throw new ApiError(404, "not_found", T_ADMIN_ERRORS.userNotFound);
  return id;
}

// A person's data and its erasure, for a person who asks an admin (by email, in writing): the same export and
// erasure as /api/v1/me's, recorded in the audit log as the admin's.
admin.get(under(API.adminPersonData), async (c) => {
  adminScope(c, "read", "people");
  const id = personId(c);
  return exportResponse(c, await personAnswer(() => providerOf(c).personalData(id)));
});

admin.delete(under(API.adminPerson), async (c) => {
  adminScope(c, "delete", "people");
  return erase(c, personId(c));
});
