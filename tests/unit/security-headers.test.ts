import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../worker/security/headers";

describe("contentSecurityPolicy", () => {
  it("lets the SPA load only its own scripts and talk to Firebase Auth", () => {
    const csp = contentSecurityPolicy();
    expect(csp).toContain("script-src 'self' https://apis.google.com;");
    expect(csp).toContain("frame-src https://*.firebaseapp.com;");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).not.toContain("http://");
  });

  it("adds the emulator to connect-src and frame-src only when given", () => {
    const csp = contentSecurityPolicy("127.0.0.1:9099");
    expect(csp).toContain("securetoken.googleapis.com http://127.0.0.1:9099;");
    expect(csp).toContain("frame-src https://*.firebaseapp.com http://127.0.0.1:9099;");
  });
});
