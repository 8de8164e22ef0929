import {
  SHORTLIST_DIGEST_MINUTES,
  type ShortlistActivity,
  shortlistActivityText,
} from "@roost/shared/domain/group-shortlist.ts";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { groupMembers, notifications, profiles } from "../../../db/schema.ts";
import type { JobContext } from "../../../jobs/job.ts";
import { enqueue } from "../../../jobs/queue.ts";
import { notifyMany } from "../../notifications/notifications.service.ts";

// The shortlist's notifications (decision 060), batched: a change schedules one job for its group
// at the end of the current 15-minute window, and that job gives each member one notification of
// what the others did in it ("Sam added 3 homes to the shortlist · 2 new votes"). Its email follows
// the notification like the other group ones, under the "groups and roommates" setting.

export const SHORTLIST_DIGEST = "shortlist-digest";

const WINDOW_MS = SHORTLIST_DIGEST_MINUTES * 60_000;

/** In the changing transaction: the group's digest for this window, once however many changes. */
export async function scheduleShortlistDigest(tx: Tx, groupId: string, now: Date): Promise<void> {
  const to = (Math.floor(now.getTime() / WINDOW_MS) + 1) * WINDOW_MS;
  await enqueue(
    tx,
    SHORTLIST_DIGEST,
    { groupId, from: to - WINDOW_MS, to },
    { runAt: new Date(to), uniqueKey: `${SHORTLIST_DIGEST}:${groupId}:${to}` },
  );
}

/** 'shortlist-digest' {groupId, from, to}: one notification per member of the others' activity. */
export async function shortlistDigestJob({ deps, payload }: JobContext): Promise<void> {
  const groupId = String(payload.groupId ?? "");
  const from = new Date(Number(payload.from));
  const to = new Date(Number(payload.to));
  const digest = String(payload.to);
  await deps.database.db.transaction(async (tx) => {
    // Safe to run twice (a lease can run out mid-job): a window already told is not told again.
    const [told] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.type, "shortlist"),
          sql`${notifications.data}->>'group_id' = ${groupId}`,
          sql`${notifications.data}->>'digest' = ${digest}`,
        ),
      )
      .limit(1);
    if (told) return;
    const members = await tx
      .select({ userId: groupMembers.userId, name: profiles.displayName })
      .from(groupMembers)
      .leftJoin(profiles, eq(profiles.userId, groupMembers.userId))
      .where(eq(groupMembers.groupId, groupId));
    const names = new Map(members.map((m) => [m.userId, m.name ?? "A member"]));
    // Who did each kind of thing in the window, one row per time they did it.
    const inWindow = (at: string) =>
      sql`group_id = ${groupId} and ${sql.identifier(at)} >= ${from} and ${sql.identifier(at)} < ${to}`;
    const actors = async (query: SQL) => (await tx.execute<{ by: string | null }>(query)).rows;
    const added = await actors(sql`select added_by as by from group_shortlist where ${inWindow("added_at")}`);
    const votes = await actors(
      sql`select user_id as by from group_shortlist_votes where ${inWindow("updated_at")}`,
    );
    const comments = await actors(
      sql`select author_id as by from group_shortlist_comments where ${inWindow("created_at")}`,
    );
    const inputs = members.flatMap(({ userId }) => {
      const activity = othersActivity(userId, names, { added, votes, comments });
      if (!activity) return [];
      return [
        {
          userId,
          title: "Your group's shortlist",
          message: shortlistActivityText(activity),
          data: { group_id: groupId, digest },
        },
      ];
    });
    await notifyMany(tx, "shortlist", inputs);
  });
}

type By = { by: string | null }[];

/** What everyone but `memberId` did; null when they did nothing (a member is not told of their own). */
function othersActivity(
  memberId: string,
  names: Map<string, string>,
  rows: { added: By; votes: By; comments: By },
): ShortlistActivity | null {
  const others = (list: By) => list.filter((row) => row.by !== memberId);
  const addedBy = new Map<string, number>();
  for (const { by } of others(rows.added)) {
    const name = (by && names.get(by)) || "A former member";
    addedBy.set(name, (addedBy.get(name) ?? 0) + 1);
  }
  const activity = {
    added: [...addedBy].map(([name, count]) => ({ name, count })),
    votes: others(rows.votes).length,
    comments: others(rows.comments).length,
  };
  return activity.added.length || activity.votes || activity.comments ? activity : null;
}
