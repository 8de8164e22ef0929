import { describe, expect, it } from "vitest";
import { kindLabel, mailTime, newestFirst, selectedMessage } from "./mailbox-view.ts";

describe("mailbox view", () => {
  it("sorts newest first and keeps ties stable", () => {
    const list = [
      { id: "a", created_at: "2026-06-01T10:00:00Z" },
      { id: "b", created_at: "2026-06-02T10:00:00Z" },
      { id: "c", created_at: "2026-06-01T10:00:00Z" },
    ];
    expect(newestFirst(list).map((m) => m.id)).toEqual(["b", "a", "c"]);
  });
  it("labels kinds", () => {
    expect(kindLabel("viewing_scheduled")).toBe("Viewing scheduled");
    expect(kindLabel("deal-confirmed")).toBe("Deal confirmed");
    expect(kindLabel("")).toBe("Email");
  });
  it("prints UK times", () => {
    expect(mailTime("2026-06-10T13:05:09Z")).toBe("10 Jun 2026, 14:05:09");
    expect(mailTime("x")).toBe("");
  });
  it("falls back to the newest message", () => {
    const list = [{ id: "b" }, { id: "a" }];
    expect(selectedMessage(list, "a")?.id).toBe("a");
    expect(selectedMessage(list, "gone")?.id).toBe("b");
    expect(selectedMessage([], null)).toBeNull();
  });
});
