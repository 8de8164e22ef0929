// Live catch-up of one conversation: after a `message_created` event or a reconnect, ask the
// server for everything after the window's cursor, page by page, and merge it in. Events that
// arrive while a catch-up runs only ask for one more round, so a burst never runs requests in
// parallel and nothing between two pages is skipped.

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import { queryKeys } from "../../../lib/query-keys.ts";
import { appendNewer, catchUpCursor, type MessageWindow } from "../chat-messages.ts";
import { fetchMessagePage } from "../messages.queries.ts";

/** Returns the catch-up to call on each live event; it never throws. */
export function useCatchUp(conversationId: string): () => Promise<void> {
  const queryClient = useQueryClient();
  const state = useRef({ running: false, again: false });

  return useCallback(async () => {
    const current = state.current;
    if (current.running) {
      current.again = true;
      return;
    }
    const messagesKey = queryKeys.conversations.messages(conversationId);
    current.running = true;
    try {
      do {
        current.again = false;
        let after = catchUpCursor(queryClient.getQueryData<MessageWindow>(messagesKey));
        if (!after) {
          await queryClient.refetchQueries({ queryKey: messagesKey, exact: true });
          continue;
        }
        for (;;) {
          const page = await fetchMessagePage(conversationId, { after });
          queryClient.setQueryData<MessageWindow>(messagesKey, (w) =>
            w ? appendNewer(w, page.messages) : w,
          );
          const last = page.messages[page.messages.length - 1];
          if (!page.has_more || !last) break;
          after = last.id;
        }
      } while (current.again);
    } catch {
      // The next event or reconnect tries again; the chat keeps what it has.
    } finally {
      current.running = false;
    }
  }, [conversationId, queryClient]);
}
