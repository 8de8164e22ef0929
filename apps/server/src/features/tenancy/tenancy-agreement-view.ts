import type { TenancyAgreement } from "@roost/shared/contracts/tenancy.ts";
import { awaitingSignature } from "@roost/shared/domain/tenancy-signing.ts";
import { inArray } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { tenancySignatures } from "../../db/schema.ts";
import type { TenancyAccess } from "./tenancy-access.ts";
import {
  type AgreementRow,
  agreementsOf,
  missingAgreements,
  signsAgreement,
  tenantIdsOf,
} from "./tenancy-agreements.ts";

// A tenancy's agreements as one party sees them (decision 062): only those they sign (the landlord
// all of them), who has signed each and who has still to, and where its document is.

export interface AgreementsView {
  agreements: TenancyAgreement[];
  /** For the landlord: the tenants (null: the joint agreement) still without an agreement. */
  missing: (string | null)[];
  /** The names of everyone who has still to sign something, once it is out to sign. */
  waitingFor: string[];
}

type SignerRole = TenancyAgreement["signatures"][number]["role"];

/** `names` holds every party's display name by user id. */
export async function agreementsView(
  tx: Tx,
  access: TenancyAccess,
  viewerId: string,
  names: ReadonlyMap<string, string>,
): Promise<AgreementsView> {
  const person = (userId: string) => ({ user_id: userId, name: names.get(userId) ?? "" });
  const { tenancy } = access;
  const all = await agreementsOf(tx, tenancy.id);
  const signatures = all.length
    ? await tx
        .select()
        .from(tenancySignatures)
        .where(
          inArray(
            tenancySignatures.agreementId,
            all.map((a) => a.id),
          ),
        )
        .orderBy(tenancySignatures.signedAt)
    : [];
  const outToSign = tenancy.state === "out_for_signature";
  const awaitingOf = (agreement: AgreementRow) =>
    outToSign
      ? awaitingSignature(
          agreement,
          tenancy.landlordId,
          tenantIdsOf(access),
          new Set(signatures.filter((s) => s.agreementId === agreement.id).map((s) => s.userId)),
        )
      : [];
  const waitingFor = [...new Set(all.flatMap(awaitingOf))].map((id) => names.get(id) ?? "");
  const agreements = all
    .filter((agreement) => signsAgreement(access, agreement, viewerId))
    .sort(
      (a, b) => tenantIdsOf(access).indexOf(a.tenantId ?? "") - tenantIdsOf(access).indexOf(b.tenantId ?? ""),
    )
    .map((agreement): TenancyAgreement => {
      const awaiting = awaitingOf(agreement);
      return {
        id: agreement.id,
        tenant: agreement.tenantId === null ? null : person(agreement.tenantId),
        file_name: agreement.fileName,
        page_count: agreement.pageCount,
        uploaded_at: agreement.uploadedAt.toISOString(),
        document_sha256: agreement.signableSha256,
        signatures: signatures
          .filter((s) => s.agreementId === agreement.id)
          .map((s) => ({
            ...person(s.userId),
            role: s.role as SignerRole,
            signed_at: s.signedAt.toISOString(),
          })),
        awaiting: awaiting.map(person),
        yours_to_sign: awaiting.includes(viewerId),
        signed_at: agreement.signedAt?.toISOString() ?? null,
        document_url: `/api/tenancies/${tenancy.id}/agreements/${agreement.id}/document`,
      };
    });
  return {
    agreements,
    missing: access.role === "landlord" ? missingAgreements(access, all) : [],
    waitingFor,
  };
}
