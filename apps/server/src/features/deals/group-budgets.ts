import type { DealGroupSummary } from "@roost/shared/contracts/deals.ts";
import { groupBudgetVerdict } from "@roost/shared/domain/housemate-prices.ts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { groupMembers, groups, profiles, properties } from "../../db/schema.ts";

// The landlord's line in the application summary (decision 038): whether the group's own budgets
// cover the per-person rent of the listing, and how many members gave one. The verdict leaves the
// server, the budgets never do.

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
    .select({ budgetMax: profiles.budgetMax })
    .from(groupMembers)
    .leftJoin(profiles, eq(profiles.userId, groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId));
  return groupBudgetVerdict(listing, {
    budgetMax: group.budgetMax,
    members: members.map((m) => ({ name: null, budgetMax: m.budgetMax })),
  });
}
