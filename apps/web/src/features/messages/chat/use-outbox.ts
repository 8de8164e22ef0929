// Optimistic sends: a message shows at once as "Sending…", moves into the message window when
// the POST returns it, or stays as "Not sent" with Retry. The client picks the id, so a retry
// of a send that did reach the server is stored once. A server busy for a moment (503 with
// Retry-After) is tried again by itself, the message still "Sending…".
//
// Written offline, a message waits ("Waiting for connection") and goes out by itself when the
// browser is back online, or when the chat opens again: every unsent message is kept in the
// device's offline store (outbox-queue.ts, decision 066) under the signed-in person's id.

import { messageContent } from "@roost/shared/contracts/validation.ts";
import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import { onlineManager, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { isApiError } from "../../../lib/api.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { offlineStore } from "../../../lib/offline-store.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { notify } from "../../../lib/toast.ts";
import { addSent, type MessageWindow, type OutgoingMessage } from "../chat-messages.ts";
import { invalidateConversationLists, sendMessage } from "../messages.queries.ts";
import { outboxQueue, sendsByItself } from "./outbox-queue.ts";
import { automaticRetryDelayMs } from "./send-retry.ts";

export interface Outbox {
  /** Our messages not stored yet, in the order they were written. */
  outbox: OutgoingMessage[];
  /** Sends the composer's text; false when it is not a valid message (the text stays). */
  submit(text: string): boolean;
  /** Sends a failed message again, with the same id. */
  retry(message: OutgoingMessage): void;
  /** Set by a send: the message list scrolls to the bottom even when the reader had scrolled up. */
  forceScroll: { current: boolean };
}

/** No connection: the browser says so, or the request never reached the server. */
const offline = (error?: unknown) => !navigator.onLine || (isApiError(error) && error.status === 0);

export function useOutbox(conversationId: string): Outbox {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id;
  const queue = useMemo(
    () => (userId ? outboxQueue(offlineStore(), userId, conversationId) : null),
    [userId, conversationId],
  );
  const [outbox, setOutbox] = useState<OutgoingMessage[]>([]);
  const forceScroll = useRef(false);
  // A message is sent by one attempt at a time, however many reconnects ask for it.
  const inFlight = useRef(new Set<string>());

  const show = useCallback(
    (out: OutgoingMessage) => {
      setOutbox((list) => [...list.filter((m) => m.id !== out.id), out]);
      void queue?.keep(out);
    },
    [queue],
  );

  const deliver = useCallback(
    async (out: OutgoingMessage) => {
      if (inFlight.current.has(out.id)) return;
      forceScroll.current = true;
      if (offline()) return show({ ...out, status: "waiting" });
      inFlight.current.add(out.id);
      show({ ...out, status: "sending" });
      try {
        const saved = await sendWithRetries(conversationId, out);
        queryClient.setQueryData<MessageWindow>(queryKeys.conversations.messages(conversationId), (w) =>
          addSent(w, saved),
        );
        setOutbox((list) => list.filter((m) => m.id !== out.id));
        void queue?.forget(out.id);
        invalidateConversationLists(queryClient);
      } catch (error) {
        if (offline(error)) return show({ ...out, status: "waiting" });
        show({ ...out, status: "failed" });
        // Refused by a block made meanwhile: show the blocked state instead of the composer.
        if (isApiError(error) && error.status === 403)
          void queryClient.invalidateQueries({ queryKey: queryKeys.safety.all });
        notify("error", ERROR_TEXTS.message_send_failed);
      } finally {
        inFlight.current.delete(out.id);
      }
    },
    [conversationId, queryClient, queue, show],
  );

  // What waits in the queue goes out when the chat opens and whenever the connection comes back,
  // one message after another so they arrive in the order they were written.
  useEffect(() => {
    if (!queue) return;
    let open = true;
    const sendQueued = async () => {
      const queued = await queue.list();
      if (!open) return;
      setOutbox((list) => [...queued, ...list.filter((m) => !queued.some((q) => q.id === m.id))]);
      for (const message of queued.filter(sendsByItself)) if (open) await deliver(message);
    };
    void sendQueued();
    // The browser's "online" event, and a page opened offline reaching the server (pwa/offline-shell.ts).
    const stopListening = onlineManager.subscribe((online) => {
      if (online) void sendQueued();
    });
    return () => {
      open = false;
      stopListening();
    };
  }, [queue, deliver]);

  const submit = (text: string) => {
    const parsed = messageContent.safeParse(text);
    if (!parsed.success) return false;
    void deliver({
      id: crypto.randomUUID(),
      content: parsed.data,
      created_at: new Date().toISOString(),
      status: "sending",
    });
    return true;
  };

  return { outbox, submit, retry: (message) => void deliver(message), forceScroll };
}

async function sendWithRetries(conversationId: string, out: OutgoingMessage) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await sendMessage(conversationId, { id: out.id, content: out.content });
    } catch (error) {
      const delayMs = automaticRetryDelayMs(error, attempt);
      if (delayMs === null) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
