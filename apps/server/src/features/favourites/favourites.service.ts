import type { PropertyCard } from "@roost/shared/contracts/properties.ts";
import { and, desc, eq, or } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Tx } from "../../db/client.ts";
import { favourites, properties } from "../../db/schema.ts";
import { findVisibleProperty, isLive, isUuid } from "../properties/property-access.ts";
import { cardColumns, storedCard } from "../properties/property-json.ts";

// Favourites (§2 Favourites, §4 Favourite, §7 Favourites): a per-user set of listings, toggled
// on and off. Both directions are idempotent so a double click or a retry never errors.

/** A favourite stays in the list only while the listing is visible to its user (live, or theirs). */
const visibleTo = (userId: string) => or(isLive, eq(properties.userId, userId));

export async function listFavouriteCards(db: Tx, userId: string): Promise<PropertyCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(favourites)
    .innerJoin(properties, eq(properties.id, favourites.propertyId))
    .where(and(eq(favourites.userId, userId), visibleTo(userId)))
    .orderBy(desc(favourites.createdAt), desc(favourites.propertyId));
  return rows.map(storedCard);
}

export async function listFavouriteIds(db: Tx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: favourites.propertyId })
    .from(favourites)
    .innerJoin(properties, eq(properties.id, favourites.propertyId))
    .where(and(eq(favourites.userId, userId), visibleTo(userId)))
    .orderBy(desc(favourites.createdAt), desc(favourites.propertyId));
  return rows.map((r) => r.id);
}

/** Only a listing the user can see can be saved; anything else is "not found". */
export async function addFavourite(
  { database, clock }: Pick<AppDeps, "database" | "clock">,
  userId: string,
  propertyId: string,
) {
  const db = database.db;
  const property = await findVisibleProperty(db, propertyId, userId);
  await db
    .insert(favourites)
    .values({ userId, propertyId: property.id, createdAt: clock.now() })
    .onConflictDoNothing({ target: [favourites.userId, favourites.propertyId] });
}

/** Removing works whatever the listing's status now is, and removing twice is fine. */
export async function removeFavourite(db: Tx, userId: string, propertyId: string): Promise<void> {
  if (!isUuid(propertyId)) return;
  await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.propertyId, propertyId.toLowerCase())));
}
