import type { Shortlist, ShortlistHome } from "@roost/shared/contracts/group-shortlist.ts";
import type { DealStage } from "@roost/shared/domain/deal-stage.ts";
import {
  byScore,
  everyonesIn,
  SHORTLIST_MAX,
  type ShortlistVote,
  shortlistScore,
} from "@roost/shared/domain/group-shortlist.ts";
import { userChannel } from "@roost/shared/domain/realtime-channels.ts";
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../../app-deps.ts";
import type { Db, Tx } from "../../../db/client.ts";
import {
  dealProgression,
  groupMembers,
  groupShortlist,
  groupShortlistComments,
  groupShortlistShares,
  groupShortlistVotes,
  groups,
  profiles,
  properties,
} from "../../../db/schema.ts";
import { catalogueError, forbidden, notFound, refused } from "../../../lib/errors.ts";
import { publishMany } from "../../../realtime/bus.ts";
import { requestViewing } from "../../deals/deals.service.ts";
import { findVisibleProperty, isUuid } from "../../properties/property-access.ts";
import { cardColumns, storedCard } from "../../properties/property-json.ts";
import { startInquiry } from "../../properties/tracking/property-tracking.service.ts";
import { lockAsMember } from "../group-membership.ts";
import { groupNotFound } from "../group-queries.ts";
import { shareChoicesOf } from "./share-choices.ts";
import { scheduleShortlistDigest } from "./shortlist-digest.ts";

// The group shortlist (decision 060): homes any member adds, one vote per member per home, and short
// comments. Only the group's members read or change it (anyone else: 404). Every change reaches
// the other members at once on their own channels, as a "group_changed" their browsers refetch on.

const FORMER_MEMBER = "Former member";
const shortlistNotFound = () => notFound("That home is not on your group's shortlist.");

export interface Members {
  /** Each member's name by id: whose votes count, and whose names are shown. */
  names: Map<string, string>;
  leaderId: string | null;
}

async function membersOf(tx: Tx, groupId: string): Promise<Members> {
  const rows = await tx
    .select({ userId: groupMembers.userId, role: groupMembers.role, name: profiles.displayName })
    .from(groupMembers)
    .leftJoin(profiles, eq(profiles.userId, groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId));
  return {
    names: new Map(rows.map((r) => [r.userId, r.name ?? "A member"])),
    leaderId: rows.find((r) => r.role === "admin")?.userId ?? null,
  };
}

async function assertMember(tx: Tx, groupId: string, actorId: string): Promise<Members> {
  if (!isUuid(groupId)) throw groupNotFound();
  const members = await membersOf(tx, groupId);
  if (!members.names.has(actorId)) throw groupNotFound();
  return members;
}

/** Members only: the shortlist as the group reads it, best first. */
export async function readShortlist(db: Db, actorId: string, groupId: string): Promise<Shortlist> {
  const members = await assertMember(db, groupId, actorId);
  return shortlistOf(db, groupId, actorId, members);
}

