import { PUSH_TEXTS } from "@roost/shared/domain/push.ts";
import type { RealtimeStatus } from "./realtime.ts";

/**
 * Whether to tell a signed-in person that live updates are off (an offline banner while the
 * socket is down). A socket that drops and comes back within the grace period (a server
 * restart closes with 1012 and reconnects after 1 s) shows nothing, so the banner never flickers.
 */
export const CONNECTION_NOTICE_GRACE_MS = 3000;

export type ConnectionNotice = "offline" | "reconnecting" | null;

export function connectionNotice(input: {
  status: RealtimeStatus;
  /** When the socket last stopped being open (null while open or never started). */
  downSince: number | null;
  now: number;
  /** navigator.onLine: false is the browser's own word that the network is gone. */
  browserOnline: boolean;
}): ConnectionNotice {
  if (input.status === "idle" || input.status === "open") return null;
  if (!input.browserOnline) return "offline";
  if (input.downSince !== null && input.now - input.downSince >= CONNECTION_NOTICE_GRACE_MS) {
    return "reconnecting";
  }
  return null;
}

export const CONNECTION_NOTICE_TEXTS: Readonly<Record<Exclude<ConnectionNotice, null>, string>> = {
  // The outbox sends what was written meanwhile once the network is back.
  offline: PUSH_TEXTS.offlineBanner,
  reconnecting: "Connection lost. Reconnecting… New messages will appear as soon as it's back.",
};
