import type { PushSubscriptionInput } from "@roost/shared/contracts/push.ts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pushSubscriptions } from "../../db/schema.ts";
import { badRequest, catalogueMessage } from "../../lib/errors.ts";
import { isAllowedPushEndpoint } from "./push-endpoint.ts";

// The devices a person receives pushes on (decision 064): one row per browser subscription, any
// number per person. A subscription belongs to the session it was made under, so signing out of
// that device removes it (the foreign key cascades).

interface Subscriber {
  userId: string;
  sessionId: string | null;
  userAgent: string | undefined;
}

/**
 * Stores this device's subscription. The same endpoint again (a key rotation, or someone else
 * signing in on a shared computer) updates the row and moves it to the caller: the endpoint is the
 * browser's, and it should push only for whoever is signed in there now.
 */
export async function savePushSubscription(
  db: Db,
  subscriber: Subscriber,
  input: PushSubscriptionInput,
  extraServiceOrigins: readonly string[],
): Promise<void> {
  if (!isAllowedPushEndpoint(input.endpoint, extraServiceOrigins)) {
    throw badRequest("push_endpoint_not_allowed", catalogueMessage("push_endpoint_not_allowed"), "endpoint");
  }
  const values = {
    userId: subscriber.userId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    sessionId: subscriber.sessionId,
    userAgentLabel: deviceLabel(subscriber.userAgent),
  };
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: input.endpoint, ...values })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        ...values,
        // A device moved to another person starts a new record; its old successes were not theirs.
        createdAt: sql`case when ${pushSubscriptions.userId} = excluded.user_id then ${pushSubscriptions.createdAt} else now() end`,
        lastSuccessAt: sql`case when ${pushSubscriptions.userId} = excluded.user_id then ${pushSubscriptions.lastSuccessAt} end`,
      },
    });
}

/**
 * Forgets the caller's subscription with this endpoint. Someone else's is left alone and the
 * answer is the same, so the call tells nobody whether an endpoint is known.
 */
export async function removePushSubscription(db: Db, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/OPR\//, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** "Chrome on Android": how the data export names a device, without keeping the whole header. */
export function deviceLabel(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? null;
}
