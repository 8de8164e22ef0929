import { createHash } from "node:crypto";
import type { PropertySearchQuery, SearchSort } from "@roost/shared/contracts/properties.ts";
import { areaBySlug } from "@roost/shared/domain/property.ts";
import { SEARCH_TOTAL_CAP } from "@roost/shared/domain/search-total.ts";
import { and, inArray, Placeholder, type SQL, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { properties } from "../../../../db/schema.ts";
import { isLive } from "../../property-access.ts";
import type { SearchCursor } from "../search-cursor.ts";
import { COLUMN_FILTERS } from "../search-filters.ts";
import type { Bind, SearchParams } from "../search-params.ts";
import { toPrefixTsQuery } from "../search-text.ts";
import { confinedToPlace, type GeoAccess, geoConditions, geoSearchParams } from "./search-geo.ts";
import { groupConditions, groupSearchParams, perPersonCandidates } from "./search-group.ts";
import { browseTotal, isBrowse } from "./search-live-counts.ts";
import { ORDERINGS, priceRange } from "./search-orderings.ts";
import { placeSearchQuery } from "./search-place.ts";

// The one SQL statement behind a search page. Which values are present decides its shape; each
// shape is built once (with drizzle's query builder, from placeholders) into a named statement,
// which PostgreSQL parses once per connection and whose plan it can reuse.
//
// Every ordering is backed by a partial index on live listings (schema.ts, migration 0002) and its
// keyset condition is a row comparison the index seeks to, so page 200 costs what page 1 costs.

const bind: Bind = (name) => sql.placeholder(name);

/**
 * The query's values, normalised; null when the filters cannot match anything (an unknown area is
 * an empty area page, not an error, so links to old area names keep working). One more row than
 * the page is fetched to learn whether another page exists without a second query.
 */
export function searchParams(query: PropertySearchQuery, cursor: SearchCursor | null): SearchParams | null {
  const params: SearchParams = {
    limit: query.limit + 1,
    ...geoSearchParams(query),
    ...groupSearchParams(query),
  };
  if (query.area) {
    const area = areaBySlug(query.area);
    if (!area) return null;
    params.area = area.slug;
  }
  const q = toPrefixTsQuery(query.q);
  if (q) params.q = q;
  if (query.min_price !== undefined) params.min_price = query.min_price;
  if (query.max_price !== undefined) params.max_price = query.max_price;
  for (const filter of COLUMN_FILTERS) {
    const value = filter.read(query);
    if (value !== undefined) Object.assign(params, { [filter.bound]: value });
  }
  if (cursor) {
    params.cursor_key = cursor.key;
    params.cursor_id = cursor.id;
  }
  return params;
}

/** Names the statement text: the sort, which values are bound and whether it counts the total. */
function shapeOf(sort: SearchSort, params: SearchParams, withTotal: boolean): string {
  const limit = confinedToPlace(params) ? `:limit=${params.limit}` : "";
  return `${sort}:${Object.keys(params).sort().join(",")}${withTotal ? ":total" : ""}${limit}`;
}

/** What the total depends on: the filters, not the order, the page size or the position. */
export function filtersKey(params: SearchParams): string {
  const { limit: _limit, cursor_key: _key, cursor_id: _id, ...filters } = params;
  return JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)));
}

/** Every filter but the price range and the cursor; the place through the point index unless told. */
function filterConditions(params: SearchParams, bind: Bind, access: GeoAccess = "point_index"): SQL[] {
  const conditions: SQL[] = [isLive];
  if (params.area !== undefined) conditions.push(sql`${properties.area} = ${bind("area")}`);
  if (params.q !== undefined) {
    conditions.push(sql`${properties.searchVector} @@ to_tsquery('simple', ${bind("q")})`);
  }
  for (const filter of COLUMN_FILTERS) {
    if (params[filter.bound] !== undefined) conditions.push(filter.condition(bind(filter.bound), access));
  }
  conditions.push(...geoConditions(params, bind, access));
  conditions.push(...groupConditions(params, bind));
  return conditions;
}

/**
 * The orders whose ordered partial indexes cover every filter column but the keyword's and the
 * map's (migration 0020): the page's ids come from an index-only scan that checks the filters on
 * index entries, and only the page's own rows are read from the table. With the filters checked
 * on table rows, a search matching one live listing in twenty read twenty table pages per result
 * (decision 042). The other orders read other tables or distances (search-group.ts, search-geo.ts).
 */
const INDEX_ONLY_SORTS: ReadonlySet<SearchSort> = new Set(["newest", "price_asc", "price_desc"]);

/** Builds SQL text without a connection: a shape's text is the same for every database. */
const queryBuilder = new QueryBuilder({ casing: "snake_case" });

