import { randomUUID } from "node:crypto";
import type { NotificationDto } from "@roost/shared/contracts/notifications.ts";
import { NOTIFICATIONS_LIMIT } from "@roost/shared/domain/constants.ts";
import type { NotificationType } from "@roost/shared/domain/notifications.ts";
import { userChannel } from "@roost/shared/domain/realtime-channels.ts";
import { and, desc, eq, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { type NotificationData, notifications } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import { type BusEnvelope, publish, publishMany } from "../../realtime/bus.ts";

export interface NotifyInput {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  data?: NotificationData;
  expiresAt?: Date | null;
}

/**
 * Stores a notification for a user and tells their open tabs (event 'notification_created' on
 * user:{id}, delivered when `tx` commits). Other features call this inside their own transaction.
 */
export async function notify(tx: Tx, input: NotifyInput): Promise<{ id: string }> {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: input.userId,
      type: input.type,
      title: input.title,
      message: input.message,
      data: input.data ?? {},
      expiresAt: input.expiresAt ?? null,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error("notification insert returned nothing");
  await publish(tx, userChannel(input.userId), { kind: "notification_created", notification_id: row.id });
  return row;
}

/**
 * notify() for many people at once, in one statement whatever their number (a listing going live
 * may alert thousands of saved searches), and their tabs told in as few NOTIFYs as fit.
 */
export async function notifyMany(
  tx: Tx,
  type: NotificationType,
  inputs: readonly ManyNotifyInput[],
): Promise<void> {
  if (inputs.length === 0) return;
  const { insert, envelopes } = notifyManySql(type, inputs);
  await publishMany(tx, envelopes, { alongside: [insert] });
}

type ManyNotifyInput = Omit<NotifyInput, "type" | "expiresAt">;

/**
 * notifyMany's insert, to run inside another statement, with the events that tell the tabs: the
 * ids are chosen here, so the events are known before the rows exist.
 */
export function notifyManySql(
  type: NotificationType,
  inputs: readonly ManyNotifyInput[],
): { insert: SQL; envelopes: BusEnvelope[] } {
  const ids = inputs.map(() => randomUUID());
  const insert = sql`
    insert into notifications (id, user_id, type, title, message, data)
    select id, user_id, ${type}::notification_type, title, message, data
    from unnest(${sql.param(ids)}::uuid[], ${sql.param(inputs.map((i) => i.userId))}::text[],
      ${sql.param(inputs.map((i) => i.title))}::text[], ${sql.param(inputs.map((i) => i.message))}::text[],
      ${sql.param(inputs.map((i) => JSON.stringify(i.data ?? {})))}::jsonb[])
      as n(id, user_id, title, message, data)
    returning id`;
  const envelopes = inputs.map((input, i) => ({
    channel: userChannel(input.userId),
    event: { kind: "notification_created" as const, notification_id: ids[i] as string },
  }));
  return { insert, envelopes };
}

/**
 * notify() that never breaks the caller's flow (spec §8: a failed notification is only logged).
 * It runs in a savepoint, so a failure does not abort the caller's transaction either.
 */
export async function notifySafely(tx: Tx, input: NotifyInput, log: Logger): Promise<{ id: string } | null> {
  try {
    return await tx.transaction((sp) => notify(sp, input));
  } catch (err) {
    log.error({ err, type: input.type }, "notification failed");
    return null;
  }
}

type NotificationRow = typeof notifications.$inferSelect;

export function toNotificationDto(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    data: row.data ?? {},
    read_at: row.readAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const visible = (userId: string, now: Date) =>
  and(
    eq(notifications.userId, userId),
    or(isNull(notifications.expiresAt), gt(notifications.expiresAt, now)),
  );

export async function listNotifications(db: Db, userId: string, now: Date) {
  const rows = await db
    .select()
    .from(notifications)
    .where(visible(userId, now))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LIMIT);
  return { notifications: rows.map(toNotificationDto), unread_count: await unreadCount(db, userId, now) };
}

export async function unreadCount(db: Db, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(visible(userId, now), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Read (read_at = now) or unread again (null). Only the owner's own; anyone else gets 404. */
export async function setNotificationRead(db: Db, userId: string, id: string, read: boolean, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ readAt: read ? now : null })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning();
    if (!row) throw notFound();
    await publish(tx, userChannel(userId), { kind: "notifications_changed" });
    return toNotificationDto(row);
  });
}

/** Mark all read: every unread notification of the caller gets read_at = now. */
export async function readAllNotifications(db: Db, userId: string, now: Date) {
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ readAt: now })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (rows.length > 0) await publish(tx, userChannel(userId), { kind: "notifications_changed" });
    return rows.length;
  });
  return { updated, unread_count: await unreadCount(db, userId, now) };
}
