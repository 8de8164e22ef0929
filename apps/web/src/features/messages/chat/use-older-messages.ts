// Older pages of a chat: fetched when the reader scrolls near the top (or presses the button),
// prepended to the message window, and the scroll position restored so the message the reader
// was looking at stays where it was.

import { useQueryClient } from "@tanstack/react-query";
import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from "react";
import { queryKeys } from "../../../lib/query-keys.ts";
import { type MessageWindow, prependOlder } from "../chat-messages.ts";
import { fetchMessagePage } from "../messages.queries.ts";

export function useOlderMessages({
  conversationId,
  scroller,
  firstId,
}: {
  conversationId: string;
  scroller: RefObject<HTMLDivElement | null>;
  /** Id of the first row on screen: when it changes after a load, the position is restored. */
  firstId: string | undefined;
}) {
  const queryClient = useQueryClient();
  const restore = useRef<{ height: number; top: number } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);

  const loadOlder = useCallback(async () => {
    const messagesKey = queryKeys.conversations.messages(conversationId);
    const el = scroller.current;
    const w = queryClient.getQueryData<MessageWindow>(messagesKey);
    const first = w?.messages[0];
    if (!el || !w?.hasOlder || !first || loadingOlder) return;
    setLoadingOlder(true);
    setOlderFailed(false);
    try {
      const page = await fetchMessagePage(conversationId, { before: first.id });
      restore.current = { height: el.scrollHeight, top: el.scrollTop };
      queryClient.setQueryData<MessageWindow>(messagesKey, (cur) => (cur ? prependOlder(cur, page) : cur));
    } catch {
      setOlderFailed(true);
    } finally {
      setLoadingOlder(false);
    }
  }, [conversationId, loadingOlder, queryClient, scroller]);

  // Older page prepended: keep the message the reader was looking at in place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first row changes.
  useLayoutEffect(() => {
    const el = scroller.current;
    const r = restore.current;
    if (!el || !r) return;
    el.scrollTop = el.scrollHeight - r.height + r.top;
    restore.current = null;
  }, [firstId]);

  /** The button: a failed load is tried again. */
  const retryOlder = () => {
    setOlderFailed(false);
    void loadOlder();
  };

  return { loadOlder, retryOlder, loadingOlder, olderFailed };
}
