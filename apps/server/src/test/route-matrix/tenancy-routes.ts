import { type Expected, partiesOnly, type RouteTable } from "./access.ts";

// Tenancies (decision 062): on a confirmed deal the "owner" is its landlord, the "member" its
// tenant, here the leader; nobody else finds one. The example's terms break a rule: 422.

/** The landlord drafts and changes the terms; the tenant is refused (403). */
const landlordOnly = (status: number): Expected => ({ ...partiesOnly(status), member: 403 });

/** A confirmed deal's tenancy: its draft, terms and withdrawal. */
export const tenancyRoutes: RouteTable = {
  "GET /api/conversations/{id}/tenancy-draft": landlordOnly(200),
  "POST /api/conversations/{id}/tenancy": landlordOnly(422),
  "GET /api/tenancies/{id}": partiesOnly(200),
  "PUT /api/tenancies/{id}/terms": landlordOnly(422),
  // The tenant reads and may withdraw, as may the landlord.
  "POST /api/tenancies/{id}/withdraw": partiesOnly(200),
};
