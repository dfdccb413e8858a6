import { describe, expect, it } from "vitest";
import { dismissNotice, noticeStore, notify } from "../../web/lib/notifications";

describe("notifications (SPEC §9: one visible at a time)", () => {
  it("a new message replaces the visible one instead of stacking", () => {
    notify("first", "success");
    notify("second", "error");
    expect(noticeStore.get()).toMatchObject({ message: "second", severity: "error" });
    dismissNotice();
    expect(noticeStore.get()).toBeNull();
  });

  it("repeating the same text still counts as a new message", () => {
    notify("same");
    const first = noticeStore.get()!.id;
    notify("same");
    expect(noticeStore.get()!.id).not.toBe(first);
  });
});
