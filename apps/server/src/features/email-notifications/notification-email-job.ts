import type { EmailCategory } from "@roost/shared/domain/notification-settings.ts";
import {
  type NotificationData,
  type NotificationType,
  notificationHref,
} from "@roost/shared/domain/notifications.ts";
import { sql } from "drizzle-orm";
import type { JobContext } from "../../jobs/job.ts";
import { button, heading, paragraph } from "../../mail/email-components.ts";
import { createMailer } from "../../mail/mailer.ts";
import { buildNotificationEmail, loadRecipient } from "./notification-email.ts";
import { emailFrequency } from "./notification-settings.service.ts";

// Emails for the in-app notifications of the viewing flow and of groups and roommates (decision
// 032): viewing requested, viewing times offered, attendance asked, new application, not
// interested; connect request received or accepted, join request received, accepted or declined,
// group invite, the group shortlist's batched activity (decision 060). A sweeper (recurring, every minute) enqueues one job per such notification once it
// has waited the delay unread; the job sends it unless it has been read since (seen live in the
// bell or the list) or the category is not set to instant. Nothing in the features that notify
// changes: the notification row is the event.

export const NOTIFICATION_EMAILS = "notification-emails";
export const NOTIFICATION_EMAIL = "notification-email";

export const CATEGORY_OF: Partial<Record<NotificationType, EmailCategory>> = {
  negotiation: "viewings_deals",
  application: "viewings_deals",
  connect_request: "groups_roommates",
  group_request: "groups_roommates",
  group_invite: "groups_roommates",
  shortlist: "groups_roommates",
};

/**
 * Notifications whose event already has its own email: the booking confirmations of spec §7
 * ("viewing booked", "applicant confirmed") are the email for those events, never a second one.
 */
export const HAS_BOOKING_EMAIL: readonly { type: NotificationType; title: string }[] = [
  { type: "negotiation", title: "Viewing booked" },
  { type: "application", title: "Application accepted" },
];

/** How far back the sweeper looks: a notification still unread after a day is no longer news. */
const LOOK_BACK_MS = 24 * 60 * 60_000;

const emailKey = (notificationId: string) => `${NOTIFICATION_EMAIL}:${notificationId}`;

/** The recurring sweep: a job for every notification that has waited the delay unread. */
export async function sweepNotificationEmails({ deps, now }: JobContext): Promise<void> {
  const delayMs = deps.config?.messageEmailDelayMs ?? 0;
  const dueBefore = new Date(now.getTime() - delayMs);
  const since = new Date(dueBefore.getTime() - LOOK_BACK_MS);
  const types = Object.keys(CATEGORY_OF);
  const excluded = HAS_BOOKING_EMAIL.map((e) => sql`(n.type = ${e.type} and n.title = ${e.title})`);
  const result = await deps.database.db.execute(sql`
    insert into jobs (name, payload, run_at, unique_key)
    select ${NOTIFICATION_EMAIL}, jsonb_build_object('notificationId', n.id), ${now}, ${NOTIFICATION_EMAIL} || ':' || n.id
    from notifications n
    where n.read_at is null and n.created_at > ${since} and n.created_at <= ${dueBefore}
      and n.type::text in (${sql.join(
        types.map((t) => sql`${t}`),
        sql`, `,
      )})
      and not (${sql.join(excluded, sql` or `)})
    on conflict (unique_key) do nothing`);
  if (result.rowCount) deps.log.info({ count: result.rowCount }, "notification emails queued");
}

interface NotificationFacts {
  user_id: string;
  type: NotificationType;
  title: string;
  message: string;
  read_at: string | null;
  data: NotificationData;
}

/** 'notification-email' {notificationId}: the email of one notification, unless read meanwhile. */
export async function notificationEmailJob({ deps, payload, now }: JobContext): Promise<void> {
  const db = deps.database.db;
  const id = String(payload.notificationId ?? "");
  const rows = await db.execute<NotificationFacts & Record<string, unknown>>(sql`
    select user_id, type, title, message, read_at, data from notifications where id = ${id}`);
  const n = rows.rows[0];
  if (!n || n.read_at !== null) return;
  const category = CATEGORY_OF[n.type];
  if (!category) return;
  if ((await emailFrequency(db, n.user_id, category)) !== "instant") return;
  const recipient = await loadRecipient(db, n.user_id);
  if (!recipient) return;
  const publicUrl = deps.config?.publicUrl ?? "http://localhost:3000";
  const message = buildNotificationEmail(
    deps,
    {
      recipient,
      category,
      subject: n.title,
      blocks: [
        heading(n.title),
        paragraph(n.message),
        button("Open on Roost", `${publicUrl}${notificationHref(n)}`),
      ],
      personIds: n.data.sender_id ? [n.data.sender_id] : [],
      kind: n.type,
    },
    now,
  );
  await createMailer({ config: deps.config, db, log: deps.log }).sendMail(message, emailKey(id));
}
