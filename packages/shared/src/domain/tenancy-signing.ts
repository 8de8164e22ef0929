// Who signs which agreement of a tenancy, and what a signature is (decision 062). A joint tenancy
// has one agreement, signed by the landlord and every tenant; individual tenancies have one per
// tenant, each signed by the landlord and that tenant. The order of signing does not matter: the
// tenancy is signed when the last signature of the last agreement is given.

import type { TenancyType } from "./listing-facts.ts";

/**
 * What a signer confirms, next to the name they type. Shown on the form and kept on the
 * certificate page, so the words agreed to are the words recorded.
 */
export const SIGNATURE_STATEMENT =
  "I agree that the name I have typed is my signature on this agreement, with the same effect as signing it by hand.";

export const SIGNED_NAME_MAX = 100;

/**
 * What the landlord of an assured tenancy confirms when sending it to sign: Roost cannot read the
 * agreement, so it records the landlord's word that the written statement is in it.
 */
export const WRITTEN_STATEMENT_CONFIRMATION =
  "The agreement includes the written statement of terms the Renters' Rights Act requires, and its terms match Roost's summary.";

/** A typed name a person could sign with: some letters, not only punctuation or digits. */
export function signedNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return "Type your full name to sign";
  if (trimmed.length > SIGNED_NAME_MAX) return `At most ${SIGNED_NAME_MAX} characters`;
  if ((trimmed.match(/\p{L}/gu) ?? []).length < 2)
    return "Type your full name, as it appears on the agreement";
  return null;
}

/** One agreement: for the whole group (`tenantId` null) or for one tenant of individual tenancies. */
export interface AgreementSlot {
  tenantId: string | null;
}

/** The agreements a tenancy needs before it can go out for signature. */
export function requiredAgreements(type: TenancyType, tenantIds: readonly string[]): AgreementSlot[] {
  return type === "joint" ? [{ tenantId: null }] : tenantIds.map((tenantId) => ({ tenantId }));
}

/** Everyone who signs an agreement: its landlord first, then its tenants in the deal's order. */
export function signersOf(
  agreement: AgreementSlot,
  landlordId: string,
  tenantIds: readonly string[],
): string[] {
  return [landlordId, ...(agreement.tenantId === null ? tenantIds : [agreement.tenantId])];
}

/** The signers of `agreement` who have not signed yet, in signing-list order. */
export function awaitingSignature(
  agreement: AgreementSlot,
  landlordId: string,
  tenantIds: readonly string[],
  signedBy: ReadonlySet<string>,
): string[] {
  return signersOf(agreement, landlordId, tenantIds).filter((id) => !signedBy.has(id));
}
