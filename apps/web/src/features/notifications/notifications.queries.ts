// Notifications API hooks (contracts/notifications.ts): the list (latest 50), the unread count
// for badges, and optimistic read-state changes rolled back with the spec's error text.

import type { NotificationList, UnreadCount } from "@roost/shared/contracts/notifications.ts";
import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import { isUnread } from "@roost/shared/domain/notifications.ts";
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { notify } from "../../lib/toast.ts";

/** `enabled` false until the list is shown (the bell's popover fetches it when opened). */
export function useNotifications(enabled = true) {
  return useQuery({
    queryKey: queryKeys.notifications.list,
    queryFn: () => api("/api/notifications"),
    enabled,
  });
}

export const unreadCountQuery = queryOptions({
  queryKey: queryKeys.notifications.unreadCount,
  queryFn: () => api("/api/notifications/unread-count"),
});

export function useUnreadNotificationCount(enabled = true) {
  return useQuery({ ...unreadCountQuery, select: (data) => data.unread_count, enabled });
}

/** Apply a read-state change to the cached list and count (pure, so it can be unit-tested). */
export function applyReadChange(
  list: NotificationList | undefined,
  change: { id: string; read: boolean } | { all: true },
  now: Date,
): NotificationList | undefined {
  if (!list) return list;
  let delta = 0;
  const notifications = list.notifications.map((n) => {
    const target = "all" in change ? true : n.id === change.id;
    if (!target) return n;
    const read = "all" in change ? true : change.read;
    if (read && isUnread(n)) {
      delta -= 1;
      return { ...n, read_at: now.toISOString() };
    }
    if (!read && !isUnread(n)) {
      delta += 1;
      return { ...n, read_at: null };
    }
    return n;
  });
  const unread_count = "all" in change ? 0 : Math.max(0, list.unread_count + delta);
  return { notifications, unread_count };
}

interface Snapshot {
  list?: NotificationList;
  count?: UnreadCount;
}

async function optimistic(
  queryClient: QueryClient,
  change: { id: string; read: boolean } | { all: true },
): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: queryKeys.notifications.all });
  const snapshot: Snapshot = {
    list: queryClient.getQueryData<NotificationList>(queryKeys.notifications.list),
    count: queryClient.getQueryData<UnreadCount>(queryKeys.notifications.unreadCount),
  };
  const next = applyReadChange(snapshot.list, change, new Date());
  if (next) queryClient.setQueryData(queryKeys.notifications.list, next);
  if (snapshot.count) {
    const unread =
      "all" in change
        ? 0
        : next
          ? next.unread_count
          : Math.max(0, snapshot.count.unread_count + (change.read ? -1 : 1));
    queryClient.setQueryData<UnreadCount>(queryKeys.notifications.unreadCount, { unread_count: unread });
  }
  return snapshot;
}

function rollback(queryClient: QueryClient, snapshot: Snapshot | undefined) {
  if (snapshot?.list) queryClient.setQueryData(queryKeys.notifications.list, snapshot.list);
  if (snapshot?.count) queryClient.setQueryData(queryKeys.notifications.unreadCount, snapshot.count);
  notify("error", ERROR_TEXTS.notification_update_failed);
}

function settle(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
}

export function useSetNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      api(`/api/notifications/${encodeURIComponent(id)}`, {
        method: "PATCH",
        body: { read },
      }),
    onMutate: (change) => optimistic(queryClient, change),
    onError: (_error, _change, snapshot) => rollback(queryClient, snapshot),
    onSettled: () => settle(queryClient),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api("/api/notifications/read-all", { method: "POST", body: {} }),
    onMutate: () => optimistic(queryClient, { all: true }),
    onError: (_error, _vars, snapshot) => rollback(queryClient, snapshot),
    onSettled: () => settle(queryClient),
  });
}
