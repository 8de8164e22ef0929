import type {
  ConnectRequest,
  ConnectRequestWithPeople,
  PublicProfile,
  RoommateCard,
  RoommatePerson,
  RoommatesQuery,
} from "@roost/shared/contracts/roommates.ts";
import { ROOMMATE_BUDGET_BANDS } from "@roost/shared/domain/budget-bands.ts";
import { compatibility } from "@roost/shared/domain/compatibility.ts";
import { connectButtonState } from "@roost/shared/domain/connect-request.ts";
import { ROOMMATES_PAGE_SIZE } from "@roost/shared/domain/constants.ts";
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client.ts";
import { connectRequests, profiles, userBadges } from "../../db/schema.ts";
import { catalogueError, notFound } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import { findOrCreateDirectConversation } from "../conversations/direct-conversation.service.ts";
import { requireStudent } from "../groups/students-only.ts";
import { notifySafely } from "../notifications/notifications.service.ts";
import { notBlockedWith, refuseIfBlocked } from "../safety/blocks.ts";
import {
  compatibilityScoreSql,
  decodeRoommateCursor,
  encodeRoommateCursor,
  roommateOrder,
} from "./roommate-order.ts";

type ProfileRow = typeof profiles.$inferSelect;
type ConnectRequestRow = typeof connectRequests.$inferSelect;
type Badge = PublicProfile["badges"][number];

// ---------------------------------------------------------------- mapping

/** Profile fields any permitted viewer sees: never email, never phone (see profile-view). */
export function toPublicProfile(p: ProfileRow, badges: Badge[]): PublicProfile {
  return {
    user_id: p.userId,
    display_name: p.displayName,
    avatar_url: p.avatarUrl,
    bio: p.bio,
    university: p.university,
    current_year: p.currentYear,
    interests: p.interests,
    hobbies: p.hobbies,
    preferred_locations: p.preferredLocations,
    budget_min: p.budgetMin,
    budget_max: p.budgetMax,
    facebook_url: p.facebookUrl,
    instagram_url: p.instagramUrl,
    x_url: p.xUrl,
    user_type: p.userType,
    is_verified: p.isVerified,
    created_at: p.createdAt.toISOString(),
    badges,
  };
}

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

