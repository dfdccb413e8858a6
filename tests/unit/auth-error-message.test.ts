import { describe, expect, it } from "vitest";
import { T_AUTH_ERRORS, T_AUTH_UNEXPECTED } from "../../shared/texts";
import { authErrorMessage } from "../../web/lib/auth-error-message";

const fbError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe("auth error mapping (SPEC §8)", () => {
  it.each([
    ["auth/invalid-credential", "Invalid credential provided. Please check your credentials and try again."],
    ["auth/invalid-email", "The email address is badly formatted. Please check and try again."],
    ["auth/invalid-verification-code", "The verification code is invalid. Please check and try again."],
    ["auth/invalid-verification-id", "The verification ID is invalid. Please check and try again."],
    ["auth/operation-not-allowed", "The operation is not allowed. Please contact support."],
    [
      "auth/email-already-in-use",
      "The email address is already in use by another account. Please use a different email address.",
    ],
    ["auth/weak-password", "The password is too weak. Please choose a stronger password."],
  ])("%s → the catalogue's text", (code, message) => {
    expect(authErrorMessage(fbError(code))).toBe(message);
  });

  it("covers every code in the catalogue", () => {
    for (const [code, message] of Object.entries(T_AUTH_ERRORS)) expect(authErrorMessage(fbError(code))).toBe(message);
  });

  it("any other code, or no code at all, is 'An unexpected error occurred.'", () => {
    expect(authErrorMessage(fbError("auth/network-request-failed"))).toBe(T_AUTH_UNEXPECTED);
    expect(authErrorMessage(fbError("auth/too-many-requests"))).toBe("An unexpected error occurred.");
    expect(authErrorMessage(new Error("boom"))).toBe(T_AUTH_UNEXPECTED);
    expect(authErrorMessage(null)).toBe(T_AUTH_UNEXPECTED);
    expect(authErrorMessage({ code: "toString" })).toBe(T_AUTH_UNEXPECTED);
  });

  it("multi-factor-auth-required shows no message", () => {
    expect(authErrorMessage(fbError("auth/multi-factor-auth-required"))).toBeNull();
  });
});
