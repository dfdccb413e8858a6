// How large a GraphQL request body may be, decided once the caller is known (the auth middleware ran before
// the route) and from the operation the body names: anonymous callers and ordinary operations get the small
// limit; a bulk operation (InsertNatjecatelji, ImportClanstva) gets its own, larger limit only for a caller
// its rule allows (staff of a federation, admins), so nobody else can make the Worker buffer megabytes.
// This module is pure: no I/O.
import { can, isAnonymous, type Subject } from "../../shared/permissions";
import { DEFAULT_MAX_BODY_BYTES, RULES } from "../graphql/rules";

/** The body limit of `operationName` (a trusted operation's name, or whatever a body declares) for `caller`. */
export function bodyLimitFor(caller: Subject, operationName: string | null | undefined): number {
  if (isAnonymous(caller) || !operationName || !Object.hasOwn(RULES, operationName)) return DEFAULT_MAX_BODY_BYTES;
  const rule = RULES[operationName as keyof typeof RULES];
  if (!rule.maxBodyBytes) return DEFAULT_MAX_BODY_BYTES;
  const allowed = rule.needs.every((need) => can(caller, need.action, need.entity) !== null);
  return allowed ? rule.maxBodyBytes : DEFAULT_MAX_BODY_BYTES;
}

/** The largest body any operation may send for `caller`: more than this is refused without reading further. */
export function largestBodyFor(caller: Subject): number {
  return Math.max(DEFAULT_MAX_BODY_BYTES, ...Object.keys(RULES).map((name) => bodyLimitFor(caller, name)));
}

/** A limit as people read it: whole MB from 1 MB up, else KB (65536 → "64 KB", 4194304 → "4 MB"). */
export function formatBytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number(mb.toFixed(1))} MB` : `${Math.ceil(bytes / 1024)} KB`;
}
