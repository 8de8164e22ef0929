import type { TenancyRole } from "@roost/shared/domain/tenancy-state.ts";
import { and, asc, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { tenancies, tenancyParties } from "../../db/schema.ts";
import { catalogueError, notFound } from "../../lib/errors.ts";
import { loadContext, requireDeal } from "../deals/deal-context.ts";

// Who may read a tenancy and as whom (decision 062): its landlord and the tenants it was started
// with, the first of them its leader. Anyone else is told it does not exist.

export type TenancyRow = typeof tenancies.$inferSelect;
export type TenancyPartyRow = typeof tenancyParties.$inferSelect;

export interface TenancyAccess {
  tenancy: TenancyRow;
  /** The tenants in the deal's order, the leader first. */
  tenants: TenancyPartyRow[];
  role: TenancyRole;
}

export const TENANCY_NOT_FOUND = "Tenancy not found.";

export async function tenantsOf(tx: Tx, tenancyId: string): Promise<TenancyPartyRow[]> {
  return tx
    .select()
    .from(tenancyParties)
    .where(and(eq(tenancyParties.tenancyId, tenancyId), eq(tenancyParties.role, "tenant")))
    .orderBy(asc(tenancyParties.position));
}

/** The tenancy as `viewerId` may see it, locked for a change when `lock`; 404 for anyone else. */
export async function requireTenancyParty(
  tx: Tx,
  tenancyId: string,
  viewerId: string,
  lock: boolean,
): Promise<TenancyAccess> {
  const query = tx.select().from(tenancies).where(eq(tenancies.id, tenancyId)).limit(1);
  const [tenancy] = lock ? await query.for("update") : await query;
  if (!tenancy) throw notFound(TENANCY_NOT_FOUND);
  const tenants = await tenantsOf(tx, tenancy.id);
  const role = roleOf(tenancy, tenants, viewerId);
  if (!role) throw notFound(TENANCY_NOT_FOUND);
  return { tenancy, tenants, role };
}

function roleOf(
  tenancy: TenancyRow,
  tenants: readonly TenancyPartyRow[],
  viewerId: string,
): TenancyRole | null {
  if (tenancy.landlordId === viewerId) return "landlord";
  const index = tenants.findIndex((t) => t.userId === viewerId);
  if (index < 0) return null;
  return index === 0 ? "leader" : "tenant";
}

/**
 * The deal a tenancy may start from: the caller is its landlord, the applicant is confirmed and no
 * tenancy exists yet. Locked for the start itself, so two starts at once make one tenancy.
 */
export async function dealToStartTenancy(tx: Tx, conversationId: string, actorId: string, lock: boolean) {
  const context = await loadContext(tx, conversationId, actorId, lock);
  if (context.role !== "landlord") throw catalogueError(403, "tenancy_not_landlord");
  const deal = requireDeal(context);
  if (deal.currentStage !== "deal_confirmed") throw catalogueError(409, "tenancy_needs_confirmed_deal");
  const [existing] = await tx
    .select({ id: tenancies.id })
    .from(tenancies)
    .where(eq(tenancies.dealProgressionId, deal.id));
  if (existing) throw catalogueError(409, "tenancy_exists");
  return deal;
}
