// The building blocks every membership change shares (create, join by code or request, invite,
// remove, leave, account deletion): the group-row lock that serialises them, the caller's role
// in the locked group, adding a member, and replacing the invite code.
import { generateInviteCode } from "@roost/shared/domain/invite-code.ts";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { groupMembers, groups } from "../../db/schema.ts";
import { catalogueError, isUniqueViolation } from "../../lib/errors.ts";
import { syncGroupParticipants } from "../conversations/group-conversation.service.ts";
import { type GroupRow, groupNotFound } from "./group-queries.ts";

const INVITE_CODE_ATTEMPTS = 8;
export const ONE_GROUP_PER_USER = "group_members_one_group_per_user";
const INVITE_CODE_UNIQUE = "groups_invite_code_unique";

export const alreadyInGroup = () => catalogueError(409, "already_in_group");
export const groupFull = () => catalogueError(422, "group_full");
export const notLeader = () => catalogueError(403, "not_leader");

/** Locks the group row: every membership change of one group runs one at a time. */
export async function lockGroup(tx: Tx, groupId: string): Promise<GroupRow | null> {
  const [group] = await tx.select().from(groups).where(eq(groups.id, groupId)).for("update");
  return group ?? null;
}

/** Locks the group and reads the caller's role in it; outsiders get 404 (they may not see it). */
export async function lockAsMember(
  tx: Tx,
  groupId: string,
  actorId: string,
): Promise<{ group: GroupRow; isLeader: boolean }> {
  const group = await lockGroup(tx, groupId);
  if (!group) throw groupNotFound();
  const [me] = await tx
    .select({ role: groupMembers.role })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, actorId)))
    .limit(1);
  if (!me) throw groupNotFound();
  return { group, isLeader: me.role === "admin" };
}

/** The locked group when the caller leads it; members who are not the leader get 403 not_leader. */
export async function requireLeader(tx: Tx, groupId: string, actorId: string): Promise<GroupRow> {
  const { group, isLeader } = await lockAsMember(tx, groupId, actorId);
  if (!isLeader) throw notLeader();
  return group;
}

/**
 * Adds a member inside the caller's transaction (group row already locked). A concurrent join
 * elsewhere (the unique constraint on user_id) becomes 409 already_in_group; the savepoint keeps
 * the error from poisoning the transaction before we answer.
 */
export async function addMember(tx: Tx, groupId: string, userId: string): Promise<void> {
  try {
    await tx.transaction((sp) => sp.insert(groupMembers).values({ groupId, userId, role: "member" }));
  } catch (error) {
    if (isUniqueViolation(error, ONE_GROUP_PER_USER)) throw alreadyInGroup();
    throw error;
  }
  await syncGroupParticipants(tx, groupId);
}

/** A fresh invite code; a collision with another group's (1 in 32^8) retries, up to a bound. */
export async function withFreshInviteCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(generateInviteCode());
    } catch (error) {
      if (isUniqueViolation(error, INVITE_CODE_UNIQUE) && attempt < INVITE_CODE_ATTEMPTS) continue;
      throw error;
    }
  }
}

/** Gives the group a fresh code, each attempt in a savepoint so a collision leaves tx usable. */
export async function replaceInviteCode(tx: Tx, groupId: string): Promise<void> {
  await withFreshInviteCode((inviteCode) =>
    tx.transaction((sp) => sp.update(groups).set({ inviteCode }).where(eq(groups.id, groupId))),
  );
}
