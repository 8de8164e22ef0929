import type { NotificationDto, NotificationList } from "@roost/shared/contracts/notifications.ts";
import { isUnread, notificationHref } from "@roost/shared/domain/notifications.ts";
import type { UseQueryResult } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { useNavigate } from "react-router";
import { ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { useNow } from "../../lib/time.ts";
import { NotificationRow } from "./notification-row.tsx";
import { useSetNotificationRead } from "./notifications.queries.ts";

const SKELETON_ROWS = [0, 1, 2, 3, 4, 5];

/**
 * A list of notifications with its loading, error and empty states; opening one marks it read
 * and goes where it points. The students' page, the bell's popover and the dashboard show it.
 */
export function NotificationFeed({
  query,
  notifications,
  emptyTitle,
  emptyHint,
  skeletonRows = 6,
  onOpened,
}: {
  query: UseQueryResult<NotificationList>;
  notifications: readonly NotificationDto[];
  emptyTitle: string;
  emptyHint: string;
  skeletonRows?: number;
  /** Called after navigating (the popover closes itself). */
  onOpened?(): void;
}) {
  const navigate = useNavigate();
  const now = useNow();
  const setRead = useSetNotificationRead();

  if (query.isPending) {
    return (
      <div className="divide-y divide-stone-100" aria-hidden>
        {SKELETON_ROWS.slice(0, skeletonRows).map((i) => (
          <div key={i} className="flex gap-3 p-4">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-2/3" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="p-6">
        <ErrorState message="We couldn't load your notifications." onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (notifications.length === 0) {
    return (
      <div className="flex h-full flex-col items-center justify-center px-6 py-10 text-center">
        <span className="mb-3 rounded-full bg-brand-50 p-4 text-brand-700">
          <Bell className="size-7" aria-hidden />
        </span>
        <p className="font-medium text-stone-800">{emptyTitle}</p>
        <p className="mt-1 max-w-xs text-sm text-stone-500">{emptyHint}</p>
      </div>
    );
  }

  const open = (n: NotificationDto) => {
    if (isUnread(n)) setRead.mutate({ id: n.id, read: true });
    navigate(notificationHref(n));
    onOpened?.();
  };
  return (
    <ul className="divide-y divide-stone-100" aria-label="Notifications">
      {notifications.map((n) => (
        <NotificationRow
          key={n.id}
          notification={n}
          now={now}
          onOpen={() => open(n)}
          onToggle={() => setRead.mutate({ id: n.id, read: isUnread(n) })}
        />
      ))}
    </ul>
  );
}
