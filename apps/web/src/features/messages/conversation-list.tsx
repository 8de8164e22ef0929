import type { ConversationListItem } from "@roost/shared/contracts/conversations.ts";
import { relativeTime } from "@roost/shared/domain/relative-time.ts";
import { ukDateTime } from "@roost/shared/domain/uk-time.ts";
import { Users } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "../../components/ui/avatar.tsx";
import { cn } from "../../components/ui/cn.ts";
import { Skeleton } from "../../components/ui/feedback.tsx";
import { useNow } from "../../lib/time.ts";
import { conversationTitle } from "./messages.queries.ts";

/** Newest activity first (the server sorts too; live refetches keep it so). */
export function sortByActivity<T extends { last_activity_at: string }>(list: readonly T[]): T[] {
  return [...list].sort(
    (a, b) => new Date(b.last_activity_at).getTime() - new Date(a.last_activity_at).getTime(),
  );
}

/** "You: …" for our own last message; system messages as they are. */
export function previewText(item: Pick<ConversationListItem, "last_message">, me: string): string {
  const m = item.last_message;
  if (!m) return "No messages yet";
  const text = m.content.replace(/\s+/g, " ").trim();
  return m.sender_id === me && !m.is_system_message ? `You: ${text}` : text;
}

export function ConversationList({
  conversations,
  selectedId,
  me,
}: {
  conversations: ConversationListItem[];
  selectedId?: string;
  me: string;
}) {
  const now = useNow();
  return (
    <ul className="divide-y divide-stone-100" aria-label="Conversations">
      {sortByActivity(conversations).map((c) => {
        const title = conversationTitle(c);
        const unread = c.unread_count > 0;
        const selected = c.id === selectedId;
        const time = c.last_message?.created_at ?? c.last_activity_at;
        return (
          <li key={c.id}>
            <Link
              to={`/messages/${c.id}`}
              aria-current={selected ? "page" : undefined}
              className={cn(
                "relative flex items-center gap-3 px-4 py-3 transition-colors focus-visible:-outline-offset-2",
                selected ? "bg-brand-50" : "hover:bg-stone-50",
              )}
            >
              {selected && (
                <span className="absolute inset-y-2 left-0 w-1 rounded-r bg-brand-600" aria-hidden />
              )}
              {c.type === "group" && !c.avatar_url ? (
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
                  <Users className="size-5" aria-hidden />
                </span>
              ) : (
                <Avatar src={c.avatar_url ?? c.other_party?.avatar_url} name={title} size={44} />
              )}
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-2">
                  <p
                    className={cn(
                      "truncate text-sm",
                      unread ? "font-semibold text-stone-900" : "font-medium text-stone-800",
                    )}
                  >
                    {title}
                  </p>
                  <time
                    dateTime={time}
                    title={ukDateTime(time)}
                    className={cn(
                      "shrink-0 text-xs",
                      unread ? "font-medium text-brand-700" : "text-stone-400",
                    )}
                  >
                    {relativeTime(time, now)}
                  </time>
                </div>
                <div className="mt-0.5 flex items-center justify-between gap-2">
                  <p
                    className={cn(
                      "truncate text-sm",
                      unread ? "text-stone-800" : "text-stone-500",
                      c.last_message?.is_system_message && "italic",
                    )}
                  >
                    {previewText(c, me)}
                  </p>
                  {unread && (
                    <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 text-[11px] font-bold text-white">
                      {c.unread_count > 99 ? "99+" : c.unread_count}
                      <span className="sr-only"> unread</span>
                    </span>
                  )}
                </div>
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function ConversationListSkeleton() {
  return (
    <div className="divide-y divide-stone-100" aria-hidden>
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="flex items-center gap-3 px-4 py-3">
          <Skeleton className="size-11 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3.5 w-2/3" />
            <Skeleton className="h-3 w-5/6" />
          </div>
        </div>
      ))}
    </div>
  );
}
