import { type TenancyTermsInput, type TenancyView, termsFromInput } from "@roost/shared/contracts/tenancy.ts";
import { checkTenancyMove, type TenancyMove, type TenancyState } from "@roost/shared/domain/tenancy-state.ts";
import {
  type AdvertisedRent,
  type TenancyTerms,
  type TermsErrors,
  termsErrors,
} from "@roost/shared/domain/tenancy-terms.ts";
import { ukIsoDate } from "@roost/shared/domain/uk-time.ts";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Tx } from "../../db/client.ts";
import { dealProgression, tenancies, tenancyParties } from "../../db/schema.ts";
import { AppError, catalogueError, catalogueMessage } from "../../lib/errors.ts";
import { nameOf, studentSideIds } from "../deals/deal-parties.ts";
import { dealToStartTenancy, requireTenancyParty, type TenancyAccess } from "./tenancy-access.ts";
import { announceTenancyChange } from "./tenancy-effects.ts";
import { buildTenancyView } from "./tenancy-view.ts";

// A tenancy's steps (decision 062). Each runs in one transaction holding the tenancy row (or, to
// start one, the deal row) locked, so two parties acting at once are served one after the other;
// the rules of packages/shared decide, and the change is announced to every party on commit.

export type TenancyDeps = Pick<AppDeps, "database" | "clock" | "log">;

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

function refuseMove(move: TenancyMove, access: TenancyAccess) {
  const result = checkTenancyMove(move, { state: access.tenancy.state, role: access.role });
  if (!result.ok) throw catalogueError(result.code === "tenancy_wrong_state" ? 409 : 403, result.code);
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

/** Runs a move on the locked tenancy and returns the actor's fresh view. */
async function withLockedTenancy(
  deps: TenancyDeps,
  tenancyId: string,
  actorId: string,
  work: (tx: Tx, access: TenancyAccess, now: Date) => Promise<void>,
): Promise<TenancyView> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const access = await requireTenancyParty(tx, tenancyId, actorId, true);
    await work(tx, access, now);
    return buildTenancyView(tx, await requireTenancyParty(tx, tenancyId, actorId, false), actorId);
  });
}

async function setState(tx: Tx, access: TenancyAccess, state: TenancyState, now: Date, extra = {}) {
  await tx
    .update(tenancies)
    .set({
      state,
      updatedAt: now,
      ...(state !== access.tenancy.state ? { stateChangedAt: now } : {}),
      ...extra,
    })
    .where(eq(tenancies.id, access.tenancy.id));
}

async function announce(
  deps: TenancyDeps,
  tx: Tx,
  access: TenancyAccess,
  actorId: string,
  did: string,
  title: string,
) {
  const [deal] = await tx
    .select({ conversationId: dealProgression.conversationId })
    .from(dealProgression)
    .where(eq(dealProgression.id, access.tenancy.dealProgressionId));
  if (!deal) throw new Error("a tenancy without its deal");
  const name = await nameOf(tx, actorId);
  await announceTenancyChange(tx, deps.log, access, {
    conversationId: deal.conversationId,
    propertyId: access.tenancy.propertyId,
    actor: { id: actorId, name },
    message: `${name} ${did}`,
    title,
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
    await setState(tx, access, "terms_drafted", now, {
      terms,
      termsVersion: access.tenancy.termsVersion + 1,
    });
    await announce(
      deps,
      tx,
      access,
      actorId,
      voids
        ? "changed the tenancy terms: every signature given so far is void, and the agreement must be signed again"
        : "changed the tenancy terms",
      "Tenancy terms changed",
    );
  });
}

/** The landlord or the leader calls the let off before it is signed. */
export async function withdrawTenancy(deps: TenancyDeps, tenancyId: string, actorId: string) {
  return withLockedTenancy(deps, tenancyId, actorId, async (tx, access, now) => {
    refuseMove("withdraw", access);
    await setState(tx, access, "withdrawn", now);
    await announce(deps, tx, access, actorId, "withdrew the tenancy", "Tenancy withdrawn");
  });
}

export async function getTenancy(deps: TenancyDeps, tenancyId: string, viewerId: string) {
  return deps.database.db.transaction(async (tx) =>
    buildTenancyView(tx, await requireTenancyParty(tx, tenancyId, viewerId, false), viewerId),
  );
}
