import { NOTIFICATION_LIST_HEIGHT_PX } from "@roost/shared/domain/constants.ts";
import {
  isExpired,
  isUnread,
  matchesNotificationFilter,
  NOTIFICATION_FILTERS,
  NOTIFICATION_TYPE_LABELS,
  type NotificationFilter,
} from "@roost/shared/domain/notifications.ts";
import { CheckCheck } from "lucide-react";
import { useState } from "react";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { useNow } from "../../lib/time.ts";
import { NotificationFeed } from "./notification-feed.tsx";
import { useMarkAllRead, useNotifications } from "./notifications.queries.ts";

export const filterLabel = (filter: NotificationFilter): string =>
  filter === "all" ? "All" : filter === "unread" ? "Unread" : NOTIFICATION_TYPE_LABELS[filter];

/** /notifications (students): filter chips, the latest 50 in a 600 px scroll area, Mark all read. */
export function NotificationsPage() {
  usePageMeta("Notifications");
  const now = useNow();
  const [filter, setFilter] = useState<NotificationFilter>("all");
  const query = useNotifications();
  const markAll = useMarkAllRead();

  const all = (query.data?.notifications ?? []).filter((n) => !isExpired(n, now));
  const shown = all.filter((n) => matchesNotificationFilter(n, filter));
  const unread = query.data?.unread_count ?? all.filter(isUnread).length;

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
        <NotificationFeed
          query={query}
          notifications={shown}
          emptyTitle={
            filter === "all"
              ? "No notifications yet"
              : `No ${filterLabel(filter).toLowerCase()} notifications`
          }
          emptyHint="Group requests, connect requests and new messages will show up here as they happen."
        />
      </div>
    </div>
  );
}
