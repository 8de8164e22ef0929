// The roommate finder (§7 Roommates): the page of matching students with their compatibility and
// connect state, and the direct chat with one of them. Connect requests are
// connect-requests.service.ts; the public profile fields public-profile.ts.
import type { RoommateCard, RoommatesQuery } from "@roost/shared/contracts/roommates.ts";
import { ROOMMATE_BUDGET_BANDS } from "@roost/shared/domain/budget-bands.ts";
import { compatibility } from "@roost/shared/domain/compatibility.ts";
import { connectButtonState } from "@roost/shared/domain/connect-request.ts";
import { ROOMMATES_PAGE_SIZE } from "@roost/shared/domain/constants.ts";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { connectRequests, profiles } from "../../db/schema.ts";
import { notFound } from "../../lib/errors.ts";
import { containsPattern } from "../../lib/like-pattern.ts";
import { findOrCreateDirectConversation } from "../conversations/direct-conversation.service.ts";
import { requireStudent } from "../groups/students-only.ts";
import { notBlockedWith } from "../safety/blocks.ts";
import { connectView, toConnectRequestJson } from "./connect-requests.service.ts";
import { badgesByUser, profileOf, toPublicProfile } from "./public-profile.ts";
import {
  compatibilityScoreSql,
  decodeRoommateCursor,
  encodeRoommateCursor,
  roommateOrder,
} from "./roommate-order.ts";

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
    const pattern = containsPattern(q);
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
