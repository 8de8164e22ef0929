import type { Guarantor } from "@roost/shared/contracts/tenancy-guarantors.ts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { tenancyGuarantors } from "../../db/schema.ts";
import type { GuarantorRow } from "./guarantor-link.ts";
import type { TenancyAccess } from "./tenancy-access.ts";
import { tenantIdsOf } from "./tenancy-agreements.ts";

// A tenancy's guarantors as its parties see them (decision 062): the landlord every tenant's, a
// tenant only their own, and everyone only that a tenant's guarantor is still to sign.

export async function guarantorsOf(tx: Tx, tenancyId: string): Promise<GuarantorRow[]> {
  return tx.select().from(tenancyGuarantors).where(eq(tenancyGuarantors.tenancyId, tenancyId));
}

/**
 * The guarantors a party may see: every tenant's for the landlord, a tenant's own for them. Whether
 * an invited guarantor's link has expired is the page's to tell, from its expiry and the time.
 */
export async function guarantorsView(
  tx: Tx,
  access: TenancyAccess,
  viewerId: string,
  names: ReadonlyMap<string, string>,
): Promise<Guarantor[]> {
  const tenants = tenantIdsOf(access);
  const linkSent = access.tenancy.state !== "terms_drafted";
  return (await guarantorsOf(tx, access.tenancy.id))
    .filter((g) => tenants.includes(g.tenantId) && (access.role === "landlord" || g.tenantId === viewerId))
    .sort((a, b) => tenants.indexOf(a.tenantId) - tenants.indexOf(b.tenantId))
    .map((g) => ({
      tenant: { user_id: g.tenantId, name: names.get(g.tenantId) ?? "" },
      name: g.name,
      email: g.email,
      status: g.signedAt ? "signed" : linkSent ? "invited" : "waiting_for_agreement",
      invited_at: g.invitedAt.toISOString(),
      link_expires_at: g.linkExpiresAt.toISOString(),
      signed_at: g.signedAt?.toISOString() ?? null,
    }));
}

/** Who the tenancy still waits for among the guarantors, as every party may read it: "Ada's guarantor". */
export async function guarantorsToSign(
  tx: Tx,
  access: TenancyAccess,
  names: ReadonlyMap<string, string>,
): Promise<string[]> {
  if (access.tenancy.state !== "out_for_signature") return [];
  const tenants = tenantIdsOf(access);
  return (await guarantorsOf(tx, access.tenancy.id))
    .filter((g) => g.signedAt === null && tenants.includes(g.tenantId))
    .sort((a, b) => tenants.indexOf(a.tenantId) - tenants.indexOf(b.tenantId))
    .map((g) => `${names.get(g.tenantId) ?? ""}'s guarantor`);
}
