import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { properties } from "../../../db/schema.ts";
import { isUuid } from "../property-access.ts";

// Who may fetch a stored file at /files. A listing's photos live under properties/{listing id}/
// and follow the listing: a draft's only for its owner (it was never public), a withdrawn one's
// for nobody (its files are deleted with the withdrawal; this covers a failed deletion), the rest
// for everyone, as the listing's cards show them (favourites keep paused and let listings).
// Avatars and the demo photos (properties/seed/) are public.

export type StoredFileAccess = { kind: "public" } | { kind: "owner"; ownerId: string } | { kind: "none" };

const PUBLIC: StoredFileAccess = { kind: "public" };

/** `key` is a storage key already normalised by safeKey. */
export async function storedFileAccess(db: Db, key: string): Promise<StoredFileAccess> {
  const [prefix, listingId] = key.split("/");
  if (prefix !== "properties" || !listingId || !isUuid(listingId)) return PUBLIC;
  const [listing] = await db
    .select({ status: properties.status, ownerId: properties.userId })
    .from(properties)
    .where(eq(properties.id, listingId.toLowerCase()));
  if (!listing || listing.status === "withdrawn") return { kind: "none" };
  return listing.status === "draft" ? { kind: "owner", ownerId: listing.ownerId } : PUBLIC;
}
