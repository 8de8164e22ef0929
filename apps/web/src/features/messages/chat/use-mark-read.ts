// Read receipts: the conversation is marked read on opening and whenever someone else's message
// arrives while the chat is open and the tab visible, debounced so a burst sends one request.
// A failed request is tried again with the next message.

import type { Message } from "@roost/shared/contracts/conversations.ts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import { invalidateConversationLists, markConversationRead } from "../messages.queries.ts";

const READ_DEBOUNCE_MS = 800;

export function useMarkRead({
  conversationId,
  messages,
  me,
  enabled,
}: {
  conversationId: string;
  /** The stored messages on screen, ascending. */
  messages: readonly Message[] | undefined;
  me: string;
  /** False until the conversation's details loaded (a non-participant gets 404 instead). */
  enabled: boolean;
}) {
  const queryClient = useQueryClient();
  const lastFromOthersId = useMemo(() => {
    for (let i = (messages?.length ?? 0) - 1; i >= 0; i--) {
      const m = messages?.[i];
      if (m && m.sender_id !== me) return m.id;
    }
    return null;
  }, [messages, me]);

  const readFor = useRef<string | null>(null);
  useEffect(() => {
    if (!lastFromOthersId || readFor.current === lastFromOthersId || !enabled) return;
    const timer = setTimeout(() => {
      if (document.visibilityState === "hidden") return;
      readFor.current = lastFromOthersId;
      markConversationRead(conversationId)
        .then(() => invalidateConversationLists(queryClient))
        .catch(() => {
          readFor.current = null;
        });
    }, READ_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [lastFromOthersId, enabled, conversationId, queryClient]);
}
