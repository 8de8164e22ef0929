// Pure parts of the development mailbox page (/dev/mailbox).

import { ukDateTime } from "@roost/shared/domain/uk-time.ts";

/** Newest first by created_at; ties keep the server's order. */
export function newestFirst<T extends { created_at: string }>(messages: readonly T[]): T[] {
  return messages
    .map((message, index) => ({ message, index, time: new Date(message.created_at).getTime() || 0 }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map((entry) => entry.message);
}

/** "viewing_scheduled" → "Viewing scheduled". */
export function kindLabel(kind: string): string {
  const words = kind.replace(/[_-]+/g, " ").trim();
  return words ? words[0]?.toUpperCase() + words.slice(1) : "Email";
}

/** "3 Nov 2026, 14:05:09" in UK time. */
export function mailTime(iso: string): string {
  return ukDateTime(iso, { seconds: true });
}

/** The selected message, falling back to the newest when the selection is gone. */
export function selectedMessage<T extends { id: string }>(
  messages: readonly T[],
  id: string | null,
): T | null {
  return messages.find((m) => m.id === id) ?? messages[0] ?? null;
}
