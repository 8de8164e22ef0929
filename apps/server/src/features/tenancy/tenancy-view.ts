import { inputFromTerms, type TenancyView } from "@roost/shared/contracts/tenancy.ts";
import type { RightToRentExemption } from "@roost/shared/domain/right-to-rent.ts";
import { availableTenancyMoves, tenancyNextStep } from "@roost/shared/domain/tenancy-state.ts";
import { advertisedCap, tenantParts, tenantRents } from "@roost/shared/domain/tenancy-terms.ts";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { dealProgression, properties, tenancies, tenancyParties } from "../../db/schema.ts";
import { formatAddress, nameOf } from "../deals/deal-parties.ts";
import { guarantorsToSign, guarantorsView } from "./guarantors-view.ts";
import { rightToRentView } from "./right-to-rent-view.ts";
import { requireTenancyParty, type TenancyAccess } from "./tenancy-access.ts";
import { agreementsView } from "./tenancy-agreement-view.ts";
import { paymentsView } from "./tenancy-money-view.ts";

// A tenancy as one party sees it: everything for the landlord; for a tenant, the shared terms and
// only their own part of the money (in individual tenancies each agreement is theirs alone).

export async function buildTenancyView(
  tx: Tx,
  access: TenancyAccess,
  viewerId: string,
): Promise<TenancyView> {
  const { tenancy, tenants, role } = access;
  const [place] = await tx
    .select({
      conversationId: dealProgression.conversationId,
      addressLine1: properties.addressLine1,
      town: properties.town,
      postcode: properties.postcode,
    })
    .from(dealProgression)
    .innerJoin(properties, eq(properties.id, tenancy.propertyId))
    .where(eq(dealProgression.id, tenancy.dealProgressionId))
    .limit(1);
  if (!place) throw new Error("a tenancy without its deal");
  const terms = tenancy.terms;
  const rents = tenantRents(terms, tenants.length);
  const parts = {
    deposit: tenantParts(terms.deposit, rents),
    holding: tenantParts(terms.holdingDeposit, rents),
    advance: tenantParts(terms.rentInAdvance, rents),
  };
  const names = await Promise.all(tenants.map((t) => nameOf(tx, t.userId)));
  const shares = tenants.map((t, i) => ({
    user_id: t.userId,
    name: names[i] ?? "",
    is_leader: i === 0,
    rent: rents[i] ?? 0,
    deposit: parts.deposit[i] ?? 0,
    holding_deposit: parts.holding[i] ?? 0,
    rent_in_advance: parts.advance[i] ?? 0,
  }));
  const own = role === "landlord" ? shares : shares.filter((s) => s.user_id === viewerId);
  const landlordName = await nameOf(tx, tenancy.landlordId);
  const partyNames = new Map([
    [tenancy.landlordId, landlordName],
    ...tenants.map((t, i): [string, string] => [t.userId, names[i] ?? ""]),
  ]);
  const signing = await agreementsView(tx, access, viewerId, partyNames);
  const visibleTerms = inputFromTerms(terms);
  if (role !== "landlord" && terms.tenancyType === "individual") visibleTerms.rents = own.map((s) => s.rent);
  return {
    id: tenancy.id,
    conversation_id: place.conversationId,
    property: { id: tenancy.propertyId, address: formatAddress(place) },
    state: tenancy.state,
    your_role: role,
    moves: availableTenancyMoves({
      state: tenancy.state,
      role,
      hasSigned: !signing.agreements.some((a) => a.yours_to_sign),
    }),
    next_step: tenancyNextStep(tenancy.state, [
      ...signing.waitingFor,
      ...(await guarantorsToSign(tx, access, partyNames)),
    ]),
    landlord: { user_id: tenancy.landlordId, name: landlordName },
    terms: visibleTerms,
    terms_version: tenancy.termsVersion,
    shares: own,
    tenant_count: tenants.length,
    advertised_cap: advertisedCap(tenancy.advertisedRent, tenants.length),
    written_statement_confirmed_at: tenancy.statementConfirmedAt?.toISOString() ?? null,
    agreements: signing.agreements,
    right_to_rent: await rightToRentView(tx, access, viewerId, partyNames),
    payments: await paymentsView(tx, access, viewerId, partyNames),
    right_to_rent_exempt:
      tenancy.rightToRentExemption && tenancy.rightToRentExemptAt
        ? {
            exemption: tenancy.rightToRentExemption as RightToRentExemption,
            marked_at: tenancy.rightToRentExemptAt.toISOString(),
          }
        : null,
    guarantors: await guarantorsView(tx, access, viewerId, partyNames),
    missing_agreements: signing.missing.map((id) =>
      id === null ? null : { user_id: id, name: partyNames.get(id) ?? "" },
    ),
    updated_at: tenancy.updatedAt.toISOString(),
  };
}

/** Whether the deal has become a tenancy, whoever its parties are. */
export async function dealHasTenancy(tx: Tx, dealId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: tenancies.id })
    .from(tenancies)
    .where(eq(tenancies.dealProgressionId, dealId))
    .limit(1);
  return row !== undefined;
}

/** What a deal card shows of its tenancy: only to the tenancy's parties. */
export async function dealTenancyFor(tx: Tx, dealId: string, viewerId: string) {
  const [row] = await tx
    .select({ id: tenancies.id, state: tenancies.state })
    .from(tenancies)
    .innerJoin(
      tenancyParties,
      and(eq(tenancyParties.tenancyId, tenancies.id), eq(tenancyParties.userId, viewerId)),
    )
    .where(eq(tenancies.dealProgressionId, dealId))
    .limit(1);
  if (!row) return null;
  if (row.state !== "out_for_signature") return { ...row, next_step: tenancyNextStep(row.state, []) };
  const view = await buildTenancyView(tx, await requireTenancyParty(tx, row.id, viewerId, false), viewerId);
  return { ...row, next_step: view.next_step };
}
