// Firebase Auth, loaded on demand: firebase/app and firebase/auth are dynamic imports, so they are never in
// the home route's initial bundle. They load when an auth screen needs them or a stored token is due for
// refresh. The SDK then keeps the token fresh and every new ID token goes to the session store.
import type { Auth, User } from "firebase/auth";
import { API } from "../../shared/paths";
import type { PublicConfig } from "../../shared/types";
import { session } from "./session";
import type { SessionUser } from "./session-store";

/** The loaded SDK: the Auth instance and the firebase/auth module's functions. */
export interface AuthClient {
  auth: Auth;
  sdk: typeof import("firebase/auth");
}

let client: Promise<AuthClient> | null = null;

async function fetchConfig(): Promise<PublicConfig> {
  const response = await fetch(API.config);
  if (!response.ok) throw new Error(`Could not load the configuration (HTTP ${response.status})`);
  return (await response.json()) as PublicConfig;
}

async function init(): Promise<AuthClient> {
  const [{ initializeApp }, sdk, config] = await Promise.all([
    import("firebase/app"),
    import("firebase/auth"),
    fetchConfig(),
  ]);
  const { apiKey, projectId, authDomain, emulatorHost } = config.firebase;
  const app = initializeApp({ apiKey, projectId, authDomain });
  const auth = sdk.getAuth(app);
  if (emulatorHost) sdk.connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
  // A refreshed token is a plain login (§4): it replaces the token without clearing cached data.
  sdk.onIdTokenChanged(auth, async (user) => {
    if (user && session.get().token) session.login(await user.getIdToken());
  });
  await auth.authStateReady();
  return { auth, sdk };
}

/** Loads (once) and returns the Firebase Auth client. */
export function loadAuth(): Promise<AuthClient> {
  client ??= init().catch((error: unknown) => {
    client = null;
    throw error;
  });
  return client;
}

/** The serialized form of a Firebase user kept beside the token. */
export function toSessionUser(user: User): SessionUser {
  return { uid: user.uid, email: user.email, emailVerified: user.emailVerified };
}

/** Stores a freshly signed-in (or signed-up) user: the serialized user and the token, clearing the cache. */
export async function completeSignIn(user: User): Promise<void> {
  session.signIn(await user.getIdToken(), toSessionUser(user));
}
