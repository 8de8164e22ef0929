import { signersOf } from "@roost/shared/domain/tenancy-signing.ts";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { tenancyAgreements, tenancyGuarantors, tenancySignatures } from "../../db/schema.ts";
import { enqueueGuarantorCopies } from "./guarantor-email.ts";
import { buildSignedDocument } from "./pdf/signed-document.ts";
import { enqueueSignedTenancyEmails } from "./signed-tenancy-email.ts";
import type { TenancyAccess } from "./tenancy-access.ts";
import { type AgreementRow, agreementsOf, tenantIdsOf } from "./tenancy-agreements.ts";
import { certificateSignatures, tenancyReference } from "./tenancy-documents.ts";
import { partyIds } from "./tenancy-effects.ts";
import { scheduleMoneyReminders } from "./tenancy-money-reminder.ts";
import { setState, type TenancyDeps } from "./tenancy-steps.ts";

// When a tenancy out for signature becomes signed (decision 062): once every party has signed
// every agreement they sign and every guarantor named by a tenant has signed as guarantor, in any
// order. The last of them, whoever it is, makes each signed PDF and sends every party and
// guarantor their copy.

/** Who has signed each agreement so far, by user id. */
export async function signersSoFar(
  tx: Tx,
  agreements: readonly AgreementRow[],
): Promise<Map<string, Set<string>>> {
  const rows = agreements.length
    ? await tx
        .select({ agreementId: tenancySignatures.agreementId, userId: tenancySignatures.userId })
        .from(tenancySignatures)
        .where(
          inArray(
            tenancySignatures.agreementId,
            agreements.map((a) => a.id),
          ),
        )
    : [];
  const byAgreement = new Map(agreements.map((a) => [a.id, new Set<string>()]));
  for (const row of rows) byAgreement.get(row.agreementId)?.add(row.userId);
  return byAgreement;
}

/** Whether anyone, a party or a guarantor, has signed any of the tenancy's agreements. */
export async function anySignatureGiven(tx: Tx, tenancyId: string): Promise<boolean> {
  const [party] = await tx
    .select({ at: tenancySignatures.signedAt })
    .from(tenancySignatures)
    .innerJoin(tenancyAgreements, eq(tenancyAgreements.id, tenancySignatures.agreementId))
    .where(eq(tenancyAgreements.tenancyId, tenancyId))
    .limit(1);
  if (party) return true;
  const [guarantor] = await tx
    .select({ at: tenancyGuarantors.signedAt })
    .from(tenancyGuarantors)
    .where(and(eq(tenancyGuarantors.tenancyId, tenancyId), isNotNull(tenancyGuarantors.signedAt)))
    .limit(1);
  return guarantor !== undefined;
}

async function everyoneSigned(tx: Tx, access: TenancyAccess, agreements: readonly AgreementRow[]) {
  const signed = await signersSoFar(tx, agreements);
  const partiesDone = agreements.every((a) =>
    signersOf(a, access.tenancy.landlordId, tenantIdsOf(access)).every((id) => signed.get(a.id)?.has(id)),
  );
  if (!partiesDone) return false;
  const guarantors = await tx
    .select({ tenantId: tenancyGuarantors.tenantId, signedAt: tenancyGuarantors.signedAt })
    .from(tenancyGuarantors)
    .where(eq(tenancyGuarantors.tenancyId, access.tenancy.id));
  return guarantors.every((g) => g.signedAt !== null || !tenantIdsOf(access).includes(g.tenantId));
}

/**
 * Completes the signing if nobody is left to sign: each agreement's signed PDF is made and kept,
 * the tenancy is signed, and every party and guarantor gets their copy. Returns whether it did.
 */
export async function finishIfEveryoneSigned(
  deps: TenancyDeps,
  tx: Tx,
  access: TenancyAccess,
  now: Date,
): Promise<boolean> {
  if (access.tenancy.state !== "out_for_signature") return false;
  const agreements = await agreementsOf(tx, access.tenancy.id);
  if (agreements.length === 0 || !(await everyoneSigned(tx, access, agreements))) return false;
  for (const agreement of agreements) {
    const signable = agreement.signableKey ? await deps.privateStorage.get(agreement.signableKey) : null;
    if (!signable) throw new Error(`signable tenancy document missing: ${agreement.signableKey}`);
    const signedPdf = await buildSignedDocument(signable, {
      tenancyReference: tenancyReference(access.tenancy.id),
      completedAt: now,
      signatures: await certificateSignatures(tx, agreement),
    });
    const key = `tenancies/${access.tenancy.id}/signed-${agreement.id}.pdf`;
    await deps.privateStorage.put(key, Buffer.from(signedPdf), "application/pdf");
    await tx
      .update(tenancyAgreements)
      .set({ signedKey: key, signedAt: now })
      .where(eq(tenancyAgreements.id, agreement.id));
  }
  await setState(tx, access, "signed", now);
  await scheduleMoneyReminders(tx, access.tenancy.id, now);
  await enqueueSignedTenancyEmails(tx, access.tenancy.id, partyIds(access), now);
  await enqueueGuarantorCopies(tx, access.tenancy.id, now);
  return true;
}
