import { anyone, type Expected, partiesOnly, type RouteTable, signedIn } from "./access.ts";

// Tenancies (decision 062): on a confirmed deal the "owner" is its landlord, the "member" its
// tenant, here the leader; nobody else finds one. The example's terms break a rule: 422.

/** The landlord drafts and changes the terms; the tenant is refused (403). */
const landlordOnly = (status: number): Expected => ({ ...partiesOnly(status), member: 403 });

/** A confirmed deal's tenancy: its draft, terms, agreement, signatures, Right to Rent record and move-in. */
export const tenancyRoutes: RouteTable = {
  "GET /api/conversations/{id}/tenancy-draft": landlordOnly(200),
  "POST /api/conversations/{id}/tenancy": landlordOnly(422),
  "GET /api/tenancies/{id}": partiesOnly(200),
  "PUT /api/tenancies/{id}/terms": landlordOnly(422),
  // The tenant reads and may withdraw, as may the landlord.
  "POST /api/tenancies/{id}/withdraw": partiesOnly(200),
  // The example upload is empty: refused as such (400) before anyone's part is looked at.
  "PUT /api/tenancies/{id}/agreements": { ...signedIn(400), owner: 400, member: 400 },
  // Nothing uploaded yet: the landlord is told so (409).
  "POST /api/tenancies/{id}/send": landlordOnly(409),
  // Terms drafted: nothing is out to sign yet, for either party (409).
  "POST /api/tenancies/{id}/sign": partiesOnly(409),
  // The example names no occupier of this tenancy: the landlord is told so (422).
  "PUT /api/tenancies/{id}/right-to-rent": landlordOnly(422),
  // An assured tenancy: every adult occupier is checked, so the landlord is told it can't be exempt (422).
  "PUT /api/tenancies/{id}/right-to-rent-exemption": landlordOnly(422),
  // Terms drafted, not signed: too early to move in (409).
  "POST /api/tenancies/{id}/ready": landlordOnly(409),
  // A joint tenancy's agreement: both parties download it.
  "GET /api/tenancies/{id}/agreements/{agreementId}/document": partiesOnly(200),
  // A tenant names their guarantor; the landlord is refused (403).
  "PUT /api/tenancies/{id}/guarantor": { ...partiesOnly(200), owner: 403 },
  // The tenant has named nobody to remove (404); the landlord is refused (403).
  "DELETE /api/tenancies/{id}/guarantor": { ...partiesOnly(404), owner: 403 },
  // Deposits: the fixture's payment is the tenant's deposit, recorded by them, not received.
  // The example payer is nobody in this tenancy: the landlord is told so (422); the tenant may record
  // only their own payment (403).
  "POST /api/tenancies/{id}/payments": { ...partiesOnly(422), member: 403 },
  // Only the landlord confirms, protects and records an outcome (the tenant: 403); the example's
  // written extension comes before its day of receipt (422).
  "PUT /api/tenancies/{id}/payments/{paymentId}/received": landlordOnly(422),
  // Not received yet: refused with its reason (422).
  "PUT /api/tenancies/{id}/payments/{paymentId}/protection": landlordOnly(422),
  // A deposit, not a holding deposit: it has no outcome (422).
  "PUT /api/tenancies/{id}/payments/{paymentId}/outcome": landlordOnly(422),
  // The tenant recorded it and deletes it; the landlord did not record it (403).
  "DELETE /api/tenancies/{id}/payments/{paymentId}": { ...partiesOnly(200), owner: 403 },
};

/**
 * A guarantor's link: its signed token is the only key, so every caller, signed in or not, gets
 * the same answer. The terms are still drafted: nothing to download or sign yet.
 */
export const guaranteeRoutes: RouteTable = {
  "GET /api/guarantees/{tenancyId}/{token}": anyone(200),
  "GET /api/guarantees/{tenancyId}/{token}/document": anyone(404),
  "POST /api/guarantees/{tenancyId}/{token}/sign": anyone(409),
};
