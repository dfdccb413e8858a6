// A throw-away RS256 key for one benchmark run: the Worker is started with its public half as TRUSTED_JWKS
// (refused in production), and the bench signs Firebase-shaped ID tokens with the private half, so token
// verification costs what it costs in production (a real signature check) and nothing reaches Google.
import { SignJWT, exportJWK, generateKeyPair } from "jose";

/** The run's signing key and the JWKS the Worker trusts. */
export interface BenchKeys {
  jwks: string;
  sign: (user: { uid: string; email: string }) => Promise<string>;
}

/** Creates the run's key; tokens are valid for an hour, longer than any run. */
export async function benchKeys(projectId: string): Promise<BenchKeys> {
  const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
  const kid = `bench-${Date.now()}`;
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  return {
    jwks: JSON.stringify({ keys: [jwk] }),
    async sign({ uid, email }) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ email, email_verified: true, auth_time: now, firebase: { sign_in_provider: "password" } })
        .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
        .setIssuer(`https://securetoken.google.com/${projectId}`)
        .setAudience(projectId)
        .setSubject(uid)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(privateKey);
    },
  };
}
