import type { LandlordTrust } from "@roost/shared/contracts/landlord-trust.ts";
import type { MyListing } from "@roost/shared/contracts/my-listings.ts";
import type { PropertyCard } from "@roost/shared/contracts/properties.ts";
import { advertFactsMissing, advertFactsPauseDay } from "@roost/shared/domain/listing.ts";
import { availabilityPauseDay } from "@roost/shared/domain/listing-availability.ts";
import { memberSinceText } from "@roost/shared/domain/profile.ts";
import { isOpenStatus, PROPERTY_OWNER_FALLBACK_NAME } from "@roost/shared/domain/property.ts";
import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { properties } from "../../db/schema.ts";
import { toPublishInput } from "./listings/listing-rules.ts";
import type { PropertyRow } from "./property-access.ts";

// Rows to the API's shapes (packages/shared/src/contracts/properties.ts). Field names follow the
// spec (§3) so the web app and the contracts read the same.

/**
 * A listing's card as JSON text. PostgreSQL keeps it, but for the public location, in
 * properties.search_card, built by a trigger on every write (migration 0019, decision 042): the one
 * place a card is made, for search, favourites, My Listings and the home page alike (decision
 * 053). The public location is a generated column, which the trigger cannot see, so it comes as two
 * columns and is appended here. A search page passes 25 cards through as text, a third of what
 * decoding and re-encoding them would cost the busiest endpoint. A new card field is a migration
 * that replaces the trigger's function and recomputes the column (UPDATE properties SET
 * search_card = NULL); property-search.test.ts checks every card against the contract, strictly.
 */
export function searchCardJson(card: string, latitude: number | null, longitude: number | null): string {
  return `${card.slice(0, -1)},"latitude":${JSON.stringify(latitude)},"longitude":${JSON.stringify(longitude)}}`;
}

/** The columns a card is read from; storedCard makes it. */
export const cardColumns = {
  card: properties.searchCard,
  latitude: properties.publicLatitude,
  longitude: properties.publicLongitude,
};

/** A card read through cardColumns (or a full row's), as the API returns it. */
export function storedCard(row: {
  card: string | null;
  latitude: number | null;
  longitude: number | null;
}): PropertyCard {
  // The trigger writes it with every insert and update; a row without it predates the trigger.
  if (row.card === null) throw new Error("a listing without its stored card (migration 0019)");
  return JSON.parse(searchCardJson(row.card, row.latitude, row.longitude)) as PropertyCard;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export interface OwnerRow {
  userId: string;
  displayName: string | null;
  avatarUrl: string | null;
  createdAt: Date | null;
  trust: LandlordTrust;
}

/** The landlord's own pin, in place of the public point, for the owner's eyes only (decision 036). */
const exactLocation = (row: Pick<PropertyRow, "latitude" | "longitude">) => ({
  latitude: row.latitude,
  longitude: row.longitude,
});

/** A timestamp as toISOString writes it, in SQL (as the search card's published_at). */
const isoSql = (column: AnyPgColumn) =>
  sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The detail's fields beyond the card that are the same for every viewer, as JSON text built by
 * PostgreSQL in the property page's statement: decoding 30-odd columns, mapping them and encoding
 * them again was the property page's largest cost in Node after the framework (decision 045).
 */
export const detailFieldsJsonSql = sql<string>`json_build_object(
  'description', ${properties.description},
  'deposit', ${properties.deposit},
  'available_from', ${properties.availableFrom},
  'facts', ${properties.facts},
  'photos', ${properties.photos},
  'floorplan', ${properties.floorplan},
  'draft_step', ${properties.draftStep},
  'expires_at', ${isoSql(properties.expiresAt)},
  'created_at', ${isoSql(properties.createdAt)}
)::text`;

type DetailRow = Pick<
  PropertyRow,
  "status" | "userId" | "latitude" | "longitude" | "publicLatitude" | "publicLongitude"
> & {
  /** properties.search_card: the card but for its location (migration 0019). */
  card: string;
  /** detailFieldsJsonSql. */
  fields: string;
};

/**
 * A listing's detail as JSON text: the stored card, the location this viewer may see, the fields
 * PostgreSQL serialised, and what depends on the viewer or the owner's profile, added here.
 */
export function propertyDetailJson(row: DetailRow, owner: OwnerRow, viewerId: string | null): string {
  const isOwner = viewerId !== null && viewerId === row.userId;
  const shown = isOwner
    ? exactLocation(row)
    : { latitude: row.publicLatitude, longitude: row.publicLongitude };
  const card = searchCardJson(row.card, shown.latitude, shown.longitude);
  const ownerJson = JSON.stringify({
    user_id: owner.userId,
    display_name: owner.displayName?.trim() || PROPERTY_OWNER_FALLBACK_NAME,
    avatar_url: owner.avatarUrl,
    member_since: memberSinceText(owner.createdAt),
    trust: owner.trust,
  });
  return `${card.slice(0, -1)},${row.fields.slice(1, -1)},"owner":${ownerJson},"is_owner":${isOwner}}`;
}

/**
 * Whether a listing open to tenants lacks what an advert must state, and when it is paused if it
 * still does (advert-facts-job.ts asks and pauses the same listings).
 */
function factsStanding(row: PropertyRow): Pick<MyListing, "facts_missing" | "facts_pause_on"> {
  const missing = isOpenStatus(row.status) && advertFactsMissing(toPublishInput(row));
  return {
    facts_missing: missing,
    facts_pause_on: missing && row.factsRequestedAt ? advertFactsPauseDay(row.factsRequestedAt) : null,
  };
}

/**
 * What My Listings says of a listing Roost keeps current (listing-availability-job.ts): the day it
 * is paused when its owner has been asked and not answered, and why Roost paused it.
 */
function availabilityStanding(row: PropertyRow): Pick<MyListing, "availability_pause_on" | "paused_reason"> {
  return {
    availability_pause_on:
      isOpenStatus(row.status) && row.availabilityAskedAt
        ? availabilityPauseDay(row.availabilityAskedAt)
        : null,
    paused_reason: row.status === "pause" ? row.pausedReason : null,
  };
}

/** A listing of My Listings: its stored card with the owner's own pin, its dates and counts. */
export function toMyListingJson(
  row: PropertyRow,
  card: string | null,
  counts: { views: number; favourites: number; inquiries: number },
): MyListing {
  return {
    ...storedCard({ card, ...exactLocation(row) }),
    created_at: row.createdAt.toISOString(),
    expires_at: iso(row.expiresAt),
    ...counts,
    ...factsStanding(row),
    ...availabilityStanding(row),
  };
}
