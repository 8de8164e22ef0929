import type { Message } from "@roost/shared/contracts/conversations.ts";
import { describe, expect, it } from "vitest";
import {
  addSent,
  appendNewer,
  catchUpCursor,
  chatRows,
  dayLabel,
  isNearBottom,
  mergeLatestPage,
  mergeMessages,
  prependOlder,
  startsNewDay,
} from "./chat-messages.ts";

const msg = (id: string, created_at: string, content = id): Message => ({
  id,
  conversation_id: "c",
  sender_id: "u",
  content,
  message_type: "text",
  is_system_message: false,
  created_at,
});

const a = msg("a", "2026-03-01T10:00:00.000Z");
const b = msg("b", "2026-03-01T10:01:00.000Z");
const c = msg("c", "2026-03-02T09:00:00.000Z");
const d = msg("d", "2026-03-02T09:05:00.000Z");

describe("mergeMessages", () => {
  it("deduplicates by id and sorts ascending by time then id", () => {
    const same = msg("0", b.created_at);
    expect(mergeMessages([c, a], [b, a], [same]).map((m) => m.id)).toEqual(["a", "0", "b", "c"]);
  });
  it("keeps the later copy of a duplicate", () => {
    expect(mergeMessages([a], [{ ...a, content: "edited" }])[0]?.content).toBe("edited");
  });
});

describe("windows", () => {
  it("appends a catch-up without duplicates", () => {
    const w = appendNewer({ messages: [a, b], hasOlder: true, cursor: "b" }, [b, c]);
    expect(w.messages.map((m) => m.id)).toEqual(["a", "b", "c"]);
    expect(w.hasOlder).toBe(true);
    expect(w.cursor).toBe("c");
    expect(appendNewer(w, []).cursor).toBe("c");
  });
  it("prepends an older page and takes its has_more", () => {
    const w = prependOlder(
      { messages: [c, d], hasOlder: true, cursor: "d" },
      { messages: [a, b], has_more: false },
    );
    expect(w.messages.map((m) => m.id)).toEqual(["a", "b", "c", "d"]);
    expect(w.hasOlder).toBe(false);
    expect(w.cursor).toBe("d");
  });
  it("merges an overlapping latest page and keeps loaded older messages", () => {
    const w = mergeLatestPage(
      { messages: [a, b, c], hasOlder: false, cursor: "c" },
      { messages: [c, d], has_more: true },
    );
    expect(w.messages.map((m) => m.id)).toEqual(["a", "b", "c", "d"]);
    expect(w.hasOlder).toBe(false);
    expect(w.cursor).toBe("d");
  });
  it("replaces the cache when the latest page does not join up with it", () => {
    const w = mergeLatestPage(
      { messages: [a], hasOlder: false, cursor: "a" },
      { messages: [c, d], has_more: true },
    );
    expect(w.messages.map((m) => m.id)).toEqual(["c", "d"]);
    expect(w.hasOlder).toBe(true);
  });
  it("starts from the page when nothing is cached", () => {
    expect(mergeLatestPage(undefined, { messages: [a], has_more: false })).toEqual({
      messages: [a],
      hasOlder: false,
      cursor: "a",
    });
  });
  it("adds our own sent message without moving the catch-up cursor", () => {
    // Someone else's message stored before ours must still be fetched by the next catch-up.
    const w = addSent({ messages: [a], hasOlder: false, cursor: "a" }, d);
    expect(w.messages.map((m) => m.id)).toEqual(["a", "d"]);
    expect(catchUpCursor(w)).toBe("a");
    expect(catchUpCursor(addSent(undefined, d))).toBeNull();
    expect(catchUpCursor(undefined)).toBeNull();
  });
});

describe("chatRows", () => {
  it("shows outgoing messages after stored ones until the stored copy arrives", () => {
    const out = { id: "x", content: "hi", created_at: d.created_at, status: "sending" as const };
    expect(chatRows([a], [out]).map((r) => `${r.kind}:${r.message.id}`)).toEqual(["message:a", "outgoing:x"]);
    const stored = msg("x", d.created_at);
    expect(chatRows([a, stored], [out]).map((r) => `${r.kind}:${r.message.id}`)).toEqual([
      "message:a",
      "message:x",
    ]);
  });
});

describe("days", () => {
  it("uses the UK calendar day", () => {
    // 23:30 UTC in summer is already the next day in London.
    expect(dayLabel("2026-07-01T23:30:00Z", new Date("2026-07-02T12:00:00Z"))).toBe("Today");
  });
  it("labels today, yesterday and older days", () => {
    const now = new Date("2026-03-02T12:00:00Z");
    expect(dayLabel("2026-03-02T08:00:00Z", now)).toBe("Today");
    expect(dayLabel("2026-03-01T08:00:00Z", now)).toBe("Yesterday");
    expect(dayLabel("2026-02-24T08:00:00Z", now)).toBe("Tuesday 24 February 2026");
  });
  it("says yesterday for the day before, even when the clocks went forward in between", () => {
    // 00:30 BST on Monday 30 March 2026 is 23:30 UTC on Sunday: 24 hours earlier was still Saturday.
    const now = new Date("2026-03-29T23:30:00Z");
    expect(dayLabel("2026-03-29T08:00:00Z", now)).toBe("Yesterday");
    expect(dayLabel("2026-03-28T12:00:00Z", now)).toBe("Saturday 28 March 2026");
  });
  it("marks the first row of each day", () => {
    const rows = chatRows([a, b, c, d], []);
    expect(rows.map((_, i) => startsNewDay(rows, i))).toEqual([true, false, true, false]);
  });
});

describe("isNearBottom", () => {
  it("is true within the slack", () => {
    expect(isNearBottom({ scrollHeight: 1000, scrollTop: 500, clientHeight: 400 })).toBe(true);
    expect(isNearBottom({ scrollHeight: 1000, scrollTop: 100, clientHeight: 400 })).toBe(false);
  });
});
