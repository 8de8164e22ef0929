import { randomUUID } from "node:crypto";
import type { TenancyType } from "@roost/shared/domain/listing-facts.ts";
import { requiredAgreements, signersOf } from "@roost/shared/domain/tenancy-signing.ts";
import { and, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Tx } from "../../db/client.ts";
import { tenancies, tenancyAgreements, tenancyGuarantors, tenancySignatures } from "../../db/schema.ts";
import { catalogueError, notFound } from "../../lib/errors.ts";
import { checkAgreementUpload } from "./pdf/agreement-upload.ts";
import type { TenancyAccess } from "./tenancy-access.ts";

// The written agreements of a tenancy (decision 062): uploaded by the landlord as PDFs, kept in
// private storage, read only by that agreement's parties. Replacing one, or changing the terms,
// after the tenancy went out for signature voids every signature given, since what was signed is
// no longer what the parties would be bound by.

export type AgreementRow = typeof tenancyAgreements.$inferSelect;
export type AgreementDeps = Pick<AppDeps, "privateStorage" | "log">;

export async function agreementsOf(tx: Tx, tenancyId: string): Promise<AgreementRow[]> {
  return tx.select().from(tenancyAgreements).where(eq(tenancyAgreements.tenancyId, tenancyId));
}

export const tenantIdsOf = (access: Pick<TenancyAccess, "tenants">) => access.tenants.map((t) => t.userId);

/** Whether `userId` signs (and so may read) this agreement. */
export function signsAgreement(access: TenancyAccess, agreement: AgreementRow, userId: string): boolean {
  return signersOf(agreement, access.tenancy.landlordId, tenantIdsOf(access)).includes(userId);
}

/** The agreements the tenancy still needs, as the tenant each binds (null: the joint one). */
export function missingAgreements(
  access: TenancyAccess,
  uploaded: readonly AgreementRow[],
): (string | null)[] {
  return requiredAgreements(access.tenancy.terms.tenancyType, tenantIdsOf(access))
    .map((slot) => slot.tenantId)
    .filter((tenantId) => !uploaded.some((a) => a.tenantId === tenantId));
}

/** Checks the upload is a PDF the rules accept; the refusal names what to fix. */
export async function readAgreementUpload(file: File): Promise<{ bytes: Uint8Array; pageCount: number }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const check = await checkAgreementUpload(bytes);
  if (!check.ok) throw catalogueError(422, check.code);
  return { bytes, pageCount: check.pageCount };
}

/**
 * Stores the upload as the agreement for `tenantId` (null: the joint agreement), replacing the
 * one before. Returns the keys the replaced agreement no longer needs, to delete after commit.
 */
export async function storeAgreement(
  deps: AgreementDeps,
  tx: Tx,
  access: TenancyAccess,
  upload: { tenantId: string | null; fileName: string; bytes: Uint8Array; pageCount: number },
  now: Date,
): Promise<string[]> {
  const slots = requiredAgreements(access.tenancy.terms.tenancyType, tenantIdsOf(access));
  if (!slots.some((slot) => slot.tenantId === upload.tenantId))
    throw catalogueError(422, "tenancy_agreement_not_needed");
  const key = `tenancies/${access.tenancy.id}/agreement-${randomUUID()}.pdf`;
  await deps.privateStorage.put(key, Buffer.from(upload.bytes), "application/pdf");
  const existing = (await agreementsOf(tx, access.tenancy.id)).find((a) => a.tenantId === upload.tenantId);
  const values = {
    fileName: upload.fileName,
    originalKey: key,
    pageCount: upload.pageCount,
    uploadedAt: now,
    signableKey: null,
    signableSha256: null,
    signedKey: null,
    signedAt: null,
  };
  if (!existing) {
    await tx
      .insert(tenancyAgreements)
      .values({ tenancyId: access.tenancy.id, tenantId: upload.tenantId, ...values });
    return [];
  }
  await tx.update(tenancyAgreements).set(values).where(eq(tenancyAgreements.id, existing.id));
  return [existing.originalKey, ...(existing.signableKey ? [existing.signableKey] : [])];
}

/**
 * Deletes the agreements terms of `type` no longer need (the joint one after a switch to
 * individual tenancies, or each tenant's after the reverse), with their signatures. Returns their
 * documents' keys, to delete after commit.
 */
export async function dropAgreementsNotNeeded(
  tx: Tx,
  access: TenancyAccess,
  type: TenancyType,
): Promise<string[]> {
  const slots = requiredAgreements(type, tenantIdsOf(access));
  const stale = (await agreementsOf(tx, access.tenancy.id)).filter(
    (agreement) => !slots.some((slot) => slot.tenantId === agreement.tenantId),
  );
  if (stale.length === 0) return [];
  await tx.delete(tenancyAgreements).where(
    inArray(
      tenancyAgreements.id,
      stale.map((a) => a.id),
    ),
  );
  return stale.flatMap((a) => [a.originalKey, a.signableKey, a.signedKey].filter((key) => key !== null));
}

/** A guarantor's signature, cleared. */
const UNSIGNED = {
  signedName: null,
  signedAt: null,
  ipAddress: null,
  userAgent: null,
  documentSha256: null,
  signedStatement: null,
};

/**
 * Voids every signature and signable document of the tenancy: what is signed next is made again
 * from the terms and agreements as they are then. Returns the documents' keys to delete.
 */
export async function voidSigning(tx: Tx, tenancyId: string): Promise<string[]> {
  const agreements = await agreementsOf(tx, tenancyId);
  const ids = agreements.map((a) => a.id);
  if (ids.length === 0) return [];
  await tx.delete(tenancySignatures).where(inArray(tenancySignatures.agreementId, ids));
  await tx.update(tenancyGuarantors).set(UNSIGNED).where(eq(tenancyGuarantors.tenancyId, tenancyId));
  await tx
    .update(tenancyAgreements)
    .set({ signableKey: null, signableSha256: null })
    .where(eq(tenancyAgreements.tenancyId, tenancyId));
  // The statement is confirmed afresh for what is sent next.
  await tx.update(tenancies).set({ statementConfirmedAt: null }).where(eq(tenancies.id, tenancyId));
  return agreements.flatMap((a) => (a.signableKey ? [a.signableKey] : []));
}

/** Deletes stored documents nothing refers to any more; a failure leaves a file, never a broken row. */
export async function removeDocuments(deps: AgreementDeps, keys: readonly string[]) {
  for (const key of keys) {
    await deps.privateStorage.remove(key).catch((error: unknown) => {
      deps.log.warn({ err: error, key }, "could not delete a replaced tenancy document");
    });
  }
}

/** One agreement's current document, for a party of that agreement only (404 for anyone else). */
export async function agreementDocument(
  deps: AgreementDeps,
  tx: Tx,
  access: TenancyAccess,
  agreementId: string,
  viewerId: string,
): Promise<{ bytes: Buffer; fileName: string }> {
  const [agreement] = await tx
    .select()
    .from(tenancyAgreements)
    .where(and(eq(tenancyAgreements.id, agreementId), eq(tenancyAgreements.tenancyId, access.tenancy.id)));
  if (!agreement || !signsAgreement(access, agreement, viewerId)) throw notFound("Agreement not found.");
  const key = agreement.signedKey ?? agreement.signableKey ?? agreement.originalKey;
  const bytes = await deps.privateStorage.get(key);
  if (!bytes) throw new Error(`tenancy document missing from storage: ${key}`);
  const stage = agreement.signedKey ? "signed" : agreement.signableKey ? "to-sign" : "draft";
  return { bytes, fileName: `tenancy-agreement-${stage}.pdf` };
}
