import type { PushPayload } from "@roost/shared/domain/push.ts";
import { eq, sql } from "drizzle-orm";
import webpush from "web-push";
import type { Tx } from "../../db/client.ts";
import { pushSubscriptions } from "../../db/schema.ts";
import type { JobContext } from "../../jobs/job.ts";
import { isAllowedPushEndpoint } from "./push-endpoint.ts";

// One push to one device, as a job of its own (decision 064): a device whose push service is down
// retries on the queue's schedule without sending the others' pushes twice. web-push encrypts the
// payload (RFC 8291) and signs the VAPID token (RFC 8292); the request itself goes out with fetch,
// which also speaks plain http to a local test push service.

export const PUSH_DELIVERY = "push-delivery";

/** A push later than a day is no longer news: the push service drops it, and the queue gives up. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** 30 s, 1 min, 2 min … about two hours of tries in all (jobs/worker.ts retryDelayMs). */
const DELIVERY_MAX_ATTEMPTS = 8;
const REQUEST_TIMEOUT_MS = 10_000;

export type PushUrgency = "normal" | "high";

/**
 * Queues the push to every device of `userId`, in the transaction of the job that decided to push;
 * `sourceKey` names that job, so running it again queues no second delivery.
 */
export async function enqueuePushToDevices(
  tx: Tx,
  input: { userId: string; payload: PushPayload; urgency: PushUrgency; sourceKey: string; now: Date },
): Promise<void> {
  // The user id too, so erasing an account finds the jobs about them (deletion-steps.ts).
  const payload = JSON.stringify({ userId: input.userId, payload: input.payload, urgency: input.urgency });
  await tx.execute(sql`
    insert into jobs (name, payload, run_at, unique_key, max_attempts)
    select ${PUSH_DELIVERY}, ${payload}::jsonb || jsonb_build_object('subscriptionId', s.id), ${input.now},
      ${`${PUSH_DELIVERY}:${input.sourceKey}:`} || s.id, ${DELIVERY_MAX_ATTEMPTS}
    from push_subscriptions s where s.user_id = ${input.userId}
    on conflict (unique_key) do nothing`);
}

/** 'push-delivery' {userId, subscriptionId, payload, urgency}: posts the push; 404/410 forget the device. */
export async function pushDeliveryJob({ deps, payload, now }: JobContext): Promise<void> {
  const push = deps.config?.push;
  if (!push) return;
  const db = deps.database.db;
  const id = String(payload.subscriptionId ?? "");
  const [device] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1);
  // Signed out, unsubscribed or deleted since: nobody to tell.
  if (!device) return;
  // A push service the operator has since taken off PUSH_SERVICE_ORIGINS is posted to no more.
  if (!isAllowedPushEndpoint(device.endpoint, push.extraServiceOrigins)) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    return;
  }
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(payload.payload),
    {
      vapidDetails: push.vapid,
      TTL: PUSH_TTL_SECONDS,
      urgency: payload.urgency === "high" ? "high" : "normal",
    },
  );
  const response = await fetch(request.endpoint, {
    method: request.method,
    // fetch counts the body itself.
    headers: Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== "content-length")
        .map(([name, value]) => [name, String(value)]),
    ),
    body: request.body,
    redirect: "error",
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  await response.body?.cancel();
  if (response.ok) {
    await db.update(pushSubscriptions).set({ lastSuccessAt: now }).where(eq(pushSubscriptions.id, id));
    return;
  }
  // The browser unsubscribed or the subscription expired: it will never work again.
  if (response.status === 404 || response.status === 410) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    deps.log.info({ status: response.status }, "push subscription gone; removed");
    return;
  }
  throw new Error(`The push service answered ${response.status}`);
}
