import type { NotificationDto } from "@roost/shared/contracts/notifications.ts";
import {
  isUnread,
  NOTIFICATION_TYPE_LABELS,
  type NotificationType,
} from "@roost/shared/domain/notifications.ts";
import { relativeTime } from "@roost/shared/domain/relative-time.ts";
import { ukDateTime } from "@roost/shared/domain/uk-time.ts";
import {
  BadgeCheck,
  Bell,
  BellRing,
  Circle,
  CircleCheck,
  FileText,
  Handshake,
  ListChecks,
  type LucideIcon,
  Mail,
  MessageSquare,
  UserPlus,
  Users,
} from "lucide-react";
import { cn } from "../../components/ui/cn.ts";

const TYPE_ICONS: Record<NotificationType, LucideIcon> = {
  group_request: Users,
  connect_request: UserPlus,
  message: MessageSquare,
  application: FileText,
  negotiation: Handshake,
  group_invite: Mail,
  saved_search_match: BellRing,
  verification: BadgeCheck,
  shortlist: ListChecks,
};

/** One notification: opening it goes where it points; the round button toggles read (§4). */
export function NotificationRow({
  notification: n,
  now,
  onOpen,
  onToggle,
}: {
  notification: NotificationDto;
  now: Date;
  onOpen(): void;
  onToggle(): void;
}) {
  const unread = isUnread(n);
  const Icon = TYPE_ICONS[n.type] ?? Bell;
  return (
    <li className={cn("group relative flex items-start gap-1 pr-2", unread ? "bg-brand-50/50" : "bg-white")}>
      <button
        type="button"
        onClick={onOpen}
        className="flex min-w-0 flex-1 items-start gap-3 p-4 text-left hover:bg-stone-50/80 focus-visible:-outline-offset-2"
      >
        <span
          className={cn(
            "relative mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full",
            unread ? "bg-brand-100 text-brand-800" : "bg-stone-100 text-stone-500",
          )}
        >
          <Icon className="size-5" aria-hidden />
          {unread && (
            <span className="absolute -right-0.5 -top-0.5 size-3 rounded-full bg-brand-600 ring-2 ring-white" />
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-3">
            <span
              className={cn(
                "text-sm",
                unread ? "font-semibold text-stone-900" : "font-medium text-stone-700",
              )}
            >
              {n.title}
              {unread && <span className="sr-only"> (unread)</span>}
            </span>
            <time
              dateTime={n.created_at}
              title={ukDateTime(n.created_at)}
              className="shrink-0 text-xs text-stone-400"
            >
              {relativeTime(n.created_at, now)}
            </time>
          </span>
          <span className={cn("mt-0.5 block text-sm", unread ? "text-stone-700" : "text-stone-500")}>
            {n.message}
          </span>
          <span className="mt-1.5 inline-block rounded-full bg-stone-100 px-2 py-0.5 text-[11px] font-medium text-stone-600">
            {NOTIFICATION_TYPE_LABELS[n.type] ?? n.type}
          </span>
        </span>
      </button>
      <button
        type="button"
        onClick={onToggle}
        aria-label={unread ? `Mark “${n.title}” as read` : `Mark “${n.title}” as unread`}
        title={unread ? "Mark as read" : "Mark as unread"}
        className="mt-3 shrink-0 rounded-full p-2 text-stone-400 hover:bg-stone-100 hover:text-brand-700"
      >
        {unread ? <CircleCheck className="size-5" aria-hidden /> : <Circle className="size-5" aria-hidden />}
      </button>
    </li>
  );
}
