import { describe, expect, it } from "vitest";
import { refreshDelay, REFRESH_BEFORE_EXPIRY_MS, tokenExpiresAt } from "../../web/lib/jwt";

const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
const token = (payload: object) => `${b64url({ alg: "none" })}.${b64url(payload)}.`;

describe("token expiry (SPEC §9: refresh 5 minutes before expiry)", () => {
  it("reads exp in milliseconds", () => {
    expect(tokenExpiresAt(token({ exp: 1_700_000_000, name: "Đurđa Šimić" }))).toBe(1_700_000_000_000);
  });

  it("returns null for tokens it cannot read", () => {
    expect(tokenExpiresAt("opaque")).toBeNull();
    expect(tokenExpiresAt("a.!!!.c")).toBeNull();
    expect(tokenExpiresAt(token({ sub: "x" }))).toBeNull();
  });

  it("schedules the refresh 5 minutes before expiry, or now when already due", () => {
    const now = 1_000_000_000_000;
    const exp = now / 1000 + 3600;
    expect(refreshDelay(token({ exp }), now)).toBe(3600_000 - REFRESH_BEFORE_EXPIRY_MS);
    expect(refreshDelay(token({ exp: now / 1000 + 60 }), now)).toBe(0);
    expect(refreshDelay("opaque", now)).toBeNull();
  });
});
