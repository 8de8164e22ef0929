import { inputFromTerms } from "@roost/shared/contracts/tenancy.ts";
import { rentLine, termsLines } from "@roost/shared/contracts/tenancy-terms-lines.ts";
import { signersOf } from "@roost/shared/domain/tenancy-signing.ts";
import { LET_KIND_LABELS, rentText, tenantRents } from "@roost/shared/domain/tenancy-terms.ts";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { properties, tenancyGuarantors, tenancySignatures } from "../../db/schema.ts";
import { formatAddress, partiesByIds } from "../deals/deal-parties.ts";
import type { Signature } from "./pdf/certificate-pages.ts";
import { buildSignableDocument, type SignableDocument } from "./pdf/signable-document.ts";
import type { AgreementParty } from "./pdf/summary-pages.ts";
import type { TenancyAccess } from "./tenancy-access.ts";
import { type AgreementRow, tenantIdsOf } from "./tenancy-agreements.ts";

// What each agreement's documents say (decision 062): the signable one opens with Roost's summary
// of the terms as agreed and every party named, for that agreement only (one tenant's rent in
// individual tenancies); the signed one adds the certificate of every signature given.

/** The reference the parties and the certificate call the tenancy by. */
export const tenancyReference = (tenancyId: string) => `RST-${tenancyId.slice(0, 8).toUpperCase()}`;

async function address(tx: Tx, propertyId: string): Promise<string> {
  const [place] = await tx
    .select({ addressLine1: properties.addressLine1, town: properties.town, postcode: properties.postcode })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return place ? formatAddress(place) : "";
}

/** Builds the document the parties of `agreement` sign, from the terms as they are now. */
export async function signableDocumentOf(
  tx: Tx,
  access: TenancyAccess,
  agreement: AgreementRow,
  original: Uint8Array,
  now: Date,
): Promise<SignableDocument> {
  const { tenancy } = access;
  const terms = inputFromTerms(tenancy.terms);
  const tenantIds = tenantIdsOf(access);
  const rents = tenantRents(tenancy.terms, tenantIds.length);
  const rent =
    agreement.tenantId === null
      ? rentLine(terms, rents[0] ?? 0)
      : (["Rent", rentText(rents[tenantIds.indexOf(agreement.tenantId)] ?? 0, terms.rent_period)] as const);
  const signers = signersOf(agreement, tenancy.landlordId, tenantIds);
  const people = await partiesByIds(tx, signers);
  const parties: AgreementParty[] = signers.map((id) => {
    const person = people.find((p) => p.user_id === id);
    return {
      role: id === tenancy.landlordId ? "Landlord" : "Tenant",
      name: person?.name ?? "",
      email: person?.email ?? "",
    };
  });
  return buildSignableDocument(original, {
    title: `${LET_KIND_LABELS[tenancy.terms.letKind]}: agreement ${tenancyReference(tenancy.id)}`,
    address: await address(tx, tenancy.propertyId),
    terms: termsLines(terms, [...rent]).map(([label, value]) => ({ label, value })),
    parties,
    preparedAt: now,
  });
}

const CERTIFICATE_ROLES = { landlord: "Landlord", tenant: "Tenant", guarantor: "Guarantor" } as const;

/**
 * The agreement's signatures as its certificate prints them, in the order they were given: its
 * parties', and those of the guarantors of its tenants.
 */
export async function certificateSignatures(tx: Tx, agreement: AgreementRow): Promise<Signature[]> {
  const parties = await tx
    .select()
    .from(tenancySignatures)
    .where(eq(tenancySignatures.agreementId, agreement.id));
  const guarantors = await tx
    .select()
    .from(tenancyGuarantors)
    .where(
      and(
        eq(tenancyGuarantors.tenancyId, agreement.tenancyId),
        agreement.tenantId === null ? undefined : eq(tenancyGuarantors.tenantId, agreement.tenantId),
        isNotNull(tenancyGuarantors.signedAt),
      ),
    );
  const names = new Map(
    (
      await partiesByIds(
        tx,
        guarantors.map((g) => g.tenantId),
      )
    ).map((p) => [p.user_id, p.name]),
  );
  const signatures: Signature[] = [
    ...parties.map((row) => ({
      role: CERTIFICATE_ROLES[row.role as keyof typeof CERTIFICATE_ROLES],
      name: row.signedName,
      email: row.email,
      signedAt: row.signedAt,
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      documentSha256: row.documentSha256,
    })),
    ...guarantors.map((row) => ({
      role: CERTIFICATE_ROLES.guarantor,
      name: row.signedName ?? "",
      email: row.email,
      signedAt: row.signedAt ?? new Date(0),
      ipAddress: row.ipAddress ?? "",
      userAgent: row.userAgent ?? "",
      documentSha256: row.documentSha256 ?? "",
      guarantee: {
        tenantName: names.get(row.tenantId) ?? "",
        statement: row.signedStatement ?? "",
      },
    })),
  ];
  return signatures.sort((a, b) => a.signedAt.getTime() - b.signedAt.getTime());
}
