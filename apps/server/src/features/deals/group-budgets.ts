import type { DealGroupSummary } from "@roost/shared/contracts/deals.ts";
import { groupBudgetVerdict } from "@roost/shared/domain/housemate-shares.ts";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { groupMembers, groupShortlistShares, groups, profiles, properties } from "../../db/schema.ts";
import { shareChoicesOf } from "../groups/shortlist/share-choices.ts";

// The landlord's line in the application summary (decisions 038, 061): whether the group's own
// budgets cover what each member would really pay for the listing, with the split the group chose
// on its shortlist, and how many members gave one. The verdict leaves the server, the budgets never do.

export async function groupBudgetsForLandlord(
  tx: Tx,
  groupId: string,
  propertyId: string,
): Promise<DealGroupSummary["budgets"]> {
  const [listing] = await tx
    .select({
      advertType: properties.advertType,
      monthlyRent: properties.monthlyRent,
      bedrooms: properties.bedrooms,
      rooms: properties.roomsData,
      billsIncluded: properties.billsIncluded,
    })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  const [group] = await tx.select({ budgetMax: groups.budgetMax }).from(groups).where(eq(groups.id, groupId));
  if (!listing || !group) return null;
  const members = await tx
    .select({ id: groupMembers.userId, role: groupMembers.role, budgetMax: profiles.budgetMax })
    .from(groupMembers)
    .leftJoin(profiles, eq(profiles.userId, groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId));
  const split = await tx
    .select()
    .from(groupShortlistShares)
    .where(and(eq(groupShortlistShares.groupId, groupId), eq(groupShortlistShares.propertyId, propertyId)));
  return groupBudgetVerdict(
    listing,
    {
      budgetMax: group.budgetMax,
      members: members.map((m) => ({
        id: m.id,
        leader: m.role === "admin",
        name: null,
        budgetMax: m.budgetMax,
      })),
    },
    shareChoicesOf(split),
  );
}
