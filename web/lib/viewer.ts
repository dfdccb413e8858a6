// The viewer part of every query key, apart from the session (which reads window.localStorage on load), so
// pure modules such as the audit's formatting can import it and stay testable in Node.

/** The viewer key of a signed-out visitor (a query key, not a role: roles are shared/permissions.ts's). */
export const NO_VIEWER = "anonymous";
