import type { TenancySendInput, TenancySignInput } from "@roost/shared/contracts/tenancy.ts";
import { signedNameError } from "@roost/shared/domain/tenancy-signing.ts";
import { rulesOf } from "@roost/shared/domain/tenancy-terms.ts";
import { eq } from "drizzle-orm";
import { tenancyAgreements, tenancySignatures } from "../../db/schema.ts";
import { catalogueError } from "../../lib/errors.ts";
import { partiesByIds } from "../deals/deal-parties.ts";
import { sendGuarantorLinks } from "./guarantors.service.ts";
import {
  agreementsOf,
  missingAgreements,
  readAgreementUpload,
  signsAgreement,
  storeAgreement,
  voidSigning,
} from "./tenancy-agreements.ts";
import { signableDocumentOf } from "./tenancy-documents.ts";
import { finishIfEveryoneSigned, signersSoFar } from "./tenancy-signing-completion.ts";
import {
  announce,
  refuseMove,
  SIGNATURES_VOIDED,
  setState,
  type TenancyDeps,
  withLockedTenancy,
} from "./tenancy-steps.ts";

// The written agreement and its signing (decision 062): the landlord uploads each agreement and
// sends the tenancy out for signature, which fixes each document by its SHA-256; every party then
// signs, in any order, by typing their name; the last signature makes the signed PDFs and sends
// everyone their copy.

/** Where and how a signature was given, as the certificate prints it. */
export interface SigningOrigin {
  ipAddress: string;
  userAgent: string;
}

/** The landlord uploads the agreement for `tenantId` (null: the joint agreement). */
export async function uploadAgreement(
  deps: TenancyDeps,
  tenancyId: string,
  actorId: string,
  input: { tenantId: string | null; file: File },
) {
  return withLockedTenancy(deps, tenancyId, actorId, async (tx, access, now) => {
    refuseMove("upload_agreement", access);
    // Read only once the caller is known to be the landlord: nobody else makes the server parse a PDF.
    const upload = await readAgreementUpload(input.file);
    const voids = access.tenancy.state === "out_for_signature";
    const unneeded = await storeAgreement(
      deps,
      tx,
      access,
      { tenantId: input.tenantId, fileName: input.file.name.slice(0, 200) || "agreement.pdf", ...upload },
      now,
    );
    if (voids) {
      unneeded.push(...(await voidSigning(tx, access.tenancy.id)));
      await setState(tx, access, "terms_drafted", now);
    }
    const did = voids
      ? `replaced the tenancy agreement${SIGNATURES_VOIDED}`
      : "uploaded the tenancy agreement";
    await announce(deps, tx, access, actorId, did, "Tenancy agreement uploaded");
    return unneeded;
  });
}

/**
 * The landlord sends every agreement out to sign: each document is made and fixed by its hash. An
 * assured tenancy needs their word that the agreement holds the written statement of terms.
 */
export async function sendForSignature(
  deps: TenancyDeps,
  tenancyId: string,
  actorId: string,
  input: TenancySendInput,
) {
  return withLockedTenancy(deps, tenancyId, actorId, async (tx, access, now) => {
    refuseMove("send_for_signature", access);
    const agreements = await agreementsOf(tx, access.tenancy.id);
    if (missingAgreements(access, agreements).length > 0)
      throw catalogueError(409, "tenancy_agreement_missing");
    const statementNeeded = rulesOf(access.tenancy.terms.letKind).writtenStatement;
    if (statementNeeded && !input.written_statement_included)
      throw catalogueError(422, "tenancy_statement_unconfirmed");
    for (const agreement of agreements) {
      const original = await deps.privateStorage.get(agreement.originalKey);
      if (!original) throw new Error(`tenancy agreement missing from storage: ${agreement.originalKey}`);
      const document = await signableDocumentOf(tx, access, agreement, original, now);
      const key = `tenancies/${access.tenancy.id}/to-sign-${agreement.id}-${document.sha256.slice(0, 16)}.pdf`;
      await deps.privateStorage.put(key, Buffer.from(document.bytes), "application/pdf");
      await tx
        .update(tenancyAgreements)
        .set({ signableKey: key, signableSha256: document.sha256 })
        .where(eq(tenancyAgreements.id, agreement.id));
    }
    await setState(tx, access, "out_for_signature", now, {
      statementConfirmedAt: statementNeeded ? now : null,
    });
    await sendGuarantorLinks(tx, access.tenancy.id, now);
    await announce(
      deps,
      tx,
      access,
      actorId,
      "sent the tenancy agreement to sign",
      "Tenancy agreement to sign",
    );
    return [];
  });
}

/**
 * A party signs every agreement they sign that is still waiting for them, each as the document
 * they reviewed: a hash that is no longer the document's is refused, so nobody signs a version
 * they did not see.
 */
export async function signTenancy(
  deps: TenancyDeps,
  tenancyId: string,
  actorId: string,
  input: TenancySignInput,
  origin: SigningOrigin,
) {
  return withLockedTenancy(deps, tenancyId, actorId, async (tx, access, now) => {
    const agreements = await agreementsOf(tx, access.tenancy.id);
    const signed = await signersSoFar(tx, agreements);
    const theirs = agreements.filter(
      (a) => signsAgreement(access, a, actorId) && !signed.get(a.id)?.has(actorId),
    );
    refuseMove("sign", access, theirs.length === 0);
    const nameError = signedNameError(input.signed_name);
    if (nameError) throw catalogueError(422, "tenancy_signed_name_refused", { reason: nameError });
    for (const agreement of theirs) {
      const reviewed = input.documents.find((d) => d.agreement_id === agreement.id);
      if (!reviewed || reviewed.sha256 !== agreement.signableSha256)
        throw catalogueError(409, "tenancy_document_changed");
    }
    const [signer] = await partiesByIds(tx, [actorId]);
    for (const agreement of theirs) {
      await tx.insert(tenancySignatures).values({
        agreementId: agreement.id,
        userId: actorId,
        role: access.role === "landlord" ? "landlord" : "tenant",
        signedName: input.signed_name.trim(),
        email: signer?.email ?? "",
        signedAt: now,
        ipAddress: origin.ipAddress,
        userAgent: origin.userAgent,
        documentSha256: agreement.signableSha256 ?? "",
      });
    }
    if (!(await finishIfEveryoneSigned(deps, tx, access, now))) {
      await announce(deps, tx, access, actorId, "signed the tenancy agreement", "Tenancy agreement signed");
      return [];
    }
    await announce(
      deps,
      tx,
      access,
      actorId,
      "signed the tenancy agreement. Everyone has signed: the signed agreement is on its way to every party by email",
      "Tenancy signed",
    );
    return [];
  });
}
