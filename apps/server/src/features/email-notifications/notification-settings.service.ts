import type { NotificationSettings } from "@roost/shared/contracts/notification-settings.ts";
import {
  DEFAULT_EMAIL_FREQUENCIES,
  type EmailCategory,
  type EmailFrequencies,
  type EmailFrequency,
  type UnsubscribeTarget,
} from "@roost/shared/domain/notification-settings.ts";
import { DEFAULT_USER_TYPE } from "@roost/shared/domain/user-types.ts";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import {
  newsletterSubscriptions,
  notificationSettings,
  profiles,
  savedSearches,
  user,
} from "../../db/schema.ts";

// A person's email notification settings (decision 032). Until they save, the defaults of their
// user type apply, so changing someone's type changes their defaults too. The newsletter switch is
// the newsletter subscription of their sign-in address (decision 021): the footer form and this
// page are two doors to the same row.

export async function frequenciesOf(db: Tx, userId: string): Promise<EmailFrequencies> {
  const [row] = await db
    .select({
      userType: profiles.userType,
      messagesEnquiries: notificationSettings.messagesEnquiries,
      viewingsDeals: notificationSettings.viewingsDeals,
      groupsRoommates: notificationSettings.groupsRoommates,
      savedSearchAlerts: notificationSettings.savedSearchAlerts,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  const defaults = DEFAULT_EMAIL_FREQUENCIES[row?.userType ?? DEFAULT_USER_TYPE];
  return {
    messages_enquiries: row?.messagesEnquiries ?? defaults.messages_enquiries,
    viewings_deals: row?.viewingsDeals ?? defaults.viewings_deals,
    groups_roommates: row?.groupsRoommates ?? defaults.groups_roommates,
    saved_search_alerts: row?.savedSearchAlerts ?? defaults.saved_search_alerts,
  };
}

/** How `userId` wants to hear about `category` by email. */
export async function emailFrequency(
  db: Tx,
  userId: string,
  category: EmailCategory,
): Promise<EmailFrequency> {
  return (await frequenciesOf(db, userId))[category];
}

const signInEmail = (userId: string) => sql`(select lower(email) from "user" where id = ${userId})`;

export async function getNotificationSettings(db: Tx, userId: string): Promise<NotificationSettings> {
  const subscribed = await db.execute<{ subscribed: boolean }>(
    sql`select exists (select 1 from ${newsletterSubscriptions} where email = ${signInEmail(userId)}) as subscribed`,
  );
  return { ...(await frequenciesOf(db, userId)), newsletter: subscribed.rows[0]?.subscribed === true };
}

/** Saves every category and the newsletter switch at once; answers what is now stored. */
export async function saveNotificationSettings(
  db: Db,
  userId: string,
  input: NotificationSettings,
  now: Date,
): Promise<NotificationSettings> {
  return db.transaction(async (tx) => {
    await writeFrequencies(tx, userId, input, now);
    await setNewsletter(tx, userId, input.newsletter);
    return getNotificationSettings(tx, userId);
  });
}

async function writeFrequencies(tx: Tx, userId: string, frequencies: EmailFrequencies, now: Date) {
  const values = {
    messagesEnquiries: frequencies.messages_enquiries,
    viewingsDeals: frequencies.viewings_deals,
    groupsRoommates: frequencies.groups_roommates,
    savedSearchAlerts: frequencies.saved_search_alerts,
    updatedAt: now,
  };
  await tx
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
}

async function setNewsletter(tx: Tx, userId: string, subscribed: boolean) {
  if (subscribed) {
    await tx.execute(sql`insert into ${newsletterSubscriptions} (email)
      select ${signInEmail(userId)} on conflict (email) do nothing`);
  } else {
    await tx.execute(sql`delete from ${newsletterSubscriptions} where email = ${signInEmail(userId)}`);
  }
}

/**
 * The one-click unsubscribe: one category off (the others kept as they were), the newsletter, or
 * the daily digest: every category now set to daily becomes off, and so does every saved search
 * whose own alert is daily (decision 041: its homes came in the digest). A deleted account:
 * nothing to do.
 */
export async function unsubscribe(
  db: Db,
  userId: string,
  target: UnsubscribeTarget,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (target === "newsletter") return setNewsletter(tx, userId, false);
    const exists = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).limit(1);
    if (exists.length === 0) return;
    const current = await frequenciesOf(tx, userId);
    const next: EmailFrequencies =
      target === "daily_digest"
        ? (Object.fromEntries(
            Object.entries(current).map(([c, f]) => [c, f === "daily" ? "off" : f]),
          ) as EmailFrequencies)
        : { ...current, [target]: "off" };
    await writeFrequencies(tx, userId, next, now);
    if (target === "daily_digest")
      await tx
        .update(savedSearches)
        .set({ alert: "off" })
        .where(and(eq(savedSearches.userId, userId), eq(savedSearches.alert, "daily")));
  });
}
