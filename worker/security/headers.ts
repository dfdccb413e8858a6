import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { D1_BOOKMARK_HEADER } from "../../shared/constants";
import type { AppEnv } from "../app-env";
import { getConfig } from "../config";

/** Hosts the Firebase Auth JS SDK talks to (REST, token refresh, popup/redirect handler, gapi). */
export const FIREBASE_AUTH_HOSTS = {
  connect: ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"],
  frame: ["https://*.firebaseapp.com"],
  script: ["https://apis.google.com"],
};

/**
 * The Content-Security-Policy of every response (pure). The Auth Emulator is allowed only when it is
 * configured (never in production: config.ts refuses that). Styles allow 'unsafe-inline' because the
 * dialog's scroll lock injects a <style> element; scripts never run inline.
 */
export function contentSecurityPolicy(emulatorHost?: string): string {
  const emulator = emulatorHost ? [`http://${emulatorHost}`] : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...FIREBASE_AUTH_HOSTS.script],
    "style-src": ["'self'", "'unsafe-inline'"],
    "font-src": ["'self'", "data:"],
    "img-src": ["'self'", "data:", "blob:"],
    "connect-src": ["'self'", ...FIREBASE_AUTH_HOSTS.connect, ...emulator],
    "frame-src": [...FIREBASE_AUTH_HOSTS.frame, ...emulator],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * The policy of a response that must never run anything, even when opened directly as a page: uploaded
 * images, an SVG above all (an SVG may hold <script> and event handlers). Nothing loads, nothing runs, and
 * `sandbox` gives the document an opaque origin with scripts, forms and popups off. Inline styles stay, so an
 * SVG's own style attributes still draw.
 */
export const SANDBOX_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The security headers of every response, given the configured emulator host (pure). */
export function securityHeaderValues(emulatorHost?: string): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(emulatorHost),
    "strict-transport-security": "max-age=31536000; includeSubDomains",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    // Firebase's signInWithPopup needs the opener link that plain `same-origin` would cut.
    "cross-origin-opener-policy": "same-origin-allow-popups",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
  };
}

/**
 * Puts the security headers on every response, API answers and asset responses alike. The one exception: a
 * response whose route set SANDBOX_CSP keeps it (it is stricter than the app's policy); any other policy a
 * response carries is replaced by the app's.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    let emulatorHost: string | undefined;
    try {
      emulatorHost = getConfig(c.env).FIREBASE_AUTH_EMULATOR_HOST;
    } catch {
      emulatorHost = undefined; // a broken configuration already answers 500; keep the strictest policy
    }
    // Asset responses come with immutable headers: copy before setting.
    c.res = new Response(c.res.body, c.res);
    const sandboxed = c.res.headers.get("content-security-policy") === SANDBOX_CSP;
    for (const [name, value] of Object.entries(securityHeaderValues(emulatorHost))) {
      if (!(sandboxed && name === "content-security-policy")) c.res.headers.set(name, value);
    }
  };
}

/** CORS for the API: same origin only (no CORS headers at all) unless CORS_ALLOWED_ORIGINS lists the origin. */
export function apiCors(): MiddlewareHandler<AppEnv> {
  return cors({
    origin: (origin, c) => (getConfig(c.env).CORS_ALLOWED_ORIGINS?.includes(origin) ? origin : null),
    allowMethods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
    allowHeaders: ["authorization", "content-type", "accept", D1_BOOKMARK_HEADER],
    exposeHeaders: [D1_BOOKMARK_HEADER],
    maxAge: 600,
  });
}
