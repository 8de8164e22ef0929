import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { properties } from "../../../db/schema.ts";
import { conflict } from "../../../lib/errors.ts";
import { readSignedToken, signToken } from "../../../mail/signed-token.ts";
import { findChangeableProperty } from "../property-access.ts";

// An owner confirms a listing is still available (decision 058): from My Listings, or by the link
// of the email that asked, which works without signing in because the link itself is signed.

const PURPOSE = "listing-availability";
/** A confirmation link works this long: past the pause, so a late click is told what happened. */
const LINK_DAYS = 30;

export function signAvailabilityToken(
  secret: string,
  propertyId: string,
  ownerId: string,
  now: Date,
): string {
  return signToken(secret, PURPOSE, { p: propertyId, u: ownerId, e: now.getTime() + LINK_DAYS * 86_400_000 });
}

/** The listing and owner a link names, or null for a link altered, malformed or expired. */
export function readAvailabilityToken(
  secret: string,
  token: string,
  now: Date,
): { propertyId: string; ownerId: string } | null {
  const claims = readSignedToken(secret, PURPOSE, token);
  if (!claims || typeof claims.p !== "string" || typeof claims.u !== "string" || typeof claims.e !== "number")
    return null;
  return claims.e > now.getTime() ? { propertyId: claims.p, ownerId: claims.u } : null;
}

/**
 * Marks an owner's listing confirmed available now, answering any open question. Only a listing
 * open to tenants can be: a paused one goes live again from its status, which confirms it too.
 * Returns the address, for the page that says so.
 */
export async function confirmAvailability(
  db: Db,
  now: Date,
  propertyId: string,
  ownerId: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const listing = await findChangeableProperty(tx, propertyId, ownerId, { forUpdate: true });
    if (listing.status !== "published" && listing.status !== "available")
      throw conflict(
        "listing_not_open",
        listing.status === "pause"
          ? "This listing is paused. Set it live again from My Listings if it is still available."
          : "This listing is not open to tenants, so there is nothing to confirm.",
      );
    await tx
      .update(properties)
      .set({ availabilityConfirmedAt: now, availabilityAskedAt: null })
      .where(and(eq(properties.id, listing.id), inArray(properties.status, ["published", "available"])));
    return listing.addressLine1;
  });
}
