import type { ConversationDetail, Message } from "@roost/shared/contracts/conversations.ts";
import { messageContent } from "@roost/shared/contracts/validation.ts";
import { DELETED_USER_NAME } from "@roost/shared/domain/account.ts";
import { MESSAGE_MAX_LENGTH } from "@roost/shared/domain/constants.ts";
import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import { GROUP_INQUIRY_READER_ROLE } from "@roost/shared/domain/groups.ts";
import { conversationChannel, userChannel } from "@roost/shared/domain/realtime-channels.ts";
import { relativeTime } from "@roost/shared/domain/relative-time.ts";
import { UI_TEXTS } from "@roost/shared/domain/ui-texts.ts";
import { useQueryClient } from "@tanstack/react-query";
import { AlertCircle, ArrowLeft, Info, Loader2, RotateCcw, SendHorizontal } from "lucide-react";
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Link, useNavigate } from "react-router";
import { Avatar } from "../../components/ui/avatar.tsx";
import { cn } from "../../components/ui/cn.ts";
import { ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { isApiError } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";
import { useRealtimeChannel, useRealtimeReconnect } from "../../lib/realtime-provider.tsx";
import { notify } from "../../lib/toast.ts";
import { BlockedChatNotice, ChatSafetyMenu } from "../safety/block-controls.tsx";
import { safetyKeys, useBlockStatus } from "../safety/safety-queries.ts";
import {
  addSent,
  appendNewer,
  type ChatRow,
  catchUpCursor,
  chatRows,
  dayLabel,
  fullTime,
  isNearBottom,
  type MessageWindow,
  type OutgoingMessage,
  prependOlder,
  startsNewDay,
} from "./chat-messages.ts";
import {
  conversationKeys,
  conversationTitle,
  fetchMessagePage,
  invalidateConversationLists,
  markConversationRead,
  sendMessage,
  useConversationDetail,
  useMessageWindow,
  useNow,
} from "./conversation-queries.ts";

const READ_DEBOUNCE_MS = 800;
/** Bubbles from one sender closer together than this share one timestamp. */
const RUN_GAP_MS = 5 * 60_000;
const DELETED_SENDER = { name: DELETED_USER_NAME, avatar: null };

export interface ChatProps {
  conversationId: string;
  /** Where a non-participant (404) is sent: "/messages" or "/inquiries". */
  listPath: string;
  /** A back arrow to the list in the header: always, or only on phones ("mobile"). */
  showBack?: boolean | "mobile";
  /** Replaces the line under the title (e.g. the landlord's name with badges). */
  renderHeaderMeta?: (detail: ConversationDetail) => ReactNode;
  /** False inside a page that already draws the frame (the inbox's split view). */
  framed?: boolean;
  className?: string;
}

/**
 * One conversation: header, messages (latest 100, older on scroll up, live via the conversation
 * channel) and the composer with optimistic sends. Used by /messages/:id and /inquiries/:id;
 * give it `key={conversationId}` so switching chats starts fresh.
 */
export function Chat({
  conversationId,
  listPath,
  showBack,
  renderHeaderMeta,
  framed = true,
  className,
}: ChatProps) {
  const { user } = useAuth();
  const me = user?.id ?? "";
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = useConversationDetail(conversationId);
  const msgs = useMessageWindow(conversationId);
  const messagesKey = conversationKeys.messages(conversationId);
  // The other person of a one-to-one chat (not a group chat): blocks apply here (decision 011).
  const peer = detail.data && detail.data.type !== "group" ? detail.data.other_party : null;
  const block = useBlockStatus(peer?.user_id ?? null);
  const blocked = block.data?.blocked_by_me || block.data?.blocked_by_them;

  // A non-participant gets 404 from either request: back to the list with the spec's text.
  const notFound =
    (detail.isError && isApiError(detail.error) && detail.error.status === 404) ||
    (msgs.isError && isApiError(msgs.error) && msgs.error.status === 404);
  useEffect(() => {
    if (!notFound) return;
    notify("error", ERROR_TEXTS.conversation_load_failed);
    navigate(listPath, { replace: true });
  }, [notFound, listPath, navigate]);

  // ---------------------------------------------------------------- live catch-up
  const catchUpState = useRef({ running: false, again: false });
  const catchUp = useCallback(async () => {
    const state = catchUpState.current;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = true;
    try {
      do {
        state.again = false;
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
      } while (state.again);
    } catch {
      // The next event or reconnect tries again; the chat keeps what it has.
    } finally {
      state.running = false;
    }
  }, [conversationId, queryClient, messagesKey]);

  useRealtimeChannel(conversationChannel(conversationId), (event) => {
    if (event.kind === "message_created" && event.conversation_id === conversationId) void catchUp();
    if (event.kind === "participant_added" || event.kind === "participant_removed") void detail.refetch();
  });
  useRealtimeChannel(me ? userChannel(me) : null, (event) => {
    if (
      event.kind === "participant_removed" &&
      event.conversation_id === conversationId &&
      event.user_id === me
    )
      navigate(listPath, { replace: true });
  });
  useRealtimeReconnect(() => {
    void catchUp();
    void detail.refetch();
  });

  // ---------------------------------------------------------------- sending
  const [outbox, setOutbox] = useState<OutgoingMessage[]>([]);
  const forceScroll = useRef(false);

  const deliver = useCallback(
    async (out: OutgoingMessage) => {
      setOutbox((list) => [...list.filter((m) => m.id !== out.id), { ...out, status: "sending" }]);
      forceScroll.current = true;
      try {
        const saved = await sendMessage(conversationId, { id: out.id, content: out.content });
        queryClient.setQueryData<MessageWindow>(messagesKey, (w) => addSent(w, saved));
        setOutbox((list) => list.filter((m) => m.id !== out.id));
        invalidateConversationLists(queryClient);
      } catch (error) {
        setOutbox((list) => list.map((m) => (m.id === out.id ? { ...m, status: "failed" } : m)));
        // Refused by a block made meanwhile: show the blocked state instead of the composer.
        if (isApiError(error) && error.status === 403)
          void queryClient.invalidateQueries({ queryKey: safetyKeys.all });
        notify("error", ERROR_TEXTS.message_send_failed);
      }
    },
    [conversationId, queryClient, messagesKey],
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

  // ---------------------------------------------------------------- reading
  const stored = msgs.data?.messages;
  const lastStored = stored?.[stored.length - 1];
  const lastFromOthersId = useMemo(() => {
    for (let i = (stored?.length ?? 0) - 1; i >= 0; i--) {
      const m = stored?.[i];
      if (m && m.sender_id !== me) return m.id;
    }
    return null;
  }, [stored, me]);
  // Marked read on opening and whenever someone else's message arrives while the chat is open.
  const readFor = useRef<string | null>(null);
  useEffect(() => {
    if (!lastFromOthersId || readFor.current === lastFromOthersId || !detail.isSuccess) return;
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
  }, [lastFromOthersId, detail.isSuccess, conversationId, queryClient]);

  // ---------------------------------------------------------------- render
  if (notFound) return <ChatSkeleton className={className} framed={framed} />;
  const rows = chatRows(stored ?? [], outbox);

  return (
    <section
      aria-label="Conversation"
      className={cn(
        "flex min-h-0 flex-col overflow-hidden bg-white",
        framed && "rounded-2xl border border-stone-200 shadow-sm",
        className,
      )}
    >
      <ChatHeader
        detail={detail.data}
        loading={detail.isPending}
        failed={detail.isError}
        onRetry={() => void detail.refetch()}
        showBack={showBack}
        listPath={listPath}
        meta={detail.data && renderHeaderMeta ? renderHeaderMeta(detail.data) : null}
        actions={peer && <ChatSafetyMenu userId={peer.user_id} name={peer.display_name || "this user"} />}
      />
      {msgs.isPending ? (
        <MessagesSkeleton />
      ) : msgs.isError ? (
        <div className="flex flex-1 items-center justify-center p-6">
          <ErrorState
            title={ERROR_TEXTS.conversation_load_failed.title}
            onRetry={() => void msgs.refetch()}
          />
        </div>
      ) : (
        <MessageList
          key={conversationId}
          conversationId={conversationId}
          rows={rows}
          hasOlder={msgs.data.hasOlder}
          detail={detail.data}
          me={me}
          forceScroll={forceScroll}
          lastId={lastStored?.id}
          onRetry={(m) => void deliver(m)}
        />
      )}
      {detail.data?.viewer.role === GROUP_INQUIRY_READER_ROLE ? (
        <ReadOnlyNotice />
      ) : blocked && peer && block.data ? (
        <BlockedChatNotice
          userId={peer.user_id}
          name={peer.display_name || "this user"}
          status={block.data}
        />
      ) : (
        <Composer onSubmit={submit} disabled={msgs.isPending || msgs.isError} />
      )}
    </section>
  );
}

// ------------------------------------------------------------------ header

function ChatHeader({
  detail,
  loading,
  failed,
  onRetry,
  showBack,
  listPath,
  meta,
  actions,
}: {
  detail?: ConversationDetail;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  showBack?: boolean | "mobile";
  listPath: string;
  meta: ReactNode;
  /** Controls at the header's end (the safety menu of a one-to-one chat). */
  actions?: ReactNode;
}) {
  const title = detail ? conversationTitle(detail) : "";
  const subtitle = detail ? headerSubtitle(detail) : "";
  return (
    <header className="flex items-center gap-3 border-b border-stone-200 bg-white px-3 py-3 sm:px-4">
      {showBack && (
        <Link
          to={listPath}
          className={cn(
            "-ml-1 rounded-full p-2 text-stone-600 hover:bg-stone-100 hover:text-stone-900",
            showBack === "mobile" && "md:hidden",
          )}
          aria-label="Back to conversations"
        >
          <ArrowLeft className="size-5" aria-hidden />
        </Link>
      )}
      {loading ? (
        <>
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-24" />
          </div>
        </>
      ) : failed || !detail ? (
        <div className="flex flex-1 items-center gap-2 text-sm text-red-700" role="alert">
          <AlertCircle className="size-4" aria-hidden />
          {ERROR_TEXTS.conversation_details_failed.title}
          <button type="button" onClick={onRetry} className="font-medium underline underline-offset-2">
            Try again
          </button>
        </div>
      ) : (
        <>
          <Avatar src={detail.avatar_url ?? detail.other_party?.avatar_url} name={title} size={40} />
          <div className="min-w-0 flex-1">
            <h2 className="truncate font-semibold text-stone-900">{title}</h2>
            {meta ?? (subtitle && <p className="truncate text-xs text-stone-500">{subtitle}</p>)}
          </div>
          {actions}
        </>
      )}
    </header>
  );
}

function headerSubtitle(detail: ConversationDetail): string {
  if (detail.type === "group") {
    const names = detail.participants
      .filter((p) => p.user_id !== detail.viewer.user_id)
      .map((p) => p.display_name || "Member");
    return names.length ? `You, ${names.join(", ")}` : "Only you so far";
  }
  if (detail.type === "landlord_tenant" && detail.property) {
    const other = detail.other_party?.display_name;
    const address = `${detail.property.address_line_1}, ${detail.property.town}`;
    return other ? `${other} · ${address}` : address;
  }
  return "Direct message";
}

// ------------------------------------------------------------------ messages

function MessageList({
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
  const queryClient = useQueryClient();
  const messagesKey = conversationKeys.messages(conversationId);
  const now = useNow();
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const restore = useRef<{ height: number; top: number } | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);

  const names = useMemo(() => {
    const map = new Map<string, { name: string; avatar: string | null }>();
    for (const p of detail?.participants ?? [])
      map.set(p.user_id, { name: p.display_name || "Member", avatar: p.avatar_url });
    return map;
  }, [detail]);
  const isGroup = detail?.type === "group";

  const loadOlder = useCallback(async () => {
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
  }, [conversationId, loadingOlder, messagesKey, queryClient]);

  const firstId = rows[0]?.message.id;
  const lastRowId = rows[rows.length - 1]?.message.id;
  const initialised = useRef(false);

  // Older page prepended: keep the message the reader was looking at in place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the first row changes.
  useLayoutEffect(() => {
    const el = scroller.current;
    const r = restore.current;
    if (!el || !r) return;
    el.scrollTop = el.scrollHeight - r.height + r.top;
    restore.current = null;
  }, [firstId]);

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
            onClick={() => {
              setOlderFailed(false);
              void loadOlder();
            }}
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
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

function DaySeparator({ date, now }: { date: string; now: Date }) {
  return (
    <div className="my-4 flex items-center gap-3" aria-hidden={false}>
      <span className="h-px flex-1 bg-stone-200" />
      <span className="rounded-full bg-white px-3 py-0.5 text-xs font-medium text-stone-500 ring-1 ring-stone-200">
        {dayLabel(date, now)}
      </span>
      <span className="h-px flex-1 bg-stone-200" />
    </div>
  );
}

function SystemMessage({ message, now }: { message: Message; now: Date }) {
  return (
    <div className="my-3 flex justify-center px-4">
      <p className="inline-flex max-w-md items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-2 text-center text-xs text-amber-900">
        <Info className="mt-0.5 size-3.5 shrink-0" aria-hidden />
        <span className="whitespace-pre-wrap break-words">
          {message.content}
          <time
            dateTime={message.created_at}
            title={fullTime(message.created_at)}
            className="ml-2 text-amber-700/80"
          >
            {relativeTime(message.created_at, now)}
          </time>
        </span>
      </p>
    </div>
  );
}

function Bubble({
  row,
  own,
  firstOfRun,
  showTime,
  sender,
  showSender,
  now,
  onRetry,
}: {
  row: ChatRow;
  own: boolean;
  firstOfRun: boolean;
  /** Only the last bubble of a quick run from one sender carries the time. */
  showTime: boolean;
  sender?: { name: string; avatar: string | null };
  showSender: boolean;
  now: Date;
  onRetry(m: OutgoingMessage): void;
}) {
  const outgoing = row.kind === "outgoing" ? row.message : null;
  const failed = outgoing?.status === "failed";
  const sending = outgoing?.status === "sending";
  const created = row.message.created_at;
  return (
    <div className={cn("flex items-end gap-2", own ? "justify-end" : "justify-start", firstOfRun && "mt-3")}>
      {!own && showSender && (
        <span className="w-8 shrink-0">
          {firstOfRun && <Avatar src={sender?.avatar} name={sender?.name ?? "?"} size={32} />}
        </span>
      )}
      <div className={cn("flex max-w-[80%] flex-col sm:max-w-[70%]", own ? "items-end" : "items-start")}>
        {!own && showSender && firstOfRun && (
          <span className="mb-0.5 px-1 text-xs font-medium text-stone-500">
            {sender?.name ?? "Former member"}
          </span>
        )}
        <div
          className={cn(
            "whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-[15px] leading-snug shadow-sm [overflow-wrap:anywhere]",
            failed
              ? "rounded-br-md border border-red-300 bg-red-50 text-red-900"
              : own
                ? "rounded-br-md bg-brand-700 text-white"
                : "rounded-bl-md border border-stone-200 bg-white text-stone-900",
            sending && "opacity-70",
          )}
        >
          {row.message.content}
        </div>
        <div
          className={cn(
            "mt-0.5 flex items-center gap-2 px-1 text-[11px] text-stone-500",
            !showTime && !outgoing && "sr-only",
          )}
        >
          {sending ? (
            <span className="inline-flex items-center gap-1">
              <Loader2 className="size-3 animate-spin" aria-hidden /> Sending…
            </span>
          ) : failed && outgoing ? (
            <>
              <span className="inline-flex items-center gap-1 font-medium text-red-700">
                <AlertCircle className="size-3" aria-hidden /> Not sent
              </span>
              <button
                type="button"
                onClick={() => onRetry(outgoing)}
                className="inline-flex items-center gap-1 rounded font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                <RotateCcw className="size-3" aria-hidden /> Retry
              </button>
            </>
          ) : (
            <time dateTime={created} title={fullTime(created)}>
              {relativeTime(created, now)}
            </time>
          )}
        </div>
      </div>
    </div>
  );
}

// ------------------------------------------------------------------ composer

/** A group member reading the leader's enquiry: the leader speaks for the group (decision 022). */
function ReadOnlyNotice() {
  return (
    <p
      className="flex items-start gap-2 border-t border-stone-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      data-testid="chat-read-only"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      {UI_TEXTS.leaderOnlyHint}
    </p>
  );
}

function Composer({ onSubmit, disabled }: { onSubmit(text: string): boolean; disabled?: boolean }) {
  const [text, setText] = useState("");
  const area = useRef<HTMLTextAreaElement>(null);
  const blank = text.trim().length === 0;

  // Grow with the text up to about six lines.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measures after every text change.
  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight, 160)}px`;
  }, [text]);

  const send = () => {
    if (blank || disabled) return;
    if (onSubmit(text)) setText("");
    area.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-stone-200 bg-white p-3"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <label htmlFor="chat-composer" className="sr-only">
        Message
      </label>
      <textarea
        id="chat-composer"
        ref={area}
        rows={1}
        value={text}
        maxLength={MESSAGE_MAX_LENGTH}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Write a message…"
        aria-describedby="chat-composer-hint"
        className="max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-stone-300 bg-stone-50 px-3.5 py-2.5 text-[15px] text-stone-900 placeholder:text-stone-400 focus:border-brand-600 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-600/20"
      />
      <span id="chat-composer-hint" className="sr-only">
        Enter sends, Shift and Enter adds a new line.
      </span>
      <button
        type="submit"
        disabled={blank || disabled}
        aria-label="Send message"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-200 disabled:text-stone-400"
      >
        <SendHorizontal className="size-5" aria-hidden />
      </button>
    </form>
  );
}

// ------------------------------------------------------------------ loading

function MessagesSkeleton() {
  return (
    <div className="flex-1 space-y-4 overflow-hidden bg-stone-50/70 px-4 py-6">
      <Skeleton className="h-10 w-2/5 rounded-2xl" />
      <Skeleton className="ml-auto h-10 w-1/3 rounded-2xl" />
      <Skeleton className="h-16 w-1/2 rounded-2xl" />
      <Skeleton className="ml-auto h-10 w-2/5 rounded-2xl" />
      <span className="sr-only" role="status">
        Loading messages…
      </span>
    </div>
  );
}

export function ChatSkeleton({ className, framed = true }: { className?: string; framed?: boolean }) {
  return (
    <div
      className={cn(
        "flex min-h-0 flex-col overflow-hidden bg-white",
        framed && "rounded-2xl border border-stone-200 shadow-sm",
        className,
      )}
    >
      <div className="flex items-center gap-3 border-b border-stone-200 px-4 py-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-3 w-24" />
        </div>
      </div>
      <MessagesSkeleton />
    </div>
  );
}
