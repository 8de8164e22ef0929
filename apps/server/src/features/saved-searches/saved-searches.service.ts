import { formatMapBox } from "@roost/shared/contracts/geo-search.ts";
import type {
  SavedSearch,
  SavedSearchFilters,
  SavedSearchUpdate,
} from "@roost/shared/contracts/saved-searches.ts";
import type { CampusSlug } from "@roost/shared/domain/campuses.ts";
import { formatMoveIn, moveInBy, parseMoveIn } from "@roost/shared/domain/move-in.ts";
import { areaBySlug } from "@roost/shared/domain/property.ts";
import {
  defaultSearchName,
  SAVED_SEARCH_TEXTS,
  SAVED_SEARCHES_MAX,
} from "@roost/shared/domain/saved-searches.ts";
import { and, desc, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Tx } from "../../db/client.ts";
import { savedSearches } from "../../db/schema.ts";
import { badRequest, notFound, refused } from "../../lib/errors.ts";
import { isUuid } from "../properties/property-access.ts";
import { toPrefixTsQuery } from "../properties/search/search-text.ts";
import { geoSearchParams } from "../properties/search/sql/search-geo.ts";

// Saved searches (decision 033): a user's searches with their alert mode, at most
// SAVED_SEARCHES_MAX each. Every read and write is scoped to the signed-in user; someone else's
// search is "not found", never "forbidden", so ids reveal nothing.

type Deps = Pick<AppDeps, "database" | "clock">;
type SavedSearchRow = typeof savedSearches.$inferSelect;
type FilterColumns = Pick<
  SavedSearchRow,
  | "area"
  | "keyword"
  | "keywordQuery"
  | "minPrice"
  | "maxPrice"
  | "minBedrooms"
  | "propertyTypes"
  | "furnishing"
  | "parking"
  | "billsIncluded"
  | "advertType"
  | "minPppw"
  | "maxPppw"
  | "moveIn"
  | "moveInBy"
  | "verifiedOnly"
  | "boxSouth"
  | "boxWest"
  | "boxNorth"
  | "boxEast"
  | "campus"
  | "maxWalkMinutes"
  | "maxCycleMinutes"
  | "nearLatitude"
  | "nearLongitude"
  | "nearMetres"
>;

/** Each filter in its column; an area search does not know is refused rather than saved to match nothing. */
function filtersToColumns(filters: SavedSearchFilters): FilterColumns {
  const area = filters.area ? areaBySlug(filters.area) : undefined;
  if (filters.area && !area) throw badRequest("unknown_area", SAVED_SEARCH_TEXTS.unknownArea, "filters.area");
  return {
    area: area?.slug ?? null,
    keyword: filters.q || null,
    keywordQuery: toPrefixTsQuery(filters.q),
    minPrice: filters.min_price ?? null,
    maxPrice: filters.max_price ?? null,
    minBedrooms: filters.bedrooms ?? null,
    propertyTypes: filters.property_type?.length ? filters.property_type : null,
    furnishing: filters.furnishing ?? null,
    parking: filters.parking ?? null,
    billsIncluded: filters.bills_included ?? null,
    advertType: filters.advert_type ?? null,
    minPppw: filters.min_pppw ?? null,
    maxPppw: filters.max_pppw ?? null,
    ...moveInColumns(filters.move_in),
    verifiedOnly: filters.verified_only === true ? true : null,
    ...locationColumns(filters),
  };
}

/** "Move in from" as asked, and the last day it allows, which matching checks (move-in.ts). */
function moveInColumns(raw: string | undefined) {
  const moveIn = raw === undefined ? null : parseMoveIn(raw);
  return moveIn
    ? { moveIn: formatMoveIn(moveIn), moveInBy: moveInBy(moveIn) }
    : { moveIn: null, moveInBy: null };
}

/**
 * The map box as its four edges, and time to a campus as the campus's point and the straight line
 * the search allows (the same limit the search page applies, search-geo.ts). Minutes without a
 * campus are refused, as the search refuses them; a campus alone is kept (it shows the times).
 */
function locationColumns(filters: SavedSearchFilters) {
  const near = geoSearchParams({ ...filters, sort: "newest", limit: 1 });
  return {
    boxSouth: filters.bbox?.south ?? null,
    boxWest: filters.bbox?.west ?? null,
    boxNorth: filters.bbox?.north ?? null,
    boxEast: filters.bbox?.east ?? null,
    campus: filters.campus ?? null,
    maxWalkMinutes: filters.max_walk_minutes ?? null,
    maxCycleMinutes: filters.max_cycle_minutes ?? null,
    nearLatitude: near.near_metres !== undefined ? (near.campus_lat ?? null) : null,
    nearLongitude: near.near_metres !== undefined ? (near.campus_lng ?? null) : null,
    nearMetres: near.near_metres ?? null,
  };
}

/**
 * The columns back as the search API's filters. Typed over every filter of the contract, so a
 * filter the search gains does not compile here until saved searches store it.
 */
