// Reading what the realtime server sends: messages of an unknown type or event kind are dropped, so
// the server can add new ones without breaking older tabs.
import type { RealtimeServerMessage } from "@roost/shared/contracts/conversations.ts";
import { REALTIME_EVENT_KINDS } from "@roost/shared/domain/realtime-channels.ts";

const EVENT_KINDS: ReadonlySet<string> = new Set(REALTIME_EVENT_KINDS);

/**
 * A light structural check of a server message instead of the zod schema: the server is trusted,
 * and keeping zod out of this always-loaded module keeps the first page small.
 */
export function readServerMessage(json: unknown): RealtimeServerMessage | null {
  if (typeof json !== "object" || json === null) return null;
  const m = json as { type?: unknown; channel?: unknown; event?: { kind?: unknown }; code?: unknown };
  switch (m.type) {
    case "event":
      return typeof m.channel === "string" && EVENT_KINDS.has(String(m.event?.kind))
        ? (json as RealtimeServerMessage)
        : null;
    case "subscribed":
    case "unsubscribed":
      return typeof m.channel === "string" ? (json as RealtimeServerMessage) : null;
    case "error":
      return m.code === "forbidden" || m.code === "bad_request" ? (json as RealtimeServerMessage) : null;
    case "pong":
      return json as RealtimeServerMessage;
    default:
      return null;
  }
}
