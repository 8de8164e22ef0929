import { parseRent } from "@roost/shared/domain/price.ts";
import type { AdvertisedRent } from "@roost/shared/domain/tenancy-terms.ts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { properties } from "../../db/schema.ts";

/**
 * The rent a listing advertises now, kept on the deal when its viewing is requested: the tenancy
 * it may become can't charge more (decision 062), whatever the listing says later.
 */
export async function advertisedRentNow(tx: Tx, propertyId: string): Promise<AdvertisedRent | null> {
  const [row] = await tx
    .select({
      advertType: properties.advertType,
      monthlyRent: properties.monthlyRent,
      rooms: properties.roomsData,
    })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .limit(1);
  if (!row) return null;
  return {
    advertType: row.advertType,
    monthlyRent: row.monthlyRent,
    roomRents: row.rooms.map((room) => parseRent(room.monthlyRent)).filter((rent) => rent !== null),
  };
}
