// bodyLimitFor (worker/security/body-limits.ts): the small limit for anonymous callers, members and ordinary
// operations; a bulk operation's own limit only for a caller its rule allows.
import { describe, expect, it } from "vitest";
import {
  DEFAULT_MAX_BODY_BYTES,
  BULK_MAX_BODY_BYTES,
  REGISTER_IMPORT_MAX_BODY_BYTES,
} from "../../worker/graphql/rules";
import { bodyLimitFor, formatBytes, largestBodyFor } from "../../worker/security/body-limits";

const anonymous = { role: "anonymous", emailVerified: false } as const;
const member = { role: "member", emailVerified: true } as const;
const staff = { role: "staff", emailVerified: true } as const;
const unverifiedStaff = { role: "staff", emailVerified: false } as const;

describe("bodyLimitFor", () => {
  it("gives anonymous callers and members the small limit whatever they name", () => {
    for (const caller of [anonymous, member, unverifiedStaff]) {
      expect(bodyLimitFor(caller, "ImportClanstva")).toBe(DEFAULT_MAX_BODY_BYTES);
      expect(bodyLimitFor(caller, "InsertNatjecatelji")).toBe(DEFAULT_MAX_BODY_BYTES);
      expect(largestBodyFor(caller)).toBe(DEFAULT_MAX_BODY_BYTES);
    }
  });

  it("gives staff each bulk operation's own limit and the small one otherwise", () => {
    expect(bodyLimitFor(staff, "ImportClanstva")).toBe(REGISTER_IMPORT_MAX_BODY_BYTES);
    expect(bodyLimitFor(staff, "InsertNatjecatelji")).toBe(BULK_MAX_BODY_BYTES);
    expect(bodyLimitFor(staff, "CreateNajava")).toBe(DEFAULT_MAX_BODY_BYTES);
    expect(bodyLimitFor(staff, "NoSuchOperation")).toBe(DEFAULT_MAX_BODY_BYTES);
    expect(bodyLimitFor(staff, "toString")).toBe(DEFAULT_MAX_BODY_BYTES);
    expect(bodyLimitFor(staff, null)).toBe(DEFAULT_MAX_BODY_BYTES);
    expect(largestBodyFor(staff)).toBe(REGISTER_IMPORT_MAX_BODY_BYTES);
  });

  it("states limits in KB or MB", () => {
    expect(formatBytes(64 * 1024)).toBe("64 KB");
    expect(formatBytes(2 * 1024 * 1024)).toBe("2 MB");
    expect(formatBytes(4 * 1024 * 1024)).toBe("4 MB");
  });
});
