import type { TenancyDraft } from "@roost/shared/contracts/tenancy.ts";
import { depositCapOfAnnualRent } from "@roost/shared/domain/rent-caps.ts";
import { type AdvertisedRent, advertisedCap } from "@roost/shared/domain/tenancy-terms.ts";
import { ukIsoDate } from "@roost/shared/domain/uk-time.ts";
import { eq } from "drizzle-orm";
import { properties } from "../../db/schema.ts";
import { nameOf, studentSideIds } from "../deals/deal-parties.ts";
import { dealToStartTenancy } from "./tenancy-access.ts";
import type { TenancyDeps } from "./tenancy-steps.ts";

// What the landlord's terms form starts from (decision 062): the tenants the tenancy will bind, in
// the deal's order, and terms filled in from the advert, so the landlord checks them rather than
// types them. Nothing is saved until the landlord sends the form.

/** Each tenant's advertised rent: the whole home's split evenly, or the dearest rooms in turn. */
function advertisedRents(advertised: AdvertisedRent | null, tenants: number, joint: boolean): number[] {
  const cap = advertisedCap(advertised, tenants) ?? 0;
  if (joint) return [cap];
  if (advertised?.advertType === "individual_rooms")
    return [...advertised.roomRents].sort((a, b) => b - a).slice(0, tenants);
  return new Array(tenants).fill(Math.floor(cap / Math.max(1, tenants)));
}

export async function tenancyDraft(
  deps: TenancyDeps,
  conversationId: string,
  actorId: string,
): Promise<TenancyDraft> {
  return deps.database.db.transaction(async (tx) => {
    const deal = await dealToStartTenancy(tx, conversationId, actorId, false);
    const [listing] = await tx
      .select({
        deposit: properties.deposit,
        billsIncluded: properties.billsIncluded,
        availableFrom: properties.availableFrom,
        facts: properties.facts,
        advertType: properties.advertType,
      })
      .from(properties)
      .where(eq(properties.id, deal.propertyId));
    const tenantIds = await studentSideIds(tx, deal);
    const tenants = await Promise.all(
      tenantIds.map(async (id) => ({ user_id: id, name: await nameOf(tx, id) })),
    );
    const today = ukIsoDate(deps.clock.now());
    const joint =
      (listing?.facts.tenancy_type ??
        (listing?.advertType === "individual_rooms" ? "individual" : "joint")) === "joint";
    const rents = advertisedRents(deal.advertisedRent, tenantIds.length, joint);
    const monthly = rents.reduce((a, b) => a + b, 0);
    const depositCap = depositCapOfAnnualRent(monthly * 12).pounds;
    return {
      tenants,
      advertised_cap: advertisedCap(deal.advertisedRent, tenantIds.length),
      suggested: {
        let_kind: "assured",
        tenancy_type: joint ? "joint" : "individual",
        start_date: listing?.availableFrom && listing.availableFrom > today ? listing.availableFrom : today,
        end_date: null,
        rent_period: "monthly",
        rents,
        deposit: Math.min(listing?.deposit ?? depositCap, depositCap),
        holding_deposit: 0,
        rent_in_advance: monthly,
        bills_included: listing?.billsIncluded ?? false,
        deposit_scheme: null,
        permitted_occupiers: [],
      },
    };
  });
}
