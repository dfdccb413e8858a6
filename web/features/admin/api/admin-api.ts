// The admin REST API (worker/routes/admin.ts; admins only, JSON, refusals as {error:{code,message}}): people and
// their roles, granting and revoking, invitations. The server's Croatian message is shown as it comes.
import { API, fill } from "../../../../shared/paths";
import { T } from "../../../../shared/texts";
import { peopleUrl, type AdminRole, type Invitation, type PeoplePage } from "../roles";
import { bookmarkHeaders, rememberBookmark } from "../../../lib/d1-bookmark";

/** A refused or failed admin call: the message to show, the HTTP status (0 for a network failure) and code. */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = "AdminApiError";
  }
}

async function call<T>(
  method: "GET" | "POST" | "DELETE",
  url: string,
  token: string | null,
  body?: unknown,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        authorization: token ? `Bearer ${token}` : "",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...bookmarkHeaders(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    rememberBookmark(response);
  } catch {
    throw new AdminApiError(T.genericError, 0);
  }
  const json = (await response.json().catch(() => null)) as
    (T & { error?: { code?: string; message?: string } }) | null;
  if (!response.ok) {
    if (response.status === 401) throw new AdminApiError(T.pleaseLogin, 401, json?.error?.code);
    throw new AdminApiError(json?.error?.message || T.genericError, response.status, json?.error?.code);
  }
  return (json ?? {}) as T;
}

/** One page of people whose email or name starts with `q` (50 a page); `after` is the previous page's `next`. */
export function fetchPeople(q: string, after: string | null, token: string | null): Promise<PeoplePage> {
  return call<PeoplePage>("GET", peopleUrl(q, after), token);
}

/** What a role change is about: a person (by users.id), the role, and for staff the federation. */
export interface RoleChange {
  user_id: string | number;
  role: AdminRole;
  savez_id?: string;
}

/** Grants a role; an account whose email is not verified gets a pending invitation instead (applied false). */
export function grantRole(
  change: RoleChange,
  token: string | null,
): Promise<{ applied: boolean; invitation?: unknown }> {
  return call("POST", API.adminRoles, token, change);
}

/** Revokes a role; the last admin cannot be removed (409 last_admin with the server's message). */
export function revokeRole(change: RoleChange, token: string | null): Promise<unknown> {
  return call("DELETE", API.adminRoles, token, change);
}

/** The pending invitations (the API answers a list, or the list under `invitations`). */
export async function fetchInvitations(token: string | null): Promise<Invitation[]> {
  const body = await call<Invitation[] | { invitations?: Invitation[] }>("GET", API.adminInvitations, token);
  return Array.isArray(body) ? body : (body.invitations ?? []);
}

/** A new invitation: `role` for `email` once it signs in verified (staff names its federation). */
export interface NewInvitation {
  email: string;
  role: AdminRole;
  savez_id?: string;
}

/** Stores an invitation; `applied` when an account with that email is already verified (the role is granted). */
export function createInvitation(invitation: NewInvitation, token: string | null): Promise<{ applied?: boolean }> {
  return call("POST", API.adminInvitations, token, invitation);
}

/** Withdraws a pending invitation. */
export function withdrawInvitation(id: string, token: string | null): Promise<unknown> {
  return call("DELETE", fill(API.adminInvitation, { id }), token);
}
