// The one preview URL of a chosen file (web/lib/use-preview-url.ts): the URL serves the file's bytes until it
// is revoked, and revoking frees it (the hook revokes when the file changes or the picker goes away).
import { resolveObjectURL } from "node:buffer";
import { describe, expect, it } from "vitest";
import { objectUrlOf } from "../../web/lib/use-preview-url";

describe("a chosen file's preview URL", () => {
  it("serves the file until revoked, then nothing", async () => {
    const file = new File(["PNG bytes"], "logo.png", { type: "image/png" });
    const { url, revoke } = objectUrlOf(file);
    expect(url).toMatch(/^blob:/);
    expect(await resolveObjectURL(url!)?.text()).toBe("PNG bytes");
    revoke();
    expect(resolveObjectURL(url!)).toBeUndefined();
  });

  it("gives each file its own URL, and no file no URL", () => {
    const a = objectUrlOf(new File(["a"], "a.png"));
    const b = objectUrlOf(new File(["b"], "b.png"));
    expect(a.url).not.toBe(b.url);
    a.revoke();
    b.revoke();
    const none = objectUrlOf(null);
    expect(none.url).toBeNull();
    expect(() => none.revoke()).not.toThrow();
  });
});
