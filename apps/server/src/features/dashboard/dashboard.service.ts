import { and, count, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import {
  applications,
  conversationParticipants,
  favourites,
  groupMembers,
  notifications,
  properties,
} from "../../db/schema.ts";

/** The dashboard's count cards (§2, §7 Dashboard counts), straight from the real tables. */
export async function dashboardSummary(db: Tx, userId: string, now: Date) {
  const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const [groups, apps, messages, favs, props, unread] = await Promise.all([
    countOf(db.select({ n: count() }).from(groupMembers).where(eq(groupMembers.userId, userId))),
    countOf(db.select({ n: count() }).from(applications).where(eq(applications.applicantUserId, userId))),
    countOf(
      db
        .select({ n: count() })
        .from(conversationParticipants)
        .where(eq(conversationParticipants.userId, userId)),
    ),
    countOf(db.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId))),
    countOf(db.select({ n: count() }).from(properties).where(eq(properties.userId, userId))),
    countOf(
      db
        .select({ n: count() })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            or(
              isNull(notifications.expiresAt),
              gt(notifications.expiresAt, sql`${now.toISOString()}::timestamptz`),
            ),
          ),
        ),
    ),
  ]);
  return {
    counts: { groups, applications: apps, messages, favourites: favs, properties: props },
    unread_notifications: unread,
  };
}
