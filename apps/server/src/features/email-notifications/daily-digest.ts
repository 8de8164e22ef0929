import {
  EMAIL_CATEGORIES,
  EMAIL_CATEGORY_LABELS,
  type EmailCategory,
} from "@roost/shared/domain/notification-settings.ts";
import type { NotificationType } from "@roost/shared/domain/notifications.ts";
import { digestedAlerts, SAVED_SEARCH_TEXTS } from "@roost/shared/domain/saved-searches.ts";
import { sql } from "drizzle-orm";
import type { JobContext } from "../../jobs/job.ts";
import { enqueue } from "../../jobs/queue.ts";
import { button, heading, paragraph } from "../../mail/email-components.ts";
import { createMailer } from "../../mail/mailer.ts";
import { alertHomes, homeCards } from "../saved-searches/saved-search-email.ts";
import { digestDay, isDigestHour, previousDigestAt } from "./digest-time.ts";
import { buildNotificationEmail, loadRecipient } from "./notification-email.ts";
import { CATEGORY_OF, HAS_BOOKING_EMAIL } from "./notification-email-job.ts";
import { frequenciesOf } from "./notification-settings.service.ts";

// The daily digest (decisions 032 and 041): each morning at 07:00 London time, one email
// per person listing what is still unread since the last digest in the categories they set to
// "Daily digest", and the homes their daily saved searches matched. The recurring job runs every
// hour and only the 07:00 one fans out one job per person with something unread (unique per person
// and London date, so a retry or a second instance never mails anyone twice); that job decides
// from their settings.

export const DAILY_DIGEST = "daily-digest";
export const DAILY_DIGEST_TO = "daily-digest-to";

/** Lines listed per category; the rest are counted. */
const LINES_PER_CATEGORY = 5;

/**
 * The in-app notification types listed as lines, messages included. Saved-search alerts are listed
 * as homes instead (photo, price, link), read from the matches of the searches the digest collects.
 */
const DIGEST_CATEGORY_OF: Partial<Record<NotificationType, EmailCategory>> = {
  ...CATEGORY_OF,
  message: "messages_enquiries",
};

/** The hourly run: at 07:00 in London, the digests; at any other hour, nothing. */
export async function dailyDigestJob(context: JobContext): Promise<void> {
  if (isDigestHour(context.now)) await fanOutDailyDigests(context);
}

/** One digest job per person with an unread notification since the last digest. */
export async function fanOutDailyDigests({ deps, now }: Pick<JobContext, "deps" | "now">): Promise<void> {
  const db = deps.database.db;
  const since = previousDigestAt(now);
  const people = await db.execute<{ user_id: string }>(sql`
    select distinct user_id from notifications
    where read_at is null and created_at > ${since} and created_at <= ${now}`);
  const day = digestDay(now);
  await db.transaction(async (tx) => {
    for (const { user_id } of people.rows)
      await enqueue(
        tx,
        DAILY_DIGEST_TO,
        { userId: user_id, until: now.toISOString() },
        { runAt: now, uniqueKey: `${DAILY_DIGEST_TO}:${user_id}:${day}` },
      );
  });
}

interface DigestLine {
  type: NotificationType;
  title: string;
  message: string;
}

/** 'daily-digest-to' {userId, until}: the digest of one person, or nothing. */
export async function dailyDigestToJob({ deps, payload, now }: JobContext): Promise<void> {
  const db = deps.database.db;
  const userId = String(payload.userId ?? "");
  const until = new Date(String(payload.until ?? now.toISOString()));
  const since = previousDigestAt(until);
  const frequencies = await frequenciesOf(db, userId);
  const daily = EMAIL_CATEGORIES.filter((c) => frequencies[c] === "daily");
  const searchAlerts = digestedAlerts(frequencies.saved_search_alerts);
  if (daily.length === 0 && searchAlerts.length === 0) return;
  const excluded = HAS_BOOKING_EMAIL.map((e) => sql`(type = ${e.type} and title = ${e.title})`);
  const rows = await db.execute<DigestLine & Record<string, unknown>>(sql`
    select type, title, message from notifications
    where user_id = ${userId} and read_at is null
      and created_at > ${since} and created_at <= ${until}
      and not (${sql.join(excluded, sql` or `)})
    order by created_at asc`);
  const byCategory = new Map<EmailCategory, DigestLine[]>();
  for (const line of rows.rows) {
    const category = DIGEST_CATEGORY_OF[line.type];
    if (!category || !daily.includes(category)) continue;
    byCategory.set(category, [...(byCategory.get(category) ?? []), line]);
  }
  const homes = await alertHomes(db, {
    userId,
    alerts: searchAlerts,
    matchedAfter: since,
    matchedUntil: until,
  });
  const total = [...byCategory.values()].reduce((n, lines) => n + lines.length, homes.length);
  if (total === 0) return;
  const recipient = await loadRecipient(db, userId);
  if (!recipient) return;

  const publicUrl = deps.config?.publicUrl ?? "http://localhost:3000";
  const blocks = [
    heading("Your daily digest"),
    paragraph(`${total === 1 ? "One update" : `${total} updates`} you have not seen yet on Roost.`),
    ...[...byCategory.entries()].flatMap(([category, lines]) => [
      paragraph(EMAIL_CATEGORY_LABELS[category].toUpperCase()),
      ...lines.slice(0, LINES_PER_CATEGORY).map((l) => paragraph(`${l.title}: ${l.message}`)),
      ...(lines.length > LINES_PER_CATEGORY
        ? [paragraph(`and ${lines.length - LINES_PER_CATEGORY} more.`)]
        : []),
    ]),
    ...(homes.length
      ? [
          paragraph(SAVED_SEARCH_TEXTS.digestHeading.toUpperCase()),
          ...homeCards(publicUrl, homes.slice(0, LINES_PER_CATEGORY)),
          ...(homes.length > LINES_PER_CATEGORY
            ? [button(`See all ${homes.length} new homes`, `${publicUrl}/saved-searches`)]
            : []),
        ]
      : []),
    button("Open Roost", `${publicUrl}/dashboard`),
  ];
  const message = buildNotificationEmail(
    deps,
    {
      recipient,
      category: "daily_digest",
      subject: `Your Roost daily digest: ${total === 1 ? "1 update" : `${total} updates`}`,
      blocks,
      personIds: [],
      kind: "daily_digest",
    },
    now,
  );
  await createMailer({ config: deps.config, db, log: deps.log }).sendMail(
    message,
    `${DAILY_DIGEST_TO}:${userId}:${digestDay(until)}`,
  );
}