function columnsToFilters(row: FilterColumns): SavedSearch["filters"] {
  const filters = {
    area: row.area ?? undefined,
    q: row.keyword ?? undefined,
    min_price: row.minPrice ?? undefined,
    max_price: row.maxPrice ?? undefined,
    bedrooms: row.minBedrooms ?? undefined,
    property_type: row.propertyTypes ?? undefined,
    furnishing: row.furnishing ?? undefined,
    parking: row.parking ?? undefined,
    bills_included: row.billsIncluded ?? undefined,
    advert_type: row.advertType ?? undefined,
    min_pppw: row.minPppw ?? undefined,
    max_pppw: row.maxPppw ?? undefined,
    move_in: row.moveIn ?? undefined,
    verified_only: row.verifiedOnly ?? undefined,
    bbox:
      row.boxSouth !== null && row.boxWest !== null && row.boxNorth !== null && row.boxEast !== null
        ? formatMapBox({ south: row.boxSouth, west: row.boxWest, north: row.boxNorth, east: row.boxEast })
        : undefined,
    campus: (row.campus as CampusSlug | null) ?? undefined,
    max_walk_minutes: row.maxWalkMinutes ?? undefined,
    max_cycle_minutes: row.maxCycleMinutes ?? undefined,
  } satisfies Record<keyof SavedSearchFilters, unknown>;
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

/**
 * Matched homes that are still on offer, since the user last opened the search. Written as SQL
 * text: drizzle leaves column names unqualified in a select list, which a correlated subquery
 * over two other tables cannot resolve.
 */
const newMatches = sql<number>`(
  select count(*)::int from saved_search_matches m join properties p on p.id = m.property_id
  where m.saved_search_id = saved_searches.id and m.matched_at > saved_searches.last_visited_at
    and p.status in ('published', 'available'))`;

function toSavedSearchJson(row: SavedSearchRow & { newMatches: number }): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: columnsToFilters(row),
    alert: row.alert,
    new_matches: row.newMatches,
    last_visited_at: row.lastVisitedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export async function listSavedSearches(db: Tx, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select({ row: savedSearches, newMatches })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(({ row, newMatches }) => toSavedSearchJson({ ...row, newMatches }));
}

/**
 * Saves the filters under a name (theirs, or one read off the filters). The user's saves are
 * serialised by an advisory lock, so two at once cannot both pass the limit.
 */
export async function createSavedSearch(
  { database, clock }: Deps,
  userId: string,
  input: { name?: string; filters: SavedSearchFilters },
): Promise<SavedSearch> {
  const columns = filtersToColumns(input.filters);
  const now = clock.now();
  const row = await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${userId}`}))`);
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if (count >= SAVED_SEARCHES_MAX) throw refused("saved_searches_limit", SAVED_SEARCH_TEXTS.limitReached);
    const [inserted] = await tx
      .insert(savedSearches)
      .values({
        ...columns,
        userId,
        name: input.name ?? defaultSearchName(input.filters),
        lastVisitedAt: now,
        createdAt: now,
      })
      .returning();
    return inserted;
  });
  return toSavedSearchJson({ ...row, newMatches: 0 });
}

/** The user's own search, for update; anything else is not found. */
function ownSearch(userId: string, id: string) {
  if (!isUuid(id)) throw notFound();
  return and(eq(savedSearches.id, id.toLowerCase()), eq(savedSearches.userId, userId));
}

async function updateOwn(
  db: Tx,
  userId: string,
  id: string,
  changes: Partial<Pick<SavedSearchRow, "name" | "alert" | "lastVisitedAt">>,
) {
  const updated = await db
    .update(savedSearches)
    .set(changes)
    .where(ownSearch(userId, id))
    .returning({ id: savedSearches.id });
  if (!updated.length) throw notFound();
}

async function getOwn(db: Tx, userId: string, id: string): Promise<SavedSearch> {
  const [found] = await db
    .select({ row: savedSearches, newMatches })
    .from(savedSearches)
    .where(ownSearch(userId, id));
  if (!found) throw notFound();
  return toSavedSearchJson({ ...found.row, newMatches: found.newMatches });
}

export async function updateSavedSearch(
  db: Tx,
  userId: string,
  id: string,
  input: SavedSearchUpdate,
): Promise<SavedSearch> {
  if (input.name !== undefined || input.alert !== undefined) {
    await updateOwn(db, userId, id, { name: input.name, alert: input.alert });
  }
  return getOwn(db, userId, id);
}

/** Opening a saved search resets its count of new homes. */
export async function markSavedSearchVisited({ database, clock }: Deps, userId: string, id: string) {
  await updateOwn(database.db, userId, id, { lastVisitedAt: clock.now() });
}

export async function deleteSavedSearch(db: Tx, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(ownSearch(userId, id))
    .returning({ id: savedSearches.id });
  if (!deleted.length) throw notFound();
}