async function shortlistOf(tx: Tx, groupId: string, actorId: string, members: Members): Promise<Shortlist> {
  const rows = await tx
    .select({
      ...cardColumns,
      propertyId: groupShortlist.propertyId,
      deposit: properties.deposit,
      addedBy: groupShortlist.addedBy,
      addedAt: groupShortlist.addedAt,
    })
    .from(groupShortlist)
    .innerJoin(properties, eq(properties.id, groupShortlist.propertyId))
    .where(eq(groupShortlist.groupId, groupId));
  // One after the other: in a transaction they share one connection.
  const votes = await tx.select().from(groupShortlistVotes).where(eq(groupShortlistVotes.groupId, groupId));
  const comments = await tx
    .select()
    .from(groupShortlistComments)
    .where(eq(groupShortlistComments.groupId, groupId))
    .orderBy(asc(groupShortlistComments.createdAt));
  const deals = await tx
    .select({
      propertyId: dealProgression.propertyId,
      stage: dealProgression.currentStage,
      conversationId: dealProgression.conversationId,
    })
    .from(dealProgression)
    .where(eq(dealProgression.groupId, groupId))
    .orderBy(desc(dealProgression.createdAt));
  const shares = await tx
    .select()
    .from(groupShortlistShares)
    .where(eq(groupShortlistShares.groupId, groupId));
  const [group] = await tx
    .select({ billsEstimate: groups.billsEstimate })
    .from(groups)
    .where(eq(groups.id, groupId));
  const nameOf = (userId: string | null) => (userId && members.names.get(userId)) || FORMER_MEMBER;
  const homes = rows.map((row): ShortlistHome => {
    const homeVotes = votes.filter((v) => v.propertyId === row.propertyId);
    return {
      property: storedCard(row),
      added_by: nameOf(row.addedBy),
      added_at: row.addedAt.toISOString(),
      can_remove: row.addedBy === actorId || members.leaderId === actorId,
      score: shortlistScore(homeVotes.map((v) => v.vote)),
      everyones_in: everyonesIn(
        [...members.names.keys()],
        homeVotes.filter((v) => v.vote === "yes").map((v) => v.userId),
      ),
      votes: homeVotes.map((v) => ({
        user_id: v.userId,
        name: nameOf(v.userId),
        vote: v.vote,
        reason: v.reason,
      })),
      my_vote: homeVotes.find((v) => v.userId === actorId)?.vote ?? null,
      comments: comments
        .filter((c) => c.propertyId === row.propertyId)
        .map((c) => ({
          id: c.id,
          author: nameOf(c.authorId),
          mine: c.authorId === actorId,
          body: c.body,
          created_at: c.createdAt.toISOString(),
        })),
      deal: dealOf(deals.find((d) => d.propertyId === row.propertyId)),
      deposit: row.deposit,
      split: shareChoicesOf(shares.filter((share) => share.propertyId === row.propertyId)),
    };
  });
  return {
    homes: homes.sort(byScore),
    member_count: members.names.size,
    i_lead: members.leaderId === actorId,
    bills_estimate: group?.billsEstimate ?? null,
  };
}

const dealOf = (deal: { stage: DealStage; conversationId: string } | undefined) =>
  deal ? { stage: deal.stage, conversation_id: deal.conversationId } : null;

/**
 * In the changing transaction: the other members' browsers refetch. After the change, with the
 * group row locked, so the members told are the members who can read it.
 */
async function tellOthers(tx: Tx, members: Members, actorId: string) {
  await publishMany(
    tx,
    [...members.names.keys()]
      .filter((id) => id !== actorId)
      .map((id) => ({ channel: userChannel(id), event: { kind: "group_changed" as const } })),
  );
}

/** One change by a member, under the group's lock, answered with the shortlist as it now stands. */
export async function changeAsMember(
  db: Db,
  actorId: string,
  groupId: string,
  change: (tx: Tx, members: Members) => Promise<void>,
): Promise<Shortlist> {
  if (!isUuid(groupId)) throw groupNotFound();
  return db.transaction(async (tx) => {
    await lockAsMember(tx, groupId, actorId);
    const members = await membersOf(tx, groupId);
    await change(tx, members);
    await tellOthers(tx, members, actorId);
    return shortlistOf(tx, groupId, actorId, members);
  });
}

/** Adds a home the member can see; adding one already there changes nothing. */
export function addToShortlist(db: Db, now: Date, actorId: string, groupId: string, propertyId: string) {
  return changeAsMember(db, actorId, groupId, async (tx) => {
    const property = await findVisibleProperty(tx, propertyId, actorId);
    const [held] = await tx
      .select({ n: count() })
      .from(groupShortlist)
      .where(eq(groupShortlist.groupId, groupId));
    const [already] = await tx
      .select({ id: groupShortlist.propertyId })
      .from(groupShortlist)
      .where(and(eq(groupShortlist.groupId, groupId), eq(groupShortlist.propertyId, property.id)));
    if (already) return;
    if ((held?.n ?? 0) >= SHORTLIST_MAX)
      throw refused("shortlist_full", `A shortlist holds at most ${SHORTLIST_MAX} homes.`);
    await tx
      .insert(groupShortlist)
      .values({ groupId, propertyId: property.id, addedBy: actorId, addedAt: now });
    await scheduleShortlistDigest(tx, groupId, now);
  });
}

