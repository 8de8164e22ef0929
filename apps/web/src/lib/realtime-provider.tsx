import type { RealtimeEvent } from "@roost/shared/contracts/conversations.ts";
import { type RealtimeChannel, userChannel } from "@roost/shared/domain/realtime-channels.ts";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import { useAuth } from "./auth.tsx";
import { CONNECTION_NOTICE_GRACE_MS, type ConnectionNotice, connectionNotice } from "./connection-notice.ts";
import { queryKeys } from "./query-keys.ts";
import type { RealtimeClient, RealtimeStatus } from "./realtime.ts";
import type { RealtimeListener } from "./realtime-registry.ts";

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
export function keysForUserEvent(event: RealtimeEvent): readonly (readonly string[])[] {
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
    default:
      return [];
  }
}

function invalidate(queryClient: QueryClient, keys: readonly (readonly string[])[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

const RealtimeContext = createContext<RealtimeClient | null>(null);

/**
 * One realtime connection while someone is signed in (closed on sign-out or user switch). It
 * listens on the user's own channel and invalidates lists, badges and the dashboard; after a
 * reconnect it invalidates them too, so nothing sent while the tab was offline is missed.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { user, needsOnboarding } = useAuth();
  const queryClient = useQueryClient();
  // The server refuses the socket until onboarding is complete; don't retry it every 10 s meanwhile.
  const userId = needsOnboarding ? null : (user?.id ?? null);
  const [client, setClient] = useState<RealtimeClient | null>(null);

  useEffect(() => {
    if (!userId || typeof WebSocket === "undefined") return;
    // The client's code loads only for someone signed in: a visitor's first page never needs it.
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("./realtime.ts").then(({ RealtimeClient, realtimeUrl }) => {
      if (cancelled) return;
      const next = new RealtimeClient({ url: () => realtimeUrl() });
      const offUser = next.subscribe(userChannel(userId), (event) =>
        invalidate(queryClient, keysForUserEvent(event)),
      );
      const offReconnect = next.onReconnect(() =>
        invalidate(queryClient, [...CONVERSATION_KEYS, ...NOTIFICATION_KEYS]),
      );
      next.start();
      // As a transition: parts of the page still waiting for their code to hydrate wait for it,
      // instead of being rendered again from scratch and losing what was typed into them.
      startTransition(() => setClient(next));
      stop = () => {
        offUser();
        offReconnect();
        next.stop();
        setClient(null);
      };
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, queryClient]);

  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}

/** The tab's realtime client, or null when signed out. */
export function useRealtimeClient(): RealtimeClient | null {
  return useContext(RealtimeContext);
}

/**
 * Listen to a channel while mounted (null = none). The latest `onEvent` is always called, so
 * callers need not memoise it; several components may share a channel.
 */
export function useRealtimeChannel(channel: RealtimeChannel | null, onEvent: RealtimeListener): void {
  const client = useRealtimeClient();
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    if (!client || !channel) return;
    return client.subscribe(channel, (event, ch) => handler.current(event, ch));
  }, [client, channel]);
}

/** Run `callback` after every reconnect (refetch what the component shows). */
export function useRealtimeReconnect(callback: () => void): void {
  const client = useRealtimeClient();
  const handler = useRef(callback);
  handler.current = callback;
  useEffect(() => {
    if (!client) return;
    return client.onReconnect(() => handler.current());
  }, [client]);
}

/**
 * Whether live updates are off right now, for the connection banner: the realtime status, when the
 * socket went down, and the browser's online/offline events, re-read once the grace period ends.
 */
export function useConnectionNotice(): ConnectionNotice {
  const client = useRealtimeClient();
  const [status, setStatus] = useState<RealtimeStatus>(client?.status ?? "idle");
  const [downSince, setDownSince] = useState<number | null>(null);
  const [browserOnline, setBrowserOnline] = useState(() =>
    typeof navigator === "undefined" ? true : navigator.onLine,
  );
  const [, rerender] = useState(0);

  useEffect(() => {
    if (!client) return;
    setStatus(client.status);
    return client.onStatus((next) => {
      setStatus(next);
      setDownSince((since) => (next === "open" || next === "idle" ? null : (since ?? Date.now())));
    });
  }, [client]);

  useEffect(() => {
    const update = () => setBrowserOnline(navigator.onLine);
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);

  // Re-evaluate when the grace period of the current outage ends.
  useEffect(() => {
    if (downSince === null) return;
    const timer = setTimeout(
      () => rerender((n) => n + 1),
      Math.max(0, downSince + CONNECTION_NOTICE_GRACE_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [downSince]);

  return connectionNotice({ status, downSince, now: Date.now(), browserOnline });
}
