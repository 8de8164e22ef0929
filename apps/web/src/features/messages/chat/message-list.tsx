// The scrolling list of a chat: day separators, system messages and bubbles grouped into runs
// per sender, older pages on scroll up, and following new messages while the reader is at the
// bottom (or has just sent one).

import type { ConversationDetail } from "@roost/shared/contracts/conversations.ts";
import { DELETED_USER_NAME } from "@roost/shared/domain/account.ts";
import { asksForMoney } from "@roost/shared/domain/payment-warning.ts";
import { Loader2, SendHorizontal } from "lucide-react";
import { useLayoutEffect, useMemo, useRef } from "react";
import { useNow } from "../../../lib/time.ts";
import { PaymentWarning } from "../../safety/index.ts";
import { type ChatRow, isNearBottom, type OutgoingMessage, startsNewDay } from "../chat-messages.ts";
import { Bubble, DaySeparator, SystemMessage } from "./message-rows.tsx";
import { useOlderMessages } from "./use-older-messages.ts";

/** Bubbles from one sender closer together than this share one timestamp. */
const RUN_GAP_MS = 5 * 60_000;
const DELETED_SENDER = { name: DELETED_USER_NAME, avatar: null };

export function MessageList({
  conversationId,
  rows,
  hasOlder,
  detail,
  me,
  forceScroll,
  lastId,
  onRetry,
}: {
  conversationId: string;
  rows: ChatRow[];
  hasOlder: boolean;
  detail?: ConversationDetail;
  me: string;
  forceScroll: { current: boolean };
  lastId?: string;
  onRetry(m: OutgoingMessage): void;
}) {
  const now = useNow();
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const firstId = rows[0]?.message.id;
  const lastRowId = rows[rows.length - 1]?.message.id;
  const { loadOlder, retryOlder, loadingOlder, olderFailed } = useOlderMessages({
    conversationId,
    scroller,
    firstId,
  });

  const names = useMemo(() => {
    const map = new Map<string, { name: string; avatar: string | null }>();
    for (const p of detail?.participants ?? [])
      map.set(p.user_id, { name: p.display_name || "Member", avatar: p.avatar_url });
    return map;
  }, [detail]);
  const isGroup = detail?.type === "group";

  const initialised = useRef(false);
  // New rows at the bottom: follow them when already near the bottom or when we just sent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the last row changes.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (!initialised.current || nearBottom.current || forceScroll.current) {
      el.scrollTop = el.scrollHeight;
      nearBottom.current = true;
    }
    initialised.current = true;
    forceScroll.current = false;
  }, [lastRowId, lastId]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    nearBottom.current = isNearBottom(el);
    if (el.scrollTop < 80 && hasOlder && !loadingOlder && !olderFailed) void loadOlder();
  };

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto bg-stone-50/70 px-3 py-4 [overflow-anchor:none] sm:px-5"
    >
      {hasOlder && (
        <div className="mb-3 flex justify-center">
          <button
            type="button"
            onClick={retryOlder}
            disabled={loadingOlder}
            className="inline-flex items-center gap-1.5 rounded-full border border-stone-200 bg-white px-3 py-1 text-xs font-medium text-stone-600 shadow-sm hover:bg-stone-50 disabled:opacity-60"
          >
            {loadingOlder && <Loader2 className="size-3 animate-spin" aria-hidden />}
            {loadingOlder
              ? "Loading older messages…"
              : olderFailed
                ? "Couldn't load — try again"
                : "Load older messages"}
          </button>
        </div>
      )}
      {rows.length === 0 ? (
        <div className="flex h-full flex-col items-center justify-center px-6 text-center">
          <span className="mb-3 rounded-full bg-brand-50 p-3 text-brand-700">
            <SendHorizontal className="size-6" aria-hidden />
          </span>
          <p className="font-medium text-stone-800">No messages yet</p>
          <p className="mt-1 text-sm text-stone-500">Say hello — your message will appear here.</p>
        </div>
      ) : (
        <ol
          role="log"
          aria-live="polite"
          aria-relevant="additions"
          aria-label="Messages"
          className="space-y-1"
        >
          {rows.map((row, i) => {
            const prev = rows[i - 1];
            const newDay = startsNewDay(rows, i);
            const senderId = row.kind === "outgoing" ? me : row.message.sender_id;
            const prevSender =
              prev && !newDay ? (prev.kind === "outgoing" ? me : prev.message.sender_id) : undefined;
            const prevSystem = prev?.kind === "message" && prev.message.is_system_message;
            const firstOfRun = newDay || prevSender !== senderId || prevSystem;
            const next = rows[i + 1];
            const lastOfRun =
              !next ||
              startsNewDay(rows, i + 1) ||
              (next.kind === "outgoing" ? me : next.message.sender_id) !== senderId ||
              (next.kind === "message" && next.message.is_system_message) ||
              new Date(next.message.created_at).getTime() - new Date(row.message.created_at).getTime() >
                RUN_GAP_MS;
            return (
              <li key={row.message.id}>
                {newDay && <DaySeparator date={row.message.created_at} now={now} />}
                {row.kind === "message" && row.message.is_system_message ? (
                  <SystemMessage message={row.message} now={now} />
                ) : (
                  <Bubble
                    row={row}
                    own={senderId === me}
                    firstOfRun={firstOfRun}
                    showTime={lastOfRun}
                    // A message whose sender deleted their account has no sender id any more.
                    sender={senderId ? names.get(senderId) : DELETED_SENDER}
                    showSender={isGroup}
                    now={now}
                    onRetry={onRetry}
                  />
                )}
                {row.kind === "message" &&
                  detail?.payment_warning &&
                  !row.message.is_system_message &&
                  row.message.sender_id !== me &&
                  asksForMoney(row.message.content) && <PaymentWarning senderId={row.message.sender_id} />}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
