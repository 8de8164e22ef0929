import {
  anyone,
  listingOwner,
  listingOwnerChange,
  notStudents,
  ownerOnly,
  type RouteTable,
  signedIn,
} from "./access.ts";

// A withdrawn listing is read-only for its owner (409 listing_withdrawn on every change; the photo
// upload's empty form is refused first); reinstated, it is a paused listing without photos, so
// publishing it is 422 until the owner adds one.

/** Listings, their photos, favourites, saved searches and availability. */
export const listingRoutes: RouteTable = {
  "GET /api/properties": anyone(200),
  "POST /api/properties": notStudents(201),
  "GET /api/properties/featured": anyone(200),
  "GET /api/me/properties": notStudents(200),
  "GET /api/properties/{id}": { ...anyone(200), ...listingOwner(200) },
  "PATCH /api/properties/{id}": listingOwnerChange(200),
  "DELETE /api/properties/{id}": { ...listingOwnerChange(204), ownerReinstated: 422 },
  "POST /api/properties/{id}/publish": { ...listingOwnerChange(200), ownerReinstated: 422 },
  "PATCH /api/properties/{id}/status": { ...listingOwnerChange(200), ownerReinstated: 422 },
  "GET /api/properties/{id}/performance": { ...signedIn(404), ...listingOwner(200) },
  "POST /api/properties/{id}/photos": { ...signedIn(400), ...listingOwner(400) },
  "DELETE /api/properties/{id}/photos/{photoId}": { ...listingOwnerChange(200), ownerReinstated: 404 },
  "PUT /api/properties/{id}/floorplan": { ...signedIn(400), ...listingOwner(400) },
  "DELETE /api/properties/{id}/floorplan": { ...listingOwnerChange(200), ownerReinstated: 404 },
  "PUT /api/properties/{id}/photos/order": { ...listingOwnerChange(400), ownerReinstated: 200 },
  "POST /api/properties/{id}/views": { ...anyone(204), ...listingOwner(204) },
  "POST /api/properties/{id}/inquiry": { ...signedIn(200), ...listingOwner(422) },
  "POST /api/properties/{id}/availability": { ...listingOwnerChange(200), ownerReinstated: 409 },
  // The email's signed link is the only authority, for anyone or no one signed in; an example
  // token is not signed.
  "GET /api/listings/availability": anyone(400),
  "POST /api/listings/availability": anyone(400),
  "GET /api/favourites": signedIn(200),
  "GET /api/favourites/ids": signedIn(200),
  "PUT /api/favourites/{propertyId}": { ...signedIn(204), owner: 204 },
  "DELETE /api/favourites/{propertyId}": { ...signedIn(204), owner: 204 },
  "GET /api/saved-searches": signedIn(200),
  "POST /api/saved-searches": signedIn(201),
  "PATCH /api/saved-searches/{id}": ownerOnly(200),
  "POST /api/saved-searches/{id}/visited": ownerOnly(204),
  "DELETE /api/saved-searches/{id}": ownerOnly(204),
};
