// Whose data a query returns, as a query key. Its own module: the audit API and tests in Node read it without
// loading the session (which reads window.localStorage on load).

/** The viewer key of a signed-out visitor (a query key, not a role: roles are shared/permissions.ts's). */
export const NO_VIEWER = "anonymous";
