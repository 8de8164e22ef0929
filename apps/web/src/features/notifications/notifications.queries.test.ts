import type { NotificationList } from "@roost/shared/contracts/notifications.ts";
import { describe, expect, it } from "vitest";
import { applyReadChange } from "./notifications.queries.ts";

const n = (id: string, read_at: string | null) => ({
  id,
  type: "message" as const,
  title: id,
  message: "",
  data: {},
  read_at,
  expires_at: null,
  created_at: "2026-01-01T00:00:00Z",
});
const list: NotificationList = {
  notifications: [n("a", null), n("b", "2026-01-01T01:00:00Z"), n("c", null)],
  unread_count: 7,
};
const now = new Date("2026-02-01T00:00:00Z");

describe("applyReadChange", () => {
  it("marks one read and lowers the count (which covers more than the 50 listed)", () => {
    const next = applyReadChange(list, { id: "a", read: true }, now);
    expect(next?.notifications[0]?.read_at).toBe(now.toISOString());
    expect(next?.unread_count).toBe(6);
  });
  it("makes a read one unread again", () => {
    const next = applyReadChange(list, { id: "b", read: false }, now);
    expect(next?.notifications[1]?.read_at).toBeNull();
    expect(next?.unread_count).toBe(8);
  });
  it("changes nothing when the state already matches", () => {
    expect(applyReadChange(list, { id: "b", read: true }, now)?.unread_count).toBe(7);
  });
  it("mark all read zeroes the count and keeps earlier read times", () => {
    const next = applyReadChange(list, { all: true }, now);
    expect(next?.unread_count).toBe(0);
    expect(next?.notifications.map((x) => x.read_at)).toEqual([
      now.toISOString(),
      "2026-01-01T01:00:00Z",
      now.toISOString(),
    ]);
  });
  it("leaves an empty cache alone", () => {
    expect(applyReadChange(undefined, { all: true }, now)).toBeUndefined();
  });
});
