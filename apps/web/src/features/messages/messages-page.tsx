import { MessageSquare, MessagesSquare, Search, UserPlus } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useParams } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { ErrorState } from "../../components/ui/feedback.tsx";
import { useAuth } from "../../lib/auth.tsx";
import { Chat } from "./chat.tsx";
import { ConversationList, ConversationListSkeleton } from "./conversation-list.tsx";
import { useConversations } from "./messages.queries.ts";

/**
 * /messages and /messages/:conversationId: the inbox beside the open chat on wider screens; on
 * phones either the list or the chat (with a back arrow).
 */
export function MessagesPage() {
  usePageMeta("Messages");
  const { conversationId } = useParams();
  const { user, profile } = useAuth();
  const conversations = useConversations();
  const me = user?.id ?? "";
  const hasChat = Boolean(conversationId);
  const isEmpty = conversations.isSuccess && conversations.data.length === 0;

  // Phones show the open chat full-height: bring it under the header, past the account panel.
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!conversationId || window.matchMedia("(min-width: 768px)").matches) return;
    const timer = setTimeout(() => panel.current?.scrollIntoView({ block: "start" }), 50);
    return () => clearTimeout(timer);
  }, [conversationId]);

  return (
    <div className="space-y-4">
      <div className={cn("flex items-end justify-between gap-4", hasChat && "hidden md:flex")}>
        <div>
          <h1 className="text-2xl font-bold text-stone-900">Messages</h1>
          <p className="text-sm text-stone-500">Chats with landlords, housemates and your group.</p>
        </div>
      </div>

      {isEmpty && !hasChat ? (
        <EmptyInbox isStudent={profile?.user_type === "student"} />
      ) : (
        <div
          ref={panel}
          className={cn(
            "grid grid-cols-[minmax(0,1fr)] overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm md:h-[calc(100dvh-14rem)] md:min-h-[560px] md:grid-cols-[300px_minmax(0,1fr)]",
            hasChat && "h-[calc(100dvh-5.5rem)] min-h-[420px] scroll-mt-[4.75rem]",
          )}
        >
          <nav
            aria-label="Conversations"
            className={cn(
              "min-h-0 flex-col border-stone-200 md:flex md:border-r",
              hasChat ? "hidden" : "flex",
            )}
          >
            <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
              <h2 className="text-sm font-semibold text-stone-900">Inbox</h2>
              {conversations.isSuccess && (
                <span className="text-xs text-stone-500">
                  {conversations.data.length} {conversations.data.length === 1 ? "chat" : "chats"}
                </span>
              )}
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto">
              {conversations.isPending ? (
                <ConversationListSkeleton />
              ) : conversations.isError ? (
                <div className="p-4">
                  <ErrorState
                    message="We couldn't load your conversations."
                    onRetry={() => void conversations.refetch()}
                  />
                </div>
              ) : conversations.data.length === 0 ? (
                <p className="p-6 text-center text-sm text-stone-500">No conversations yet</p>
              ) : (
                <ConversationList conversations={conversations.data} selectedId={conversationId} me={me} />
              )}
            </div>
          </nav>

          <div className={cn("min-h-0 flex-col md:flex", hasChat ? "flex" : "hidden")}>
            {conversationId ? (
              <Chat
                key={conversationId}
                conversationId={conversationId}
                listPath="/messages"
                showBack="mobile"
                framed={false}
                className="flex-1"
              />
            ) : (
              <div className="flex flex-1 flex-col items-center justify-center bg-stone-50/70 px-6 text-center">
                <span className="mb-3 rounded-full bg-brand-50 p-4 text-brand-700">
                  <MessagesSquare className="size-8" aria-hidden />
                </span>
                <p className="font-medium text-stone-800">Select a conversation</p>
                <p className="mt-1 max-w-xs text-sm text-stone-500">
                  Pick a chat from your inbox to read and reply. New messages appear here live.
                </p>
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function EmptyInbox({ isStudent }: { isStudent: boolean }) {
  return (
    <div className="flex flex-col items-center justify-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
      <span className="mb-4 rounded-full bg-brand-50 p-4 text-brand-700">
        <MessageSquare className="size-8" aria-hidden />
      </span>
      <p className="text-lg font-semibold text-stone-900">No conversations yet</p>
      <p className="mt-1 max-w-md text-sm text-stone-500">
        Message a landlord about a home you like{isStudent ? ", or connect with a potential roommate" : ""} —
        your chats will show up here.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/properties-to-rent/all">
            <Search className="size-4" aria-hidden /> Search homes
          </Link>
        </Button>
        {isStudent && (
          <Button asChild variant="secondary">
            <Link to="/roommates">
              <UserPlus className="size-4" aria-hidden /> Find roommates
            </Link>
          </Button>
        )}
      </div>
    </div>
  );
}
