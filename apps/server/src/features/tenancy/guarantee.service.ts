import type { GuaranteeView, GuarantorSignInput } from "@roost/shared/contracts/tenancy-guarantors.ts";
import { guarantorSignatureStatement } from "@roost/shared/domain/tenancy-guarantors.ts";
import { signedNameError } from "@roost/shared/domain/tenancy-signing.ts";
import type { TenancyState } from "@roost/shared/domain/tenancy-state.ts";
import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Tx } from "../../db/client.ts";
import { properties, tenancies, tenancyAgreements, tenancyGuarantors } from "../../db/schema.ts";
import { catalogueError, notFound } from "../../lib/errors.ts";
import { formatAddress, nameOf } from "../deals/deal-parties.ts";
import { GUARANTEE_NOT_FOUND, type GuarantorRow, guarantorOfLink } from "./guarantor-link.ts";
import { type TenancyAccess, tenantsOf } from "./tenancy-access.ts";
import type { SigningOrigin } from "./tenancy-signing.service.ts";
import { finishIfEveryoneSigned } from "./tenancy-signing-completion.ts";
import { announceMessage } from "./tenancy-steps.ts";

// What a guarantor's link opens (decision 062), without an account: the agreement the tenant they
// guarantee signs, their own guarantee, and nothing else of the group. They sign it as the parties
// do, by typing their name over the document's hash; their signature may be the last one, which
// completes the tenancy.

export type GuaranteeDeps = Pick<AppDeps, "database" | "clock" | "log" | "privateStorage" | "config">;
export interface GuaranteeLink {
  tenancyId: string;
  token: string;
}

interface Guarantee {
  guarantor: GuarantorRow;
  access: TenancyAccess;
  /** The agreement the guaranteed tenant signs: the joint one, or their own. */
  agreement: typeof tenancyAgreements.$inferSelect | null;
}

async function openGuarantee(
  deps: GuaranteeDeps,
  tx: Tx,
  link: GuaranteeLink,
  lock: boolean,
): Promise<Guarantee> {
  const query = tx.select().from(tenancies).where(eq(tenancies.id, link.tenancyId));
  const [tenancy] = lock ? await query.for("update") : await query;
  if (!tenancy) throw notFound(GUARANTEE_NOT_FOUND);
  const guarantor = await guarantorOfLink(tx, deps.config.authSecret, link, deps.clock.now(), lock);
  const tenants = await tenantsOf(tx, tenancy.id);
  // A tenant who has left the tenancy (an account deleted) guarantees nothing any more.
  if (!tenants.some((t) => t.userId === guarantor.tenantId)) throw notFound(GUARANTEE_NOT_FOUND);
  // The agreement the tenant signs under the terms as they are: the joint one, or their own.
  const slot = tenancy.terms.tenancyType === "joint" ? null : guarantor.tenantId;
  const [agreement] = await tx
    .select()
    .from(tenancyAgreements)
    .where(
      and(
        eq(tenancyAgreements.tenancyId, tenancy.id),
        slot === null ? isNull(tenancyAgreements.tenantId) : eq(tenancyAgreements.tenantId, slot),
      ),
    );
  // The guarantor acts for the tenant they guarantee: the tenancy's steps are announced as theirs.
  return { guarantor, access: { tenancy, tenants, role: "tenant" }, agreement: agreement ?? null };
}

/** A guarantor reads the agreement while it is out to sign and once signed; not a draft, not a let called off. */
const documentReadable = (state: TenancyState) =>
  state === "out_for_signature" || state === "signed" || state === "ready_to_move_in";

