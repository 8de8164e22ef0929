import type { RightToRentEntry } from "@roost/shared/contracts/right-to-rent.ts";
import { checkedTooEarly, type RightToRentDocument } from "@roost/shared/domain/right-to-rent.ts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { rightToRentChecks } from "../../db/schema.ts";
import type { TenancyAccess } from "./tenancy-access.ts";
import { tenantIdsOf } from "./tenancy-agreements.ts";

// The Right to Rent record as one party sees it (decision 062): what can reveal immigration status
// is for the landlord and that occupier only.

type CheckRow = typeof rightToRentChecks.$inferSelect;

/** Everyone who must be checked: the tenants, then the permitted occupiers as the terms name them. */
function occupiersOf(access: TenancyAccess, names: ReadonlyMap<string, string>) {
  return [
    ...tenantIdsOf(access).map((id) => ({ user_id: id as string | null, name: names.get(id) ?? "" })),
    ...access.tenancy.terms.permittedOccupiers.map((name) => ({ user_id: null, name })),
  ];
}

const matches = (row: CheckRow, occupier: { user_id: string | null; name: string }) =>
  occupier.user_id ? row.tenantId === occupier.user_id : row.occupierName === occupier.name;

/** The record as `viewerId` may see it: every occupier for the landlord, a tenant's own entry only. */
export async function rightToRentView(
  tx: Tx,
  access: TenancyAccess,
  viewerId: string,
  names: ReadonlyMap<string, string>,
): Promise<RightToRentEntry[]> {
  const rows = await tx
    .select()
    .from(rightToRentChecks)
    .where(eq(rightToRentChecks.tenancyId, access.tenancy.id));
  return occupiersOf(access, names)
    .filter((occupier) => access.role === "landlord" || occupier.user_id === viewerId)
    .map((occupier) => {
      const row = rows.find((r) => matches(r, occupier));
      const check = row && {
        document: row.document as RightToRentDocument,
        timeLimited: row.timeLimited,
        checkedOn: row.checkedOn,
        followUpOn: row.followUpOn,
      };
      return {
        occupier,
        check: check
          ? {
              document: check.document,
              time_limited: check.timeLimited,
              checked_on: check.checkedOn,
              follow_up_on: check.followUpOn,
              checked_too_early: checkedTooEarly(check, access.tenancy.terms.startDate),
            }
          : null,
      };
    });
}
