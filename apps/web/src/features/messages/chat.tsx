// One conversation on screen (/messages/:id and /inquiries/:id). This file only puts the pieces
// together: live updates and catch-up (chat/use-live-conversation.ts), optimistic sends
// (chat/use-outbox.ts), read receipts (chat/use-mark-read.ts), and the header, message list and
// composer components in chat/. The pure merging rules are in chat-messages.ts.

import type { ConversationDetail } from "@roost/shared/contracts/conversations.ts";
import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import { GROUP_INQUIRY_READER_ROLE } from "@roost/shared/domain/groups.ts";
import { type ReactNode, useEffect } from "react";
import { useNavigate } from "react-router";
import { cn } from "../../components/ui/cn.ts";
import { ErrorState } from "../../components/ui/feedback.tsx";
import { isApiError } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";
import { notify } from "../../lib/toast.ts";
import { BlockedChatNotice, ChatSafetyMenu, useBlockStatus } from "../safety/index.ts";
import { ChatHeader } from "./chat/chat-header.tsx";
import { ChatSkeleton, MessagesSkeleton } from "./chat/chat-skeleton.tsx";
import { Composer, ReadOnlyNotice } from "./chat/composer.tsx";
import { MessageList } from "./chat/message-list.tsx";
import { useLiveConversation } from "./chat/use-live-conversation.ts";
import { useMarkRead } from "./chat/use-mark-read.ts";
import { useOutbox } from "./chat/use-outbox.ts";
import { chatRows } from "./chat-messages.ts";
import { useConversationDetail, useMessageWindow } from "./messages.queries.ts";

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
  const detail = useConversationDetail(conversationId);
  const msgs = useMessageWindow(conversationId);
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

  useLiveConversation({ conversationId, me, listPath, refetchDetail: () => void detail.refetch() });
  const { outbox, submit, retry, forceScroll } = useOutbox(conversationId);
  // Opened without a connection (the service worker's app shell): the messages wait for it, but
  // what this person queued here shows, and more can be written (use-outbox.ts sends it later).
  const waitingForNetwork = msgs.isPending && msgs.fetchStatus === "paused";
  const stored = msgs.data?.messages;
  useMarkRead({ conversationId, messages: stored, me, enabled: detail.isSuccess });

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
      {msgs.isPending && !(waitingForNetwork && outbox.length > 0) ? (
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
          hasOlder={msgs.data?.hasOlder ?? false}
          detail={detail.data}
          me={me}
          forceScroll={forceScroll}
          lastId={stored?.[stored.length - 1]?.id}
          onRetry={retry}
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
        <Composer onSubmit={submit} disabled={(msgs.isPending && !waitingForNetwork) || msgs.isError} />
      )}
    </section>
  );
}
