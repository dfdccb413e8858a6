// The season's demo accounts (issue 29) in the Auth Emulator, for tests/e2e/klubovi.spec.ts: klub@demo.test
// (tajnik of RK Dubrava) and rukomet@demo.test (staff of Rukometni savez Zagreba). The clubs branch adds them
// to scripts/lib/stack.mjs with their D1 rows in worker/seed/demo.sql; this test-only fixture creates the
// emulator accounts (verified emails) when a stack started without them, and leaves existing ones alone.
import { EMULATOR, PROJECT_ID } from "./staff-ui";

export const KLUB = { email: "klub@demo.test", password: "demo-klub-1" };
export const RUKOMET = { email: "rukomet@demo.test", password: "demo-rukomet-1" };

/** Creates each account unless the emulator already holds its email. */
export async function ensureSeasonAccounts(): Promise<void> {
  const url = `${EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`;
  for (const { email, password } of [KLUB, RUKOMET]) {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer owner" },
      body: JSON.stringify({ email, password, emailVerified: true }),
    });
    const text = response.ok ? "" : await response.text();
    if (!response.ok && !text.includes("DUPLICATE") && !text.includes("EMAIL_EXISTS")) {
      throw new Error(`could not create ${email}: HTTP ${response.status} ${text.slice(0, 200)}`);
    }
  }
}
