// Live catch-up of one conversation (catch-up-loop.ts), on the query cache's message window.

import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { queryKeys } from "../../../lib/query-keys.ts";
import { catchUpLoop } from "../catch-up-loop.ts";
import { appendNewer, catchUpCursor, type MessageWindow } from "../chat-messages.ts";
import { fetchMessagePage } from "../messages.queries.ts";

/** Returns the catch-up to call on each live event; it never throws. */
export function useCatchUp(conversationId: string): () => Promise<boolean> {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const messagesKey = queryKeys.conversations.messages(conversationId);
    return catchUpLoop({
      cursor: () => catchUpCursor(queryClient.getQueryData<MessageWindow>(messagesKey)),
      loadLatest: () => queryClient.refetchQueries({ queryKey: messagesKey, exact: true }),
      page: (after) => fetchMessagePage(conversationId, { after }),
      add: (messages) =>
        queryClient.setQueryData<MessageWindow>(messagesKey, (w) => (w ? appendNewer(w, messages) : w)),
    });
  }, [conversationId, queryClient]);
}
