// A signed-in tab's realtime connection and what its user's own channel keeps fresh. Loaded by
// the realtime provider once someone is signed in, so a visitor's first page never downloads it.
import type { RealtimeEvent } from "@roost/shared/contracts/conversations.ts";
import { userChannel } from "@roost/shared/domain/realtime-channels.ts";
import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "./query-keys.ts";
import { RealtimeClient, realtimeUrl } from "./realtime.ts";

// What the user channel keeps fresh, from the same key factory the features use. A new
// notification may be a join or connect request, so the group and roommate pages refresh too.
const CONVERSATION_KEYS = [queryKeys.conversations.list, queryKeys.inquiries, queryKeys.dashboard] as const;
const NOTIFICATION_KEYS = [
  queryKeys.notifications.all,
  queryKeys.dashboard,
  queryKeys.groups.all,
  queryKeys.roommates.all,
] as const;

/** What a user-channel event makes stale. Unknown kinds never reach here (the client drops them). */
function keysForUserEvent(event: RealtimeEvent): readonly (readonly string[])[] {
  switch (event.kind) {
    case "conversation_updated":
    case "conversation_read":
    case "participant_removed":
    case "participant_added":
      return CONVERSATION_KEYS;
    case "notification_created":
    case "notifications_changed":
      return NOTIFICATION_KEYS;
    case "group_changed":
      return [queryKeys.groups.all];
    case "tenancy_updated":
      return [queryKeys.tenancies.all];
    default:
      return [];
  }
}

function invalidate(queryClient: QueryClient, keys: readonly (readonly string[])[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Opens the tab's connection listening on the user's own channel: its events invalidate lists,
 * badges and the dashboard, and so does every reconnect, so nothing sent while the tab was offline
 * is missed. `close` ends both.
 */
export function openUserChannel(
  userId: string,
  queryClient: QueryClient,
): { client: RealtimeClient; close: () => void } {
  const client = new RealtimeClient({ url: () => realtimeUrl() });
  const offUser = client.subscribe(userChannel(userId), (event) =>
    invalidate(queryClient, keysForUserEvent(event)),
  );
  const offReconnect = client.onReconnect(() =>
    invalidate(queryClient, [...CONVERSATION_KEYS, ...NOTIFICATION_KEYS]),
  );
  client.start();
  return {
    client,
    close: () => {
      offUser();
      offReconnect();
      client.stop();
    },
  };
}