async function viewOf(tx: Tx, link: GuaranteeLink, guarantee: Guarantee): Promise<GuaranteeView> {
  const { guarantor, access, agreement } = guarantee;
  const [place] = await tx
    .select({ addressLine1: properties.addressLine1, town: properties.town, postcode: properties.postcode })
    .from(properties)
    .where(eq(properties.id, access.tenancy.propertyId));
  const tenantName = await nameOf(tx, guarantor.tenantId);
  return {
    guarantor_name: guarantor.name,
    tenant_name: tenantName,
    landlord_name: await nameOf(tx, access.tenancy.landlordId),
    address: place ? formatAddress(place) : "",
    tenancy_state: access.tenancy.state,
    statement: guarantorSignatureStatement(tenantName),
    link_expires_at: guarantor.linkExpiresAt.toISOString(),
    signed_at: guarantor.signedAt?.toISOString() ?? null,
    agreement:
      agreement && documentReadable(access.tenancy.state)
        ? {
            file_name: agreement.fileName,
            page_count: agreement.pageCount,
            document_sha256: agreement.signableSha256,
            document_url: `/api/guarantees/${link.tenancyId}/${link.token}/document`,
          }
        : null,
  };
}

export async function readGuarantee(deps: GuaranteeDeps, link: GuaranteeLink): Promise<GuaranteeView> {
  return deps.database.db.transaction(async (tx) =>
    viewOf(tx, link, await openGuarantee(deps, tx, link, false)),
  );
}

/** The agreement's document as the guarantor may read it: to sign, then signed; never the draft. */
export async function guaranteeDocument(deps: GuaranteeDeps, link: GuaranteeLink) {
  const { agreement, access } = await deps.database.db.transaction((tx) =>
    openGuarantee(deps, tx, link, false),
  );
  const key = documentReadable(access.tenancy.state)
    ? (agreement?.signedKey ?? agreement?.signableKey)
    : null;
  if (!key) throw notFound("Agreement not found.");
  const bytes = await deps.privateStorage.get(key);
  if (!bytes) throw new Error(`tenancy document missing from storage: ${key}`);
  return { bytes, fileName: `tenancy-agreement-${agreement?.signedKey ? "signed" : "to-sign"}.pdf` };
}

/** The guarantor signs the document they reviewed, once; theirs may be the last signature. */
export async function signGuarantee(
  deps: GuaranteeDeps,
  link: GuaranteeLink,
  input: GuarantorSignInput,
  origin: SigningOrigin,
): Promise<GuaranteeView> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const guarantee = await openGuarantee(deps, tx, link, true);
    const { guarantor, access, agreement } = guarantee;
    if (guarantor.signedAt) throw catalogueError(409, "guarantor_link_used");
    if (access.tenancy.state === "terms_drafted") throw catalogueError(409, "guarantor_not_ready");
    if (access.tenancy.state !== "out_for_signature" || !agreement?.signableSha256)
      throw catalogueError(409, "tenancy_wrong_state");
    if (input.sha256 !== agreement.signableSha256) throw catalogueError(409, "tenancy_document_changed");
    const nameError = signedNameError(input.signed_name);
    if (nameError) throw catalogueError(422, "tenancy_signed_name_refused", { reason: nameError });
    const tenant = { id: guarantor.tenantId, name: await nameOf(tx, guarantor.tenantId) };
    const signature = {
      signedName: input.signed_name.trim(),
      signedAt: now,
      ipAddress: origin.ipAddress,
      userAgent: origin.userAgent,
      documentSha256: agreement.signableSha256,
      signedStatement: guarantorSignatureStatement(tenant.name),
    };
    await tx.update(tenancyGuarantors).set(signature).where(eq(tenancyGuarantors.id, guarantor.id));
    // The group learns that the tenant's guarantor signed, not who they are (as the tenancy page).
    const did = `${tenant.name}'s guarantor signed the tenancy agreement`;
    const complete = await finishIfEveryoneSigned(deps, tx, access, now);
    await announceMessage(
      deps,
      tx,
      access,
      tenant,
      complete
        ? `${did}. Everyone has signed: the signed agreement is on its way to every party by email`
        : did,
      complete ? "Tenancy signed" : "Guarantor signed",
    );
    const [fresh] = await tx.select().from(tenancies).where(eq(tenancies.id, access.tenancy.id));
    const signedGuarantor = { ...guarantor, ...signature };
    return viewOf(tx, link, {
      ...guarantee,
      guarantor: signedGuarantor,
      access: { ...access, tenancy: fresh ?? access.tenancy },
    });
  });
}
