import type { DealView } from "@roost/shared/contracts/deals.ts";
import {
  applyDealAction,
  type DealAction,
  type DealActorRole,
  type DealState,
} from "@roost/shared/domain/deal-stage.ts";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Db, Tx } from "../../db/client.ts";
import { dealProgression } from "../../db/schema.ts";
import { type DealContext, loadContext } from "./deal-context.ts";
import { publishDealUpdated } from "./deal-effects.ts";
import { refuse } from "./deal-errors.ts";
import type { DealRow } from "./deal-parties.ts";
import { buildView } from "./deal-view.ts";

// How one deal step runs: in one transaction holding the deal row lock (SELECT … FOR UPDATE), so
// concurrent clicks are serialised; the machine of packages/shared decides, the row is saved, the
// chat's deal card is told to refresh, and the actor gets the fresh view.

export type DealDeps = Pick<AppDeps, "database" | "clock" | "log">;

export function stateColumns(state: DealState, now: Date) {
  return {
    currentStage: state.stage,
    viewingRequestedAt: state.viewingRequestedAt,
    slotsGivenAt: state.slotsGivenAt,
    viewingScheduledAt: state.viewingScheduledAt,
    viewingConfirmedByStudentAt: state.viewingConfirmedByStudentAt,
    viewingConfirmedByLandlordAt: state.viewingConfirmedByLandlordAt,
    viewingConfirmedAt: state.viewingConfirmedAt,
    studentReadyAt: state.studentReadyAt,
    landlordConfirmedAt: state.landlordConfirmedAt,
    updatedAt: now,
  };
}

/** Runs an action on the locked deal and returns the fresh view. */
export async function withLockedDeal(
  deps: DealDeps,
  conversationId: string,
  actorId: string,
  work: (tx: Tx, context: DealContext, now: Date) => Promise<void>,
): Promise<DealView> {
  const db: Db = deps.database.db;
  const now = deps.clock.now();
  return db.transaction(async (tx) => {
    const context = await loadContext(tx, conversationId, actorId, true);
    await work(tx, context, now);
    await publishDealUpdated(tx, conversationId);
    const fresh = await loadContext(tx, conversationId, actorId, false);
    return buildView(tx, fresh, now);
  });
}

export function apply(state: DealState, action: DealAction, role: DealActorRole, now: Date) {
  const result = applyDealAction(state, action, role, now);
  if (!result.ok) throw refuse(result.code);
  return result;
}

export async function saveState(tx: Tx, dealId: string, next: DealState, now: Date): Promise<DealRow> {
  const [row] = await tx
    .update(dealProgression)
    .set(stateColumns(next, now))
    .where(eq(dealProgression.id, dealId))
    .returning();
  if (!row) throw new Error("deal vanished while locked");
  return row;
}