/**
 * How many listings match, counted up to one more than SEARCH_TOTAL_CAP (decision 044): a count
 * stops there, so a broad search costs what a narrow one does. Its own FROM properties shadows
 * the outer one, so the conditions inside refer to the counted rows; it uses the plain rent_from
 * bounds, so it is an index-only scan of properties_live_area_count_idx (migration 0003), or of
 * the point index for a box or a circle.
 */
function cappedMatches(params: SearchParams): SQL {
  const counted = and(...filterConditions(params, bind), ...priceRange("newest", params, bind));
  return sql`(select from ${properties} where ${counted} limit ${sql.raw(String(SEARCH_TOTAL_CAP + 1))}) as capped`;
}

/**
 * The page, plus (withTotal) the total: read from the live counts for a browse (search-live-counts.ts),
 * otherwise the capped count, in the same statement: one round trip instead of two.
 * Columns, in order: the card as JSON text but for the public location (search_card), the id and
 * the sort key (for the cursor), the public location (searchCardJson appends it), the total.
 */
function buildSearchQuery(sort: SearchSort, params: SearchParams, withTotal: boolean) {
  const ordering = ORDERINGS[sort];
  const filters = filterConditions(params, bind);
  const columns = (total: SQL<number>) => ({
    card: properties.searchCard,
    id: properties.id,
    cursorKey: ordering.cursorKey,
    latitude: properties.publicLatitude,
    longitude: properties.publicLongitude,
    ...(withTotal ? { total } : {}),
  });
  if (confinedToPlace(params) && sort !== "per_person") {
    return placeSearchQuery({
      sort,
      params,
      bind,
      conditions: (access) => filterConditions(params, bind, access),
      columns,
    });
  }
  const total = isBrowse(params)
    ? browseTotal(params.area === undefined ? undefined : bind("area"))
    : sql<number>`(select count(*) from ${cappedMatches(params)})`;
  const pageConditions = and(
    ...filters,
    ...priceRange(sort, params, bind),
    ...(params.cursor_key !== undefined ? [ordering.after(bind)] : []),
  );
  if (!INDEX_ONLY_SORTS.has(sort)) {
    return queryBuilder
      .select(columns(total))
      .from(
        sort === "per_person"
          ? perPersonCandidates([...filters, ...priceRange(sort, params, bind)], params)
          : properties,
      )
      .where(pageConditions)
      .orderBy(...ordering.orderBy)
      .limit(bind("limit"));
  }
  // The page's ids first, from the ordered index alone; then its rows, by primary key. The inner
  // FROM properties shadows the outer one, so the conditions inside refer to the candidate rows.
  const pageIds = queryBuilder
    .select({ id: properties.id })
    .from(properties)
    .where(pageConditions)
    .orderBy(...ordering.orderBy)
    .limit(bind("limit"));
  return queryBuilder
    .select(columns(total))
    .from(properties)
    .where(inArray(properties.id, pageIds))
    .orderBy(...ordering.orderBy);
}

interface Shape {
  /** Set for shapes run as named (prepared) statements. */
  name?: string;
  text: string;
  /** Placeholders to fill from the values, and constants. */
  params: unknown[];
}

/**
 * Shapes are few in practice (which filters are used, the sort, first page or not); the cap
 * only guards memory against someone enumerating them all. Beyond it a statement is still built,
 * just not kept.
 */
const MAX_SHAPES = 200;
const shapes = new Map<string, Shape>();

function shapeFor(sort: SearchSort, params: SearchParams, withTotal: boolean): Shape {
  const key = shapeOf(sort, params, withTotal);
  const known = shapes.get(key);
  if (known) return known;
  const { sql: text, params: template } = buildSearchQuery(sort, params, withTotal).toSQL();
  const shape: Shape = {
    // Free text is planned for each query: how common the words are decides between the text index
    // and walking the ordered index, and a reused plan would make the same choice for every word.
    // Boxes and circles need no such care: their statement holds both plans (search-place.ts).
    name:
      params.q === undefined
        ? `search_${createHash("sha1").update(key).digest("hex").slice(0, 16)}`
        : undefined,
    text,
    params: template,
  };
  if (shapes.size < MAX_SHAPES) shapes.set(key, shape);
  return shape;
}

/** The statement for pg's client.query, with this search's values in place. */
export function searchStatement(sort: SearchSort, params: SearchParams, withTotal: boolean) {
  const shape = shapeFor(sort, params, withTotal);
  const values = shape.params.map((p) =>
    p instanceof Placeholder ? params[p.name as keyof SearchParams] : p,
  );
  return shape.name ? { name: shape.name, text: shape.text, values } : { text: shape.text, values };
}
