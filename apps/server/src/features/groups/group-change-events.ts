import { userChannel } from "@roost/shared/domain/realtime-channels.ts";
import { and, eq, ne } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { groupMembers } from "../../db/schema.ts";
import { publishMany } from "../../realtime/bus.ts";
import { membershipOf } from "./group-queries.ts";

/**
 * Tells the other members of `actorId`'s group that something they see of the group changed (a
 * member's budget: decision 038), on their own user channels; their browsers refetch the group.
 */
export async function publishGroupChanged(tx: Tx, actorId: string): Promise<void> {
  const membership = await membershipOf(tx, actorId);
  if (!membership) return;
  const others = await tx
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, membership.groupId), ne(groupMembers.userId, actorId)));
  await publishMany(
    tx,
    others.map((m) => ({ channel: userChannel(m.userId), event: { kind: "group_changed" as const } })),
  );
}
