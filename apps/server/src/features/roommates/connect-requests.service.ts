// Connect requests between students (§7 Roommates): one row per pair, sent, accepted or rejected,
// and listed; requestBetween and connectView feed the connect button on cards and profiles.
import type {
  ConnectRequest,
  ConnectRequestWithPeople,
  RoommatePerson,
} from "@roost/shared/contracts/roommates.ts";
import { and, desc, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client.ts";
import { connectRequests, profiles } from "../../db/schema.ts";
import { catalogueError, notFound } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import { requireStudent } from "../groups/students-only.ts";
import { notifySafely } from "../notifications/notifications.service.ts";
import { refuseIfBlocked } from "../safety/blocks.ts";
import { profileOf } from "./public-profile.ts";

type ConnectRequestRow = typeof connectRequests.$inferSelect;

export function toConnectRequestJson(r: ConnectRequestRow): ConnectRequest {
  return {
    id: r.id,
    sender_id: r.senderId,
    receiver_id: r.receiverId,
    message: r.message,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

export function connectView(r: ConnectRequestRow | null) {
  return r ? { senderId: r.senderId, receiverId: r.receiverId, status: r.status } : null;
}

/** The single request of a pair (either direction), or null. */
export async function requestBetween(tx: Tx, a: string, b: string): Promise<ConnectRequestRow | null> {
  const [row] = await tx
    .select()
    .from(connectRequests)
    .where(
      or(
        and(eq(connectRequests.senderId, a), eq(connectRequests.receiverId, b)),
        and(eq(connectRequests.senderId, b), eq(connectRequests.receiverId, a)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** GET /api/roommates/requests: the caller's pending requests, received and sent, newest first. */
export async function listConnectRequests(
  db: Db,
  actorId: string,
): Promise<{ received: ConnectRequestWithPeople[]; sent: ConnectRequestWithPeople[] }> {
  await requireStudent(db, actorId);
  const sender = alias(profiles, "sender");
  const receiver = alias(profiles, "receiver");
  const rows = await db
    .select({
      request: connectRequests,
      senderName: sender.displayName,
      senderAvatar: sender.avatarUrl,
      senderUniversity: sender.university,
      receiverName: receiver.displayName,
      receiverAvatar: receiver.avatarUrl,
      receiverUniversity: receiver.university,
    })
    .from(connectRequests)
    .leftJoin(sender, eq(sender.userId, connectRequests.senderId))
    .leftJoin(receiver, eq(receiver.userId, connectRequests.receiverId))
    .where(
      and(
        eq(connectRequests.status, "pending"),
        or(eq(connectRequests.senderId, actorId), eq(connectRequests.receiverId, actorId)),
      ),
    )
    .orderBy(desc(connectRequests.updatedAt), desc(connectRequests.id));
  const items = rows.map((r): ConnectRequestWithPeople => {
    const person = (
      userId: string,
      name: string | null,
      avatar: string | null,
      uni: string | null,
    ): RoommatePerson => ({
      user_id: userId,
      display_name: name,
      avatar_url: avatar,
      university: uni,
    });
    return {
      ...toConnectRequestJson(r.request),
      sender: person(r.request.senderId, r.senderName, r.senderAvatar, r.senderUniversity),
      receiver: person(r.request.receiverId, r.receiverName, r.receiverAvatar, r.receiverUniversity),
    };
  });
  return {
    received: items.filter((i) => i.receiver_id === actorId),
    sent: items.filter((i) => i.sender_id === actorId),
  };
}

/**
 * POST /api/roommates/requests. One row per unordered pair (the unique index on least/greatest):
 * a single INSERT … ON CONFLICT either creates the row, or — only when the pair's request was
 * rejected — turns it back into a pending request from the caller ('Connect Again'). A pending or
 * accepted pair is 409 connect_request_duplicate, so simultaneous A→B and B→A leave one row.
 * The receiver is notified (type connect_request, data sender_id / sender_name).
 */
export async function sendConnectRequest(
  db: Db,
  log: Logger,
  actorId: string,
  receiverId: string,
  message: string | null | undefined,
): Promise<ConnectRequest> {
  await requireStudent(db, actorId);
  if (receiverId === actorId) throw catalogueError(422, "self_connect");
  return db.transaction(async (tx) => {
    const receiver = await profileOf(tx, receiverId);
    if (receiver?.userType !== "student") throw notFound("Student not found.");
    await refuseIfBlocked(tx, actorId, receiverId, "cannot_connect_user");
    const result = await tx.execute<{ id: string }>(sql`
      insert into connect_requests (sender_id, receiver_id, message, status)
      values (${actorId}, ${receiverId}, ${message ?? null}, 'pending')
      on conflict (least(sender_id, receiver_id), greatest(sender_id, receiver_id)) do update
        set sender_id = excluded.sender_id, receiver_id = excluded.receiver_id, message = excluded.message,
            status = 'pending', created_at = now(), updated_at = now()
        where connect_requests.status = 'rejected'
      returning id`);
    const id = result.rows[0]?.id;
    if (!id) throw catalogueError(409, "connect_request_duplicate");
    const [row] = await tx.select().from(connectRequests).where(eq(connectRequests.id, id));
    if (!row) throw new Error("connect request vanished");
    const senderName = (await profileOf(tx, actorId))?.displayName ?? "A student";
    await notifySafely(
      tx,
      {
        userId: receiverId,
        type: "connect_request",
        title: "New connect request",
        message: `${senderName} wants to connect with you`,
        data: { sender_id: actorId, sender_name: senderName },
      },
      log,
    );
    return toConnectRequestJson(row);
  });
}

/**
 * POST /api/roommates/requests/:id/accept | reject: only the receiver (anyone else 404), only a
 * pending request (422 request_not_pending). An acceptance tells the sender (type connect_request);
 * a rejection is silent.
 */
export async function respondToConnectRequest(
  db: Db,
  log: Logger,
  actorId: string,
  requestId: string,
  accept: boolean,
): Promise<ConnectRequest> {
  await requireStudent(db, actorId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(connectRequests)
      .where(and(eq(connectRequests.id, requestId), eq(connectRequests.receiverId, actorId)))
      .for("update");
    if (!row) throw notFound("Connect request not found.");
    if (row.status !== "pending") throw catalogueError(422, "request_not_pending");
    const [updated] = await tx
      .update(connectRequests)
      .set({ status: accept ? "accepted" : "rejected", updatedAt: new Date() })
      .where(eq(connectRequests.id, requestId))
      .returning();
    if (!updated) throw new Error("connect request vanished");
    if (accept) {
      const name = (await profileOf(tx, actorId))?.displayName ?? "A student";
      await notifySafely(
        tx,
        {
          userId: row.senderId,
          type: "connect_request",
          title: "Connect request accepted",
          message: `${name} accepted your connect request. You can now message each other.`,
          data: { sender_id: actorId, sender_name: name },
        },
        log,
      );
    }
    return toConnectRequestJson(updated);
  });
}
