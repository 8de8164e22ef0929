import type { DiscoverGroup, DiscoverGroupsQuery } from "@roost/shared/contracts/groups.ts";
import { GROUP_BUDGET_BANDS } from "@roost/shared/domain/budget-bands.ts";
import { DISCOVER_GROUPS_LIMIT } from "@roost/shared/domain/constants.ts";
import { joinBlockedReason } from "@roost/shared/domain/groups.ts";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { groups } from "../../db/schema.ts";
import { containsPattern } from "../../lib/like-pattern.ts";
import { blockedWith } from "../safety/blocks.ts";
import { membershipOf, toGroupBase } from "./group-queries.ts";
import { requireStudent } from "./students-only.ts";

/**
 * GET /api/groups/discover: the latest DISCOVER_GROUPS_LIMIT groups looking for a property,
 * newest first, without the caller's own group or groups with a pending request of theirs (§5).
 * Search and the budget band (GROUP_BUDGET_BANDS on budget_max) are applied before the limit.
 */
export async function discoverGroups(
  db: Db,
  actorId: string,
  query: Required<Pick<DiscoverGroupsQuery, "budget">> & Pick<DiscoverGroupsQuery, "q">,
): Promise<DiscoverGroup[]> {
  await requireStudent(db, actorId);
  const conditions = [
    sql`g.looking_for_property`,
    sql`not exists (select 1 from group_members gm where gm.group_id = g.id and gm.user_id = ${actorId})`,
    sql`not exists (select 1 from group_join_requests r
          where r.group_id = g.id and r.user_id = ${actorId} and r.status = 'pending')`,
    // A group the caller could not join because of a block with one of its members (decision 011).
    sql`not exists (select 1 from group_members bm
          where bm.group_id = g.id and ${blockedWith(actorId, sql`bm.user_id`)})`,
  ];
  const q = query.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(sql`(g.name ilike ${pattern} or g.description ilike ${pattern}
      or exists (select 1 from unnest(g.preferred_locations) loc where loc ilike ${pattern}))`);
  }
  const { lowMax, mediumMax } = GROUP_BUDGET_BANDS;
  if (query.budget === "low") conditions.push(sql`g.budget_max <= ${lowMax}`);
  if (query.budget === "medium")
    conditions.push(sql`g.budget_max > ${lowMax} and g.budget_max <= ${mediumMax}`);
  if (query.budget === "high") conditions.push(sql`g.budget_max > ${mediumMax}`);

  const rows = await db.execute<{
    id: string;
    member_count: number;
    creator_display_name: string | null;
    creator_avatar_url: string | null;
    creator_university: string | null;
    creator_exists: boolean;
  }>(sql`
    select g.id,
      (select count(*)::int from group_members gm where gm.group_id = g.id) as member_count,
      p.display_name as creator_display_name, p.avatar_url as creator_avatar_url,
      p.university as creator_university, (p.user_id is not null) as creator_exists
    from groups g
    left join profiles p on p.user_id = g.created_by
    where ${sql.join(conditions, sql` and `)}
    order by g.created_at desc, g.id desc
    limit ${DISCOVER_GROUPS_LIMIT}`);
  if (rows.rows.length === 0) return [];

  const ids = rows.rows.map((r) => r.id);
  const groupRows = await db.select().from(groups).where(inArray(groups.id, ids));
  const byId = new Map(groupRows.map((g) => [g.id, g]));
  const userInAnyGroup = (await membershipOf(db, actorId)) !== null;

  const out: DiscoverGroup[] = [];
  for (const r of rows.rows) {
    const g = byId.get(r.id);
    if (!g) continue;
    const reason = joinBlockedReason({
      memberCount: r.member_count,
      maxMembers: g.maxMembers,
      userInAnyGroup,
    });
    out.push({
      ...toGroupBase(g, r.member_count),
      creator: r.creator_exists
        ? {
            user_id: g.createdBy,
            display_name: r.creator_display_name,
            avatar_url: r.creator_avatar_url,
            university: r.creator_university,
          }
        : null,
      can_join: reason === null,
      join_blocked_reason: reason === null ? null : reason === "group_full" ? "full" : "already_in_group",
    });
  }
  return out;
}
