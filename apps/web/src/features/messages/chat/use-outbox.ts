// Optimistic sends: a message shows at once as "Sending…", moves into the message window when
// the POST returns it, or stays as "Not sent" with Retry. The client picks the id, so a retry
// of a send that did reach the server is stored once. A server busy for a moment (503 with
// Retry-After) is tried again by itself, the message still "Sending…".

import { messageContent } from "@roost/shared/contracts/validation.ts";
import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { isApiError } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { notify } from "../../../lib/toast.ts";
import { addSent, type MessageWindow, type OutgoingMessage } from "../chat-messages.ts";
import { invalidateConversationLists, sendMessage } from "../messages.queries.ts";
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

export function useOutbox(conversationId: string): Outbox {
  const queryClient = useQueryClient();
  const [outbox, setOutbox] = useState<OutgoingMessage[]>([]);
  const forceScroll = useRef(false);

  const deliver = useCallback(
    async (out: OutgoingMessage) => {
      setOutbox((list) => [...list.filter((m) => m.id !== out.id), { ...out, status: "sending" }]);
      forceScroll.current = true;
      try {
        const saved = await sendWithRetries(conversationId, out);
        queryClient.setQueryData<MessageWindow>(queryKeys.conversations.messages(conversationId), (w) =>
          addSent(w, saved),
        );
        setOutbox((list) => list.filter((m) => m.id !== out.id));
        invalidateConversationLists(queryClient);
      } catch (error) {
        setOutbox((list) => list.map((m) => (m.id === out.id ? { ...m, status: "failed" } : m)));
        // Refused by a block made meanwhile: show the blocked state instead of the composer.
        if (isApiError(error) && error.status === 403)
          void queryClient.invalidateQueries({ queryKey: queryKeys.safety.all });
        notify("error", ERROR_TEXTS.message_send_failed);
      }
    },
    [conversationId, queryClient],
  );

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
