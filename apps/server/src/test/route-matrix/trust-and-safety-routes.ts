import { anyone, listingOwner, ownerOnly, type RouteTable, signedIn } from "./access.ts";

/** Reports, blocks, landlord verification, the operator's pages and reviews. */
export const trustAndSafetyRoutes: RouteTable = {
  "POST /api/properties/{id}/report": { ...signedIn(201), ...listingOwner(422) },
  "POST /api/users/{id}/report": { ...signedIn(201), owner: 422 },
  "GET /api/users/{id}/block": { ...signedIn(200), owner: 422 },
  "POST /api/users/{id}/block": { ...signedIn(200), owner: 422 },
  "DELETE /api/users/{id}/block": { ...signedIn(200), owner: 422 },
  "GET /api/blocks": signedIn(200),
  "GET /api/me/verification": signedIn(200),
  // An empty form is refused before the user type is looked at.
  "POST /api/me/verification": signedIn(400),
  // Operator pages do not exist for anyone else (decision 058); "owner" is an operator.
  "GET /api/operator/verifications": ownerOnly(200),
  "GET /api/operator/verifications/{id}/documents/{document}": ownerOnly(200),
  "POST /api/operator/verifications/{id}/approve": ownerOnly(200),
  "POST /api/operator/verifications/{id}/reject": ownerOnly(200),
  "GET /api/operator/copy-reviews": ownerOnly(200),
  "POST /api/operator/copy-reviews/{id}/clear": ownerOnly(200),
  "POST /api/operator/copy-reviews/{id}/withdraw": ownerOnly(200),
  "GET /api/me/reviewable": signedIn(200),
  // Only an accepted applicant of the deal may review (the example's deal is nobody's).
  "POST /api/reviews": signedIn(404),
  // As visible as the home; the owner still sees those of a listing Roost withdrew.
  "GET /api/properties/{id}/reviews": { ...anyone(200), ...listingOwner(200) },
  // "owner" is the home's landlord, who replies; "member" the tenant who wrote the review.
  "POST /api/reviews/{id}/reply": { ...ownerOnly(200), member: 404 },
  "POST /api/reviews/{id}/report": { ...signedIn(201), member: 201, owner: 201 },
};
