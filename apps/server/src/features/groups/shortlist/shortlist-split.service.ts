import type { Shortlist } from "@roost/shared/contracts/group-shortlist.ts";
import { isRoomAdvert, pricedRooms } from "@roost/shared/domain/housemate-prices.ts";
import { PREMIUMS_OVER_RENT } from "@roost/shared/domain/housemate-shares.ts";
import { and, eq, ne } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.ts";
import { groupShortlistShares, groups, properties } from "../../../db/schema.ts";
import { badRequest, conflict, refused } from "../../../lib/errors.ts";
import { changeAsMember, homeOf, type Members } from "./shortlist.service.ts";

// How a group splits a shortlisted home (decision 061): any member sets the premiums of a whole
// home (the group decides together, and everyone sees each change at once); each member claims
// their own room of a room advert. The group's bills estimate is one figure for all its homes.

async function listingOf(tx: Tx, propertyId: string) {
  const [listing] = await tx
    .select({
      advertType: properties.advertType,
      monthlyRent: properties.monthlyRent,
      rooms: properties.roomsData,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return listing ?? { advertType: null, monthlyRent: null, rooms: null };
}

function checkedPremiums(members: Members, premiums: readonly { user_id: string; premium: number }[]) {
  const byMember = new Map<string, number>();
  for (const { user_id, premium } of premiums) {
    if (!members.names.has(user_id)) throw badRequest("not_a_member", "That person is not in your group.");
    if (byMember.has(user_id)) throw badRequest("duplicate_member", "Give each member one premium.");
    byMember.set(user_id, premium);
  }
  return byMember;
}

/** A whole home's premiums over an even share, for every member at once (left out: none). */
export function setPremiums(
  db: Db,
  now: Date,
  actorId: string,
  groupId: string,
  propertyId: string,
  premiums: readonly { user_id: string; premium: number }[],
): Promise<Shortlist> {
  return changeAsMember(db, actorId, groupId, async (tx, members) => {
    const home = await homeOf(tx, groupId, propertyId);
    const listing = await listingOf(tx, home.propertyId);
    if (isRoomAdvert(listing))
      throw refused("not_whole_home", "In a room advert each member claims a room instead.");
    const byMember = checkedPremiums(members, premiums);
    const total = [...byMember.values()].reduce((a, b) => a + b, 0);
    if (listing.monthlyRent !== null && total > listing.monthlyRent)
      throw refused("premiums_over_rent", `${PREMIUMS_OVER_RENT}.`);
    for (const userId of members.names.keys()) {
      const premium = byMember.get(userId) ?? 0;
      await tx
        .insert(groupShortlistShares)
        .values({ groupId, propertyId: home.propertyId, userId, premium, updatedAt: now })
        .onConflictDoUpdate({
          target: [
            groupShortlistShares.groupId,
            groupShortlistShares.propertyId,
            groupShortlistShares.userId,
          ],
          set: { premium, updatedAt: now },
        });
    }
  });
}

/** The caller claims a priced room of a room advert, or lets theirs go (null). */
export function claimRoom(
  db: Db,
  now: Date,
  actorId: string,
  groupId: string,
  propertyId: string,
  roomIndex: number | null,
): Promise<Shortlist> {
  return changeAsMember(db, actorId, groupId, async (tx) => {
    const home = await homeOf(tx, groupId, propertyId);
    const listing = await listingOf(tx, home.propertyId);
    if (!isRoomAdvert(listing))
      throw refused("not_room_advert", "This home is let whole: the group can set premiums instead.");
    if (roomIndex !== null) {
      if (!pricedRooms(listing).some((room) => room.index === roomIndex))
        throw refused("room_not_priced", "That room has no rent to claim.");
      const [taken] = await tx
        .select({ userId: groupShortlistShares.userId })
        .from(groupShortlistShares)
        .where(
          and(
            eq(groupShortlistShares.groupId, groupId),
            eq(groupShortlistShares.propertyId, home.propertyId),
            eq(groupShortlistShares.roomIndex, roomIndex),
            ne(groupShortlistShares.userId, actorId),
          ),
        );
      if (taken) throw conflict("room_taken", "Someone in your group has already claimed that room.");
    }
    await tx
      .insert(groupShortlistShares)
      .values({ groupId, propertyId: home.propertyId, userId: actorId, roomIndex, updatedAt: now })
      .onConflictDoUpdate({
        target: [groupShortlistShares.groupId, groupShortlistShares.propertyId, groupShortlistShares.userId],
        set: { roomIndex, updatedAt: now },
      });
  });
}

/** The group's own bills estimate per person per month, or null to go back to the default. */
export function setBillsEstimate(
  db: Db,
  actorId: string,
  groupId: string,
  billsEstimate: number | null,
): Promise<Shortlist> {
  return changeAsMember(db, actorId, groupId, async (tx) => {
    await tx.update(groups).set({ billsEstimate }).where(eq(groups.id, groupId));
  });
}
