import { isExpired } from "@roost/shared/domain/notifications.ts";
import { CheckCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { useNow } from "../../lib/time.ts";
import { NotificationFeed } from "./notification-feed.tsx";
import { useMarkAllRead, useNotifications } from "./notifications.queries.ts";

/** What a non-student's notifications are about (decision 034), shown while there are none. */
const NON_STUDENT_EMPTY_HINT =
  "New enquiries, messages, viewing steps and applications will show up here as they happen.";

/**
 * A non-student's notifications (decision 034): a title with the unread count and Mark all read
 * over the scrolling list. The bell's popover and the dashboard section show it; the realtime
 * provider keeps it fresh. `enabled` false leaves the list unfetched (a closed popover).
 */
export function NotificationPanel({
  title,
  enabled = true,
  listClassName,
  onOpened,
}: {
  title: ReactNode;
  enabled?: boolean;
  listClassName?: string;
  onOpened?(): void;
}) {
  const now = useNow();
  const query = useNotifications(enabled);
  const markAll = useMarkAllRead();
  const shown = (query.data?.notifications ?? []).filter((n) => !isExpired(n, now));
  const unread = query.data?.unread_count ?? 0;

  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-stone-100 px-4 py-3">
        <div>
          {title}
          <p className="text-xs text-stone-500" aria-live="polite">
            {query.isSuccess ? (unread > 0 ? `${unread} unread` : "You're all caught up") : " "}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => markAll.mutate()}
          disabled={!query.isSuccess || unread === 0 || markAll.isPending}
        >
          <CheckCheck className="size-4" aria-hidden /> Mark all read
        </Button>
      </div>
      <div className={cn("min-h-0 flex-1 overflow-y-auto", listClassName)}>
        <NotificationFeed
          query={query}
          notifications={shown}
          emptyTitle="No notifications yet"
          emptyHint={NON_STUDENT_EMPTY_HINT}
          skeletonRows={3}
          onOpened={onOpened}
        />
      </div>
    </>
  );
}
