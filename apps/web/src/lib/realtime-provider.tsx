import type { RealtimeChannel } from "@roost/shared/domain/realtime-channels.ts";
import { useQueryClient } from "@tanstack/react-query";
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
import type { RealtimeClient } from "./realtime.ts";
import type { RealtimeListener } from "./realtime-registry.ts";

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
    // The client and what the user's channel refreshes load only for someone signed in: a
    // visitor's first page never needs them.
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("./user-channel.ts").then(({ openUserChannel }) => {
      if (cancelled) return;
      const channel = openUserChannel(userId, queryClient);
      // As a transition: parts of the page still waiting for their code to hydrate wait for it,
      // instead of being rendered again from scratch and losing what was typed into them.
      startTransition(() => setClient(channel.client));
      stop = () => {
        channel.close();
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