export async function badgesByUser(tx: Tx, userIds: string[]): Promise<Map<string, Badge[]>> {
  const map = new Map<string, Badge[]>();
  if (userIds.length === 0) return map;
  const rows = await tx
    .select({
      userId: userBadges.userId,
      badge_type: userBadges.badgeType,
      badge_name: userBadges.badgeName,
      description: userBadges.description,
    })
    .from(userBadges)
    .where(inArray(userBadges.userId, userIds));
  for (const { userId, ...badge } of rows) {
    const list = map.get(userId) ?? [];
    list.push(badge);
    map.set(userId, list);
  }
  return map;
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

async function profileOf(tx: Tx, userId: string): Promise<ProfileRow | null> {
  const [row] = await tx.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row ?? null;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// ---------------------------------------------------------------- GET /api/roommates

/**
 * One page of the students other than the caller (§7 Roommates), filtered by search, university and
 * the roommate budget bands (ROOMMATE_BUDGET_BANDS on budget_max), each with the caller's connect
 * state and a compatibility score. Sorted by score (ties: newest profile first) unless
 * sort=newest. Keyset pages (decision 023): every match is reachable through `next_cursor`.
 */
export async function listRoommates(
  db: Db,
  actorId: string,
  query: Required<Pick<RoommatesQuery, "budget" | "sort">> &
    Pick<RoommatesQuery, "q" | "university" | "cursor">,
): Promise<{ roommates: RoommateCard[]; next_cursor: string | null }> {
  await requireStudent(db, actorId);
  const viewer = await profileOf(db, actorId);
  if (!viewer) throw notFound("Profile not found.");
  const after = query.cursor ? decodeRoommateCursor(query.cursor, query.sort) : null;
  const viewerCompat = {
    university: viewer.university,
    budget_min: viewer.budgetMin,
    budget_max: viewer.budgetMax,
    interests: viewer.interests,
    hobbies: viewer.hobbies,
    preferred_locations: viewer.preferredLocations,
  };

  const conditions = [
    sql`p.user_type = 'student'`,
    sql`p.user_id <> ${actorId}`,
    notBlockedWith(actorId, sql`p.user_id`),
  ];
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    conditions.push(sql`(p.display_name ilike ${pattern} or p.bio ilike ${pattern} or p.university ilike ${pattern}
      or exists (select 1 from unnest(p.interests || p.hobbies || p.preferred_locations) tag where tag ilike ${pattern}))`);
  }
  const university = query.university?.trim();
  if (university && university.toLowerCase() !== "all") {
    conditions.push(sql`lower(p.university) = lower(${university})`);
  }
  const { lowMax, mediumMax } = ROOMMATE_BUDGET_BANDS;
  if (query.budget === "low") conditions.push(sql`p.budget_max <= ${lowMax}`);
  if (query.budget === "medium")
    conditions.push(sql`p.budget_max > ${lowMax} and p.budget_max <= ${mediumMax}`);
  if (query.budget === "high") conditions.push(sql`p.budget_max > ${mediumMax}`);

  const score = query.sort === "compatibility" ? compatibilityScoreSql(viewerCompat) : sql`0`;
  const order = roommateOrder(query.sort, score, after);
  if (order.after) conditions.push(order.after);
  // One row more than a page tells whether another page follows.
  const idRows = await db.execute<{ user_id: string; created_key: string; score: number }>(sql`
    select p.user_id, p.created_at::text as created_key, ${score} as score from profiles p
    where ${sql.join(conditions, sql` and `)}
    order by ${order.orderBy}
    limit ${ROOMMATES_PAGE_SIZE + 1}`);
  const page = idRows.rows.slice(0, ROOMMATES_PAGE_SIZE);
  const last = idRows.rows.length > ROOMMATES_PAGE_SIZE ? page.at(-1) : undefined;
  const next_cursor = last
    ? encodeRoommateCursor({
        sort: query.sort,
        score: last.score,
        createdAt: last.created_key,
        userId: last.user_id,
      })
    : null;
  const ids = page.map((r) => r.user_id);
  if (ids.length === 0) return { roommates: [], next_cursor };

  const [rows, requests, badges] = await Promise.all([
    db.select().from(profiles).where(inArray(profiles.userId, ids)),
    db
      .select()
      .from(connectRequests)
      .where(
        or(
          and(eq(connectRequests.senderId, actorId), inArray(connectRequests.receiverId, ids)),
          and(eq(connectRequests.receiverId, actorId), inArray(connectRequests.senderId, ids)),
        ),
      ),
    badgesByUser(db, ids),
  ]);
  const requestByOther = new Map(
    requests.map((r) => [r.senderId === actorId ? r.receiverId : r.senderId, r] as const),
  );
  const byId = new Map(rows.map((p) => [p.userId, p]));
  // The page keeps the SQL order; the card's score and reasons come from the shared rule.
  const cards = ids.flatMap((id): RoommateCard[] => {
    const p = byId.get(id);
    if (!p) return [];
    const request = requestByOther.get(p.userId) ?? null;
    const publicProfile = toPublicProfile(p, badges.get(p.userId) ?? []);
    return [
      {
        ...publicProfile,
        connect_state: connectButtonState(connectView(request), actorId),
        connect_request: request ? toConnectRequestJson(request) : null,
        compatibility: compatibility(viewerCompat, publicProfile),
      },
    ];
  });
  return { roommates: cards, next_cursor };
}

// ---------------------------------------------------------------- connect requests

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

/**
 * POST /api/roommates/:userId/message: the direct chat with a connected student (found or
 * created); without an accepted request or a shared group 403 not_connected (from the
 * conversations helper).
 */
export async function startRoommateChat(
  db: Db,
  actorId: string,
  otherId: string,
): Promise<{ conversation_id: string; created: boolean }> {
  await requireStudent(db, actorId);
  const result = await db.transaction((tx) => findOrCreateDirectConversation(tx, actorId, otherId));
  return { conversation_id: result.conversationId, created: result.created };
}
