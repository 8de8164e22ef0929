import type { TenancyView } from "@roost/shared/contracts/tenancy.ts";
import { checkTenancyMove, type TenancyMove, type TenancyState } from "@roost/shared/domain/tenancy-state.ts";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Tx } from "../../db/client.ts";
import { dealProgression, tenancies } from "../../db/schema.ts";
import { catalogueError } from "../../lib/errors.ts";
import { nameOf } from "../deals/deal-parties.ts";
import { requireTenancyParty, type TenancyAccess } from "./tenancy-access.ts";
import { removeDocuments } from "./tenancy-agreements.ts";
import { announceTenancyChange } from "./tenancy-effects.ts";
import { buildTenancyView } from "./tenancy-view.ts";

// How every step of a tenancy runs (decision 062): in one transaction holding the tenancy row
// locked, so two parties acting at once are served one after the other; the shared rules decide
// who may move it; the change is announced to every party on commit.

export type TenancyDeps = Pick<AppDeps, "database" | "clock" | "log" | "privateStorage">;

export function refuseMove(move: TenancyMove, access: TenancyAccess, hasSigned?: boolean) {
  const result = checkTenancyMove(move, { state: access.tenancy.state, role: access.role, hasSigned });
  if (!result.ok) {
    const status =
      result.code === "tenancy_wrong_state" || result.code === "tenancy_already_signed" ? 409 : 403;
    throw catalogueError(status, result.code);
  }
}

/**
 * Runs a step on the locked tenancy and returns the actor's fresh view. The step returns the
 * stored documents it made unneeded; they are deleted once the change has committed.
 */
export async function withLockedTenancy(
  deps: TenancyDeps,
  tenancyId: string,
  actorId: string,
  step: (tx: Tx, access: TenancyAccess, now: Date) => Promise<string[]>,
): Promise<TenancyView> {
  const now = deps.clock.now();
  let unneeded: string[] = [];
  const view = await deps.database.db.transaction(async (tx) => {
    const access = await requireTenancyParty(tx, tenancyId, actorId, true);
    unneeded = await step(tx, access, now);
    return buildTenancyView(tx, await requireTenancyParty(tx, tenancyId, actorId, false), actorId);
  });
  await removeDocuments(deps, unneeded);
  return view;
}

export async function setState(tx: Tx, access: TenancyAccess, state: TenancyState, now: Date, extra = {}) {
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

/** Added to what a change did when it voided the signatures given so far. */
export const SIGNATURES_VOIDED =
  ": every signature given so far is void, and the agreement must be sent to sign again";

/** The step's system message ("{actor} {did}"), notifications and live events. */
export async function announce(
  deps: TenancyDeps,
  tx: Tx,
  access: TenancyAccess,
  actorId: string,
  did: string,
  title: string,
) {
  const name = await nameOf(tx, actorId);
  await announceMessage(deps, tx, access, { id: actorId, name }, `${name} ${did}`, title);
}

/** A step announced in its own words, under the party it is posted as. */
export async function announceMessage(
  deps: TenancyDeps,
  tx: Tx,
  access: TenancyAccess,
  actor: { id: string; name: string },
  message: string,
  title: string,
) {
  const [deal] = await tx
    .select({ conversationId: dealProgression.conversationId })
    .from(dealProgression)
    .where(eq(dealProgression.id, access.tenancy.dealProgressionId));
  if (!deal) throw new Error("a tenancy without its deal");
  await announceTenancyChange(tx, deps.log, access, {
    conversationId: deal.conversationId,
    propertyId: access.tenancy.propertyId,
    actor,
    message,
    title,
  });
}