/** The member who added a home, or the leader, takes it off with its votes and comments. */
export function removeFromShortlist(db: Db, actorId: string, groupId: string, propertyId: string) {
  return changeAsMember(db, actorId, groupId, async (tx) => {
    const home = await homeOf(tx, groupId, propertyId);
    const { leaderId } = await membersOf(tx, groupId);
    if (home.addedBy !== actorId && leaderId !== actorId)
      throw forbidden("not_adder", "Only the member who added it or the group leader can remove it.");
    await tx
      .delete(groupShortlist)
      .where(and(eq(groupShortlist.groupId, groupId), eq(groupShortlist.propertyId, home.propertyId)));
  });
}

export async function homeOf(tx: Tx, groupId: string, propertyId: string) {
  if (!isUuid(propertyId)) throw shortlistNotFound();
  const [home] = await tx
    .select()
    .from(groupShortlist)
    .where(and(eq(groupShortlist.groupId, groupId), eq(groupShortlist.propertyId, propertyId.toLowerCase())));
  if (!home) throw shortlistNotFound();
  return home;
}

/** The member's one vote on a shortlisted home; voting again replaces it. */
export function voteOnHome(
  db: Db,
  now: Date,
  actorId: string,
  groupId: string,
  propertyId: string,
  input: { vote: ShortlistVote; reason?: string | null },
) {
  return changeAsMember(db, actorId, groupId, async (tx) => {
    const home = await homeOf(tx, groupId, propertyId);
    const row = { vote: input.vote, reason: input.reason?.trim() || null, updatedAt: now };
    await tx
      .insert(groupShortlistVotes)
      .values({ groupId, propertyId: home.propertyId, userId: actorId, ...row })
      .onConflictDoUpdate({
        target: [groupShortlistVotes.groupId, groupShortlistVotes.propertyId, groupShortlistVotes.userId],
        set: row,
      });
    await scheduleShortlistDigest(tx, groupId, now);
  });
}

/** A short comment in a shortlisted home's row. */
export function commentOnHome(
  db: Db,
  now: Date,
  actorId: string,
  groupId: string,
  propertyId: string,
  body: string,
) {
  return changeAsMember(db, actorId, groupId, async (tx) => {
    const home = await homeOf(tx, groupId, propertyId);
    await tx
      .insert(groupShortlistComments)
      .values({ groupId, propertyId: home.propertyId, authorId: actorId, body: body.trim(), createdAt: now });
    await scheduleShortlistDigest(tx, groupId, now);
  });
}

/**
 * The leader asks for a viewing of a shortlisted home in one step: their enquiry with its landlord
 * is opened (or reopened) and the group's viewing requested, under the deal flow's own rules and
 * refusals ('Viewing already requested'). Anyone else is refused before anything is opened.
 */
export async function requestViewingFromShortlist(
  deps: Pick<AppDeps, "database" | "clock" | "log">,
  actorId: string,
  groupId: string,
  propertyId: string,
): Promise<Shortlist> {
  const db = deps.database.db;
  const members = await assertMember(db, groupId, actorId);
  if (members.leaderId !== actorId) throw catalogueError(403, "not_leader");
  const home = await homeOf(db, groupId, propertyId);
  const { conversation_id } = await startInquiry(deps, actorId, home.propertyId);
  await requestViewing(deps, conversation_id, actorId);
  await db.transaction((tx) => tellOthers(tx, members, actorId));
  return readShortlist(db, actorId, groupId);
}
