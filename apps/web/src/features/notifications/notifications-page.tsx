import type { NotificationDto } from "@roost/shared/contracts/notifications.ts";
import { NOTIFICATION_LIST_HEIGHT_PX } from "@roost/shared/domain/constants.ts";
import {
  isExpired,
  isUnread,
  matchesNotificationFilter,
  NOTIFICATION_FILTERS,
  NOTIFICATION_TYPE_LABELS,
  type NotificationFilter,
  type NotificationType,
  notificationHref,
} from "@roost/shared/domain/notifications.ts";
import { relativeTime } from "@roost/shared/domain/relative-time.ts";
import {
  Bell,
  BellRing,
  CheckCheck,
  Circle,
  CircleCheck,
  FileText,
  Handshake,
  type LucideIcon,
  Mail,
  MessageSquare,
  UserPlus,
  Users,
} from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { fullTime, useNow } from "../../lib/time.ts";
import { useMarkAllRead, useNotifications, useSetNotificationRead } from "./notifications.queries.ts";

const TYPE_ICONS: Record<NotificationType, LucideIcon> = {
  group_request: Users,
  connect_request: UserPlus,
  message: MessageSquare,
  application: FileText,
  negotiation: Handshake,
  group_invite: Mail,
  saved_search_match: BellRing,
};

export const filterLabel = (filter: NotificationFilter): string =>
  filter === "all" ? "All" : filter === "unread" ? "Unread" : NOTIFICATION_TYPE_LABELS[filter];

/** /notifications (students): filter chips, the latest 50 in a 600 px scroll area, Mark all read. */
export function NotificationsPage() {
  usePageMeta("Notifications");
  const navigate = useNavigate();
  const now = useNow();
  const [filter, setFilter] = useState<NotificationFilter>("all");
  const query = useNotifications();
  const setRead = useSetNotificationRead();
  const markAll = useMarkAllRead();

  const all = (query.data?.notifications ?? []).filter((n) => !isExpired(n, now));
  const shown = all.filter((n) => matchesNotificationFilter(n, filter));
  const unread = query.data?.unread_count ?? all.filter(isUnread).length;

  const open = (n: NotificationDto) => {
    if (isUnread(n)) setRead.mutate({ id: n.id, read: true });
    navigate(notificationHref(n));
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-stone-900">Notifications</h1>
          <p className="text-sm text-stone-500" aria-live="polite">
            {query.isSuccess ? (unread > 0 ? `${unread} unread` : "You're all caught up") : " "}
          </p>
        </div>
        <Button
          variant="secondary"
          onClick={() => markAll.mutate()}
          disabled={!query.isSuccess || unread === 0 || markAll.isPending}
        >
          <CheckCheck className="size-4" aria-hidden /> Mark all read
        </Button>
      </div>

      <div
        role="toolbar"
        aria-label="Filter notifications"
        className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible"
      >
        {NOTIFICATION_FILTERS.map((f) => {
          const count = all.filter((n) => matchesNotificationFilter(n, f)).length;
          const active = f === filter;
          return (
            <button
              key={f}
              type="button"
              aria-pressed={active}
              onClick={() => setFilter(f)}
              className={cn(
                "inline-flex shrink-0 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors",
                active
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-stone-300 bg-white text-stone-700 hover:border-stone-400 hover:bg-stone-50",
              )}
            >
              {filterLabel(f)}
              {query.isSuccess && (
                <span
                  className={cn(
                    "rounded-full px-1.5 text-xs",
                    active ? "bg-white/20 text-white" : "bg-stone-100 text-stone-600",
                  )}
                >
                  {count}
                </span>
              )}
            </button>
          );
        })}
      </div>

      <div
        className="overflow-y-auto rounded-2xl border border-stone-200 bg-white shadow-sm"
        style={{ height: NOTIFICATION_LIST_HEIGHT_PX }}
        data-testid="notification-list"
      >
        {query.isPending ? (
          <div className="divide-y divide-stone-100" aria-hidden>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <div key={i} className="flex gap-3 p-4">
                <Skeleton className="size-10 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-1/3" />
                  <Skeleton className="h-3 w-2/3" />
                </div>
              </div>
            ))}
          </div>
        ) : query.isError ? (
          <div className="p-6">
            <ErrorState message="We couldn't load your notifications." onRetry={() => void query.refetch()} />
          </div>
        ) : shown.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center px-6 text-center">
            <span className="mb-3 rounded-full bg-brand-50 p-4 text-brand-700">
              <Bell className="size-7" aria-hidden />
            </span>
            <p className="font-medium text-stone-800">
              {filter === "all"
                ? "No notifications yet"
                : `No ${filterLabel(filter).toLowerCase()} notifications`}
            </p>
            <p className="mt-1 max-w-xs text-sm text-stone-500">
              Group requests, connect requests and new messages will show up here as they happen.
            </p>
          </div>
        ) : (
          <ul className="divide-y divide-stone-100" aria-label="Notifications">
            {shown.map((n) => (
              <NotificationRow
                key={n.id}
                notification={n}
                now={now}
                onOpen={() => open(n)}
                onToggle={() => setRead.mutate({ id: n.id, read: isUnread(n) })}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function NotificationRow({
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
              title={fullTime(n.created_at)}
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
