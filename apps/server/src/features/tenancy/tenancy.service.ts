import { type TenancyTermsInput, type TenancyView, termsFromInput } from "@roost/shared/contracts/tenancy.ts";
import {
  type AdvertisedRent,
  type TenancyTerms,
  type TermsErrors,
  termsErrors,
} from "@roost/shared/domain/tenancy-terms.ts";
import { ukIsoDate } from "@roost/shared/domain/uk-time.ts";
import { tenancies, tenancyParties } from "../../db/schema.ts";
import { AppError, catalogueMessage } from "../../lib/errors.ts";
import { studentSideIds } from "../deals/deal-parties.ts";
import { dealToStartTenancy, requireTenancyParty } from "./tenancy-access.ts";
import { agreementDocument, dropAgreementsNotNeeded, voidSigning } from "./tenancy-agreements.ts";
import { scheduleMoneyReminders } from "./tenancy-money-reminder.ts";
import {
  announce,
  refuseMove,
  SIGNATURES_VOIDED,
  setState,
  type TenancyDeps,
  withLockedTenancy,
} from "./tenancy-steps.ts";
import { buildTenancyView } from "./tenancy-view.ts";

// A tenancy's terms (decision 062): drafted by the landlord of a confirmed deal (the deal row
// locked, so two starts make one tenancy), changed by them, or the let withdrawn.

const TERMS_FIELD_ORDER: (keyof TermsErrors)[] = [
  "letKind",
  "tenancyType",
  "startDate",
  "endDate",
  "rentPeriod",
  "rents",
  "deposit",
  "holdingDeposit",
  "rentInAdvance",
  "depositScheme",
  "permittedOccupiers",
];

/** The first broken rule, as the form's field and its message (the form checks all of them first). */
function refuseTerms(errors: TermsErrors) {
  const field = TERMS_FIELD_ORDER.find((f) => errors[f]);
  if (!field) return;
  const message = catalogueMessage("tenancy_terms_refused", { reason: errors[field] ?? "" });
  throw new AppError(422, "tenancy_terms_refused", message, field);
}

function checkTerms(terms: TenancyTerms, tenants: number, advertised: AdvertisedRent | null, now: Date) {
  refuseTerms(termsErrors(terms, { tenants, advertised, today: ukIsoDate(now) }));
}

/** The landlord drafts the terms of a confirmed deal: the tenancy starts, bound to its applicants. */
export async function startTenancy(
  deps: TenancyDeps,
  conversationId: string,
  actorId: string,
  input: TenancyTermsInput,
): Promise<TenancyView> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const deal = await dealToStartTenancy(tx, conversationId, actorId, true);
    const tenantIds = await studentSideIds(tx, deal);
    const terms = termsFromInput(input);
    checkTerms(terms, tenantIds.length, deal.advertisedRent, now);
    const [tenancy] = await tx
      .insert(tenancies)
      .values({
        dealProgressionId: deal.id,
        propertyId: deal.propertyId,
        landlordId: deal.landlordId,
        terms,
        advertisedRent: deal.advertisedRent,
        createdAt: now,
        updatedAt: now,
        stateChangedAt: now,
      })
      .returning();
    if (!tenancy) throw new Error("tenancy insert returned nothing");
    await tx
      .insert(tenancyParties)
      .values([
        { tenancyId: tenancy.id, userId: deal.landlordId, role: "landlord", position: 0 },
        ...tenantIds.map((userId, position) => ({ tenancyId: tenancy.id, userId, role: "tenant", position })),
      ]);
    const access = await requireTenancyParty(tx, tenancy.id, actorId, false);
    await announce(deps, tx, access, actorId, "drafted the tenancy terms", "Tenancy terms drafted");
    return buildTenancyView(tx, access, actorId);
  });
}

/**
 * The landlord changes the terms. Any signature given so far was for the old terms: the tenancy
 * goes back to "terms drafted" and every party is told the signatures are void.
 */
export async function updateTerms(
  deps: TenancyDeps,
  tenancyId: string,
  actorId: string,
  input: TenancyTermsInput,
) {
  return withLockedTenancy(deps, tenancyId, actorId, async (tx, access, now) => {
    refuseMove("edit_terms", access);
    const terms = termsFromInput(input);
    checkTerms(terms, access.tenants.length, access.tenancy.advertisedRent, now);
    const voids = access.tenancy.state === "out_for_signature";
    const unneeded = voids ? await voidSigning(tx, access.tenancy.id) : [];
    unneeded.push(...(await dropAgreementsNotNeeded(tx, access, terms.tenancyType)));
    await setState(tx, access, "terms_drafted", now, {
      terms,
      termsVersion: access.tenancy.termsVersion + 1,
    });
    const did = `changed the tenancy terms${voids ? SIGNATURES_VOIDED : ""}`;
    await announce(deps, tx, access, actorId, did, "Tenancy terms changed");
    return unneeded;
  });
}

/** The landlord or the leader calls the let off before it is signed. */
export async function withdrawTenancy(deps: TenancyDeps, tenancyId: string, actorId: string) {
  return withLockedTenancy(deps, tenancyId, actorId, async (tx, access, now) => {
    refuseMove("withdraw", access);
    await setState(tx, access, "withdrawn", now);
    await scheduleMoneyReminders(tx, access.tenancy.id, now);
    await announce(deps, tx, access, actorId, "withdrew the tenancy", "Tenancy withdrawn");
    return [];
  });
}

export async function getTenancy(deps: TenancyDeps, tenancyId: string, viewerId: string) {
  return deps.database.db.transaction(async (tx) =>
    buildTenancyView(tx, await requireTenancyParty(tx, tenancyId, viewerId, false), viewerId),
  );
}

/** One agreement's current PDF, for a party of that agreement. */
export async function tenancyDocument(
  deps: TenancyDeps,
  tenancyId: string,
  agreementId: string,
  viewerId: string,
) {
  return deps.database.db.transaction(async (tx) =>
    agreementDocument(
      deps,
      tx,
      await requireTenancyParty(tx, tenancyId, viewerId, false),
      agreementId,
      viewerId,
    ),
  );
}
