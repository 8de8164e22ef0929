import type { MyListing, PhotoVariants, PropertyCard } from "@roost/shared/contracts/properties.ts";
import { memberSinceText } from "@roost/shared/domain/profile.ts";
import { PROPERTY_OWNER_FALLBACK_NAME } from "@roost/shared/domain/property.ts";
import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { properties } from "../../db/schema.ts";
import type { PropertyRow } from "./property-access.ts";

// Rows to the API's shapes (packages/shared/src/contracts/properties.ts). Field names follow the
// spec (§3) so the web app and the contracts read the same.

/**
 * Exactly what a card needs. The cover and photo count are computed in SQL so a page of search
 * results never ships every photo (or the description) from the database.
 */
export const cardColumns = {
  id: properties.id,
  addressLine1: properties.addressLine1,
  town: properties.town,
  postcode: properties.postcode,
  area: properties.area,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  parking: properties.parking,
  propertyType: properties.propertyType,
  furnishing: properties.furnishing,
  advertType: properties.advertType,
  monthlyRent: properties.monthlyRent,
  roomsData: properties.roomsData,
  billsIncluded: properties.billsIncluded,
  status: properties.status,
  coverUrl: sql<string | null>`${properties.photos} -> 0 ->> 'card'`,
  coverVariants: sql<PhotoVariants | null>`${properties.photos} -> 0 -> 'variants'`,
  photoCount: sql<number>`jsonb_array_length(${properties.photos})`.mapWith(Number),
  publishedAt: properties.publishedAt,
  publicLatitude: properties.publicLatitude,
  publicLongitude: properties.publicLongitude,
};

/**
 * The same card as toCardJson, as JSON text, for search pages: passing 25 cards through as text
 * costs the Node process a third of decoding 25 rows of 18 columns and re-encoding them, and the
 * search is the busiest endpoint. PostgreSQL keeps all but the public location per listing in
 * properties.search_card, by a trigger on every write (migration 0019, decision 042), so a page
 * reads one text column instead of building 25 objects (json_build_object per row cost the
 * database more than twice the rest of the page). The public location is a generated column,
 * which the trigger cannot see, so it comes as two columns and is appended here, last, as
 * toCardJson writes it. Keep the trigger's function in step with toCardJson:
 * property-search.test.ts compares them field by field.
 */
export function searchCardJson(card: string, latitude: number | null, longitude: number | null): string {
  return `${card.slice(0, -1)},"latitude":${JSON.stringify(latitude)},"longitude":${JSON.stringify(longitude)}}`;
}

export type CardRow = {
  [K in keyof typeof cardColumns]: K extends "coverUrl"
    ? string | null
    : K extends "coverVariants"
      ? PhotoVariants | null
      : K extends "photoCount"
        ? number
        : PropertyRow[K & keyof PropertyRow];
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toCardJson(row: CardRow): PropertyCard {
  return {
    id: row.id,
    address_line_1: row.addressLine1,
    town: row.town,
    postcode: row.postcode,
    area: row.area,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    parking: row.parking,
    property_type: row.propertyType,
    furnishing: row.furnishing,
    advert_type: row.advertType,
    monthly_rent: row.monthlyRent,
    rooms: row.roomsData,
    bills_included: row.billsIncluded,
    status: row.status,
    cover_url: row.coverUrl,
    cover_variants: row.coverVariants,
    photo_count: row.photoCount,
    published_at: iso(row.publishedAt),
    latitude: row.publicLatitude,
    longitude: row.publicLongitude,
  };
}

/** The card of a full row (the detail and My Listings already hold every column). */
export function cardOfRow(row: PropertyRow): CardRow {
  const cover = row.photos[0];
  return {
    ...row,
    coverUrl: cover?.card ?? null,
    coverVariants: cover?.variants ?? null,
    photoCount: row.photos.length,
  };
}

export interface OwnerRow {
  userId: string;
  displayName: string | null;
  avatarUrl: string | null;
  createdAt: Date | null;
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
  'photos', ${properties.photos},
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
  });
  return `${card.slice(0, -1)},${row.fields.slice(1, -1)},"owner":${ownerJson},"is_owner":${isOwner}}`;
}

export function toMyListingJson(
  row: PropertyRow,
  counts: { views: number; favourites: number; inquiries: number },
): MyListing {
  return {
    ...toCardJson(cardOfRow(row)),
    ...exactLocation(row),
    created_at: row.createdAt.toISOString(),
    expires_at: iso(row.expiresAt),
    ...counts,
  };
}
