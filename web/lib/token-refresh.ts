// Keeps a stored token fresh without putting Firebase on the home route: when the token is within 5 minutes
// of expiry (SPEC §9), load the SDK, which refreshes it and reports the new one (see firebase.ts). When the
// SDK has no user any more (its storage was cleared) and the token has expired, the session ends.
import { refreshDelay, tokenExpiresAt } from "./jwt";
import { loadAuth } from "./firebase";
import { session } from "./session";

async function refreshNow() {
  const { auth } = await loadAuth();
  const { token } = session.get();
  if (!token) return;
  if (auth.currentUser) {
    session.login(await auth.currentUser.getIdToken());
  } else if ((tokenExpiresAt(token) ?? 0) <= Date.now()) {
    session.setToken(null);
  }
}

/** Watches the session's token and schedules the SDK's load for its refresh. */
export function startTokenRefresh(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scheduledFor: string | null = null;
  const schedule = () => {
    const { token } = session.get();
    if (token === scheduledFor) return;
    scheduledFor = token;
    clearTimeout(timer);
    const delay = token ? refreshDelay(token, Date.now()) : null;
    if (delay === null) return;
    timer = setTimeout(() => void refreshNow().catch(() => undefined), delay);
  };
  session.subscribe(schedule);
  schedule();
}
