import type { LandlordTrust } from "@roost/shared/contracts/landlord-trust.ts";
import { responseTimeOf } from "@roost/shared/domain/landlord-trust.ts";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { landlordResponseTimes, profiles } from "../../db/schema.ts";

/** What a landlord's profile and measured replies allow Roost to say (decision 058). */
export interface TrustRow {
  verified: boolean | null;
  /** landlord_response_times, or null for a landlord with no row (no counted enquiry). */
  medianMinutes: number | null;
  enquiries: number | null;
}

export function landlordTrustOf(row: TrustRow): LandlordTrust {
  return {
    verified: row.verified === true,
    response_time: responseTimeOf({ medianMinutes: row.medianMinutes, enquiries: row.enquiries ?? 0 }),
  };
}

/** The columns of TrustRow, for a statement that joins profiles and landlord_response_times. */
export const trustColumns = {
  verified: profiles.isVerified,
  medianMinutes: landlordResponseTimes.medianMinutes,
  enquiries: landlordResponseTimes.enquiries,
};

export async function landlordTrust(db: Tx, landlordId: string): Promise<LandlordTrust> {
  const [row] = await db
    .select(trustColumns)
    .from(profiles)
    .leftJoin(landlordResponseTimes, eq(landlordResponseTimes.userId, profiles.userId))
    .where(eq(profiles.userId, sql`${landlordId}`));
  return landlordTrustOf(row ?? { verified: false, medianMinutes: null, enquiries: null });
}
