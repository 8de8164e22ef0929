import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { REMOVED_MEMBER_REQUEST_WAIT_DAYS } from "@roost/shared/domain/groups.ts";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { catalogueError } from "../../lib/errors.ts";

// A removed member may not send the group a join request for a while (decision 016), so removal
// is not answered by a stream of new requests. The mark lives in the rate_limits table: it is a
// window with an expiry like the others, and the prune-rate-limits job deletes it once it is over.

const keyOf = (groupId: string, userId: string) => `group_removed:${groupId}:${userId}`;

/** Starts (or restarts) the wait after the leader removed `userId` from the group. */
export async function rememberRemoval(tx: Tx, groupId: string, userId: string, now: Date): Promise<void> {
  const until = now.getTime() + REMOVED_MEMBER_REQUEST_WAIT_DAYS * DAY_MS;
  await tx.execute(sql`
    insert into rate_limits (key, points, expire) values (${keyOf(groupId, userId)}, 1, ${until})
    on conflict (key) do update set points = 1, expire = excluded.expire`);
}

/** 403 removed_from_group while the wait after a removal from this group is running. */
export async function refuseIfRecentlyRemoved(
  tx: Tx,
  groupId: string,
  userId: string,
  now: Date,
): Promise<void> {
  const result = await tx.execute(sql`
    select 1 from rate_limits where key = ${keyOf(groupId, userId)} and expire > ${now.getTime()}`);
  if (result.rows.length > 0) throw catalogueError(403, "removed_from_group");
}
