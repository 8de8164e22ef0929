// Pure helpers of the chat: merging pages and live catch-ups without duplicates, the local
// outbox of optimistic messages, and day separators. No React here, so all of it is unit-tested.

import type { Message } from "@roost/shared/contracts/conversations.ts";
import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { ukDate, ukIsoDate } from "@roost/shared/domain/uk-time.ts";

/** What the chat keeps per conversation in the query cache. */
export interface MessageWindow {
  /** Ascending by (created_at, id), unique by id. */
  messages: Message[];
  /** Older messages exist before messages[0]. */
  hasOlder: boolean;
  /**
   * Newest message known to be contiguous with the server (loaded by a GET, never by our own POST):
   * live catch-ups ask `?after=` it, so a message stored just before our own reply is not skipped.
   */
  cursor: string | null;
}

const byTimeThenId = (a: Message, b: Message) =>
  a.created_at === b.created_at
    ? a.id.localeCompare(b.id)
    : new Date(a.created_at).getTime() - new Date(b.created_at).getTime();

/** Union of message lists, deduplicated by id (the later copy wins), ascending. */
export function mergeMessages(...lists: readonly (readonly Message[])[]): Message[] {
  const byId = new Map<string, Message>();
  for (const list of lists) for (const m of list) byId.set(m.id, m);
  return [...byId.values()].sort(byTimeThenId);
}

/**
 * A fresh "latest page" combined with what the cache already holds: merged when they overlap,
 * otherwise (the cache is too old to join up) the fresh page replaces it.
 */
export function mergeLatestPage(
  current: MessageWindow | undefined,
  page: { messages: Message[]; has_more: boolean },
): MessageWindow {
  const fresh = mergeMessages(page.messages);
  const cursor = fresh[fresh.length - 1]?.id ?? null;
  if (!current || current.messages.length === 0 || page.messages.length === 0) {
    return { messages: fresh, hasOlder: page.has_more, cursor };
  }
  const known = new Set(current.messages.map((m) => m.id));
  const overlaps = page.messages.some((m) => known.has(m.id)) || !page.has_more;
  if (!overlaps) return { messages: fresh, hasOlder: page.has_more, cursor };
  const messages = mergeMessages(current.messages, page.messages);
  // Whoever contributed the oldest message knows whether anything lies before it.
  const oldestFromCache = messages[0]?.id === current.messages[0]?.id;
  return { messages, hasOlder: oldestFromCache ? current.hasOlder : page.has_more, cursor };
}

export function prependOlder(
  current: MessageWindow,
  page: { messages: Message[]; has_more: boolean },
): MessageWindow {
  return { ...current, messages: mergeMessages(page.messages, current.messages), hasOlder: page.has_more };
}

/** A catch-up page (`?after=`): merged, and the cursor moves to its newest message. */
export function appendNewer(current: MessageWindow, messages: readonly Message[]): MessageWindow {
  const sorted = mergeMessages(messages);
  return {
    ...current,
    messages: mergeMessages(current.messages, messages),
    cursor: sorted[sorted.length - 1]?.id ?? current.cursor,
  };
}

/** Our own message as the POST returned it: shown at once, but the cursor stays put. */
export function addSent(current: MessageWindow | undefined, message: Message): MessageWindow {
  const base = current ?? { messages: [], hasOlder: false, cursor: null };
  return { ...base, messages: mergeMessages(base.messages, [message]) };
}

// ------------------------------------------------------------------ outbox (optimistic sends)

/** "waiting": written while offline, sent by itself once the connection is back. */
export type OutgoingStatus = "sending" | "waiting" | "failed";

export interface OutgoingMessage {
  id: string;
  content: string;
  created_at: string;
  status: OutgoingStatus;
}

/** A row the chat renders: a stored message, or one of ours still sending or failed. */
export type ChatRow = { kind: "message"; message: Message } | { kind: "outgoing"; message: OutgoingMessage };

/** Stored messages first; outgoing ones not yet stored follow in the order they were written. */
export function chatRows(stored: readonly Message[], outbox: readonly OutgoingMessage[]): ChatRow[] {
  const storedIds = new Set(stored.map((m) => m.id));
  return [
    ...stored.map((message) => ({ kind: "message" as const, message })),
    ...outbox.filter((m) => !storedIds.has(m.id)).map((message) => ({ kind: "outgoing" as const, message })),
  ];
}

// ------------------------------------------------------------------ days

/** "Today", "Yesterday", or "Tuesday 3 November 2026": days on the UK calendar. */
export function dayLabel(date: Date | string, now: Date = new Date()): string {
  const day = ukIsoDate(date);
  const today = ukIsoDate(now);
  if (day === today) return "Today";
  // The calendar day before, not 24 hours before: the day the clocks change is 23 or 25 hours long.
  if (day === new Date(Date.parse(today) - DAY_MS).toISOString().slice(0, 10)) return "Yesterday";
  return ukDate(date, { weekday: "long" });
}

/** True when the row starts a new day (the first row always does). */
export function startsNewDay(rows: readonly ChatRow[], index: number): boolean {
  if (index === 0) return true;
  const prev = rows[index - 1];
  const row = rows[index];
  if (!prev || !row) return false;
  return ukIsoDate(prev.message.created_at) !== ukIsoDate(row.message.created_at);
}

/** Within 120 px of the bottom counts as "reading the latest": new messages scroll into view. */
export function isNearBottom(
  el: { scrollHeight: number; scrollTop: number; clientHeight: number },
  slack = 120,
) {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= slack;
}

/** The id to ask `?after=` with, or null when nothing was loaded yet (then load the latest page). */
export function catchUpCursor(window: MessageWindow | undefined): string | null {
  return window?.cursor ?? null;
}
