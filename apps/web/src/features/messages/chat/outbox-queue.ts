// The chat's unsent messages of one person in one conversation, kept in the device's offline store
// (decision 066) from the moment they are written until the server has them: a reload, a closed
// tab or a dropped connection loses none. Each keeps the id the client gave it, so sending it
// again after a send that did reach the server stores it once.

import { type OfflineStore, queuedEntries, queueKey } from "../../../lib/offline-store.ts";
import type { OutgoingMessage } from "../chat-messages.ts";

export interface OutboxQueue {
  /** The queued messages, in the order they were written. */
  list(): Promise<OutgoingMessage[]>;
  keep(message: OutgoingMessage): Promise<void>;
  forget(messageId: string): Promise<void>;
}

export function outboxQueue(store: OfflineStore, userId: string, conversationId: string): OutboxQueue {
  const key = (messageId: string) => queueKey(userId, "outbox", conversationId, messageId);
  return {
    list: async () =>
      (await queuedEntries<OutgoingMessage>(store, userId, "outbox", conversationId))
        .map(({ value }) => value)
        .sort((a, b) => a.created_at.localeCompare(b.created_at)),
    keep: (message) => store.set(key(message.id), message),
    forget: (messageId) => store.delete(key(messageId)),
  };
}

/** A queued message goes out by itself unless the server refused it: that one is the person's to retry. */
export const sendsByItself = (message: OutgoingMessage) => message.status !== "failed";
