import type { EmailCategory } from "@roost/shared/domain/notification-settings.ts";
import {
  type NotificationData,
  type NotificationType,
  notificationHref,
} from "@roost/shared/domain/notifications.ts";
import { sql } from "drizzle-orm";
import type { JobContext } from "../../jobs/job.ts";
import { CATEGORY_OF } from "../email-notifications/notification-email-job.ts";
import { enqueuePushToDevices } from "./push-delivery.ts";
import { getPushSettings } from "./push-settings.service.ts";

// Pushes for the in-app notifications of the viewing flow, of groups and roommates (the ones that
// have emails, notification-email-job.ts) and of saved-search alerts (decision 064). The
// notification row is the event, as for email: a sweeper (recurring, every minute) queues a job
// for each new one whose person has that switch on and a device, due PUSH_DELAY_SECONDS after the
// notification; the job pushes it unless it has been read meanwhile. A notification's title and
// message name people and places, never what anyone wrote, so both may show on a lock screen.

export const PUSH_NOTIFICATIONS = "push-notifications";
export const PUSH_NOTIFICATION = "push-notification";

const PUSH_CATEGORY_OF: Partial<Record<NotificationType, EmailCategory>> = {
  ...CATEGORY_OF,
  saved_search_match: "saved_search_alerts",
};

/** A notification the sweeper missed for longer than this (the worker was down) is no longer news. */
const LOOK_BACK_MS = 60 * 60_000;

/** The recurring sweep: a due-later job for every new notification someone wants pushed. */
export async function sweepNotificationPushes({ deps, now }: JobContext): Promise<void> {
  const push = deps.config?.push;
  if (!push) return;
  const since = new Date(now.getTime() - LOOK_BACK_MS);
  // Due the delay after the notification: what is left of it by the database's clock (which
  // stamped created_at), counted from the app's clock (which the worker compares run_at with; the
  // two differ under the test clock of decision 008).
  // Each category's switch is the push_settings column of the same name.
  const switchedOn = Object.entries(PUSH_CATEGORY_OF).map(
    ([type, category]) => sql`(n.type = ${type} and s.${sql.identifier(category)})`,
  );
  const result = await deps.database.db.execute(sql`
    insert into jobs (name, payload, run_at, unique_key)
    select ${PUSH_NOTIFICATION}, jsonb_build_object('notificationId', n.id, 'userId', n.user_id),
      ${now}::timestamptz + (n.created_at + make_interval(secs => ${push.delayMs / 1000}) - now()),
      ${PUSH_NOTIFICATION} || ':' || n.id
    from notifications n join push_settings s on s.user_id = n.user_id
    where n.read_at is null and n.created_at > ${since}
      and (${sql.join(switchedOn, sql` or `)})
      and exists (select 1 from push_subscriptions d where d.user_id = n.user_id)
    on conflict (unique_key) do nothing`);
  if (result.rowCount) deps.log.info({ count: result.rowCount }, "notification pushes queued");
}

interface NotificationFacts {
  user_id: string;
  type: NotificationType;
  title: string;
  message: string;
  read_at: string | null;
  data: NotificationData;
}

/** 'push-notification' {notificationId}: the push of one notification, unless read meanwhile. */
export async function pushNotificationJob({ deps, payload, job, now }: JobContext): Promise<void> {
  const id = String(payload.notificationId ?? "");
  await deps.database.db.transaction(async (tx) => {
    const rows = await tx.execute<NotificationFacts & Record<string, unknown>>(sql`
      select user_id, type, title, message, read_at, data from notifications where id = ${id}`);
    const n = rows.rows[0];
    if (!n || n.read_at !== null) return;
    const category = PUSH_CATEGORY_OF[n.type];
    if (!category || !(await getPushSettings(tx, n.user_id))[category]) return;
    await enqueuePushToDevices(tx, {
      userId: n.user_id,
      payload: { title: n.title, body: n.message, url: notificationHref(n), tag: `notification:${id}` },
      urgency: "normal",
      sourceKey: `${PUSH_NOTIFICATION}:${job.id}`,
      now,
    });
  });
}
