import { createHash } from "node:crypto";
import type {
  PropertyCard,
  PropertySearchQuery,
  PropertySearchResult,
  SearchSort,
} from "@roost/shared/contracts/properties.ts";
import { and, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { properties } from "../../db/schema.ts";
import { isLive } from "./property-access.ts";
import { type CardRow, cardColumns, toCardJson } from "./property-json.ts";
import { decodeCursor, encodeCursor } from "./search-cursor.ts";
import { buildSearchStatement, ORDERINGS, type SearchParams, searchParams, shapeOf } from "./search-statement.ts";

// Public search (§2 /properties-to-rent/{area}): live listings only, filters in the URL, keyset
// pagination with an opaque cursor, the total on the first page only.

type SearchRow = CardRow & { cursorKey: unknown; total?: number };
type PreparedSearch = { execute(values: SearchParams): Promise<SearchRow[]> };

/**
 * Search statements prepared per shape (per database handle). A prepared statement is parsed and
 * built once, and PostgreSQL can reuse its plan, which at this query's size is most of the cost.
 * Shapes are few in practice; the cap only guards memory against someone enumerating them all.
 */
const MAX_PREPARED_SHAPES = 200;
const preparedByDb = new WeakMap<object, Map<string, PreparedSearch>>();

async function runSearch(db: Tx, sort: SearchSort, params: SearchParams): Promise<SearchRow[]> {
  const inline = (name: keyof SearchParams) => params[name];
  // Free text is planned for each query: how common the words are decides between the text index
  // and walking the ordered index, and one cached plan would make the same choice for every word.
  if (params.q !== undefined) return buildSearchStatement(db, sort, params, inline);
  let cache = preparedByDb.get(db);
  if (!cache) {
    cache = new Map();
    preparedByDb.set(db, cache);
  }
  const shape = shapeOf(sort, params);
  let prepared = cache.get(shape);
  if (!prepared) {
    if (cache.size >= MAX_PREPARED_SHAPES) return buildSearchStatement(db, sort, params, inline);
    const name = `search_${createHash("sha1").update(shape).digest("hex").slice(0, 16)}`;
    prepared = buildSearchStatement(db, sort, params, (key) => sql.placeholder(key)).prepare(name) as PreparedSearch;
    cache.set(shape, prepared);
  }
  return prepared.execute(params);
}

export async function searchProperties(db: Tx, query: PropertySearchQuery): Promise<PropertySearchResult> {
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
  const params = searchParams(query, cursor);
  if (!params) return { items: [], next_cursor: null, total: cursor ? null : 0 };

  const rows = await runSearch(db, query.sort, params);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const next_cursor =
    rows.length > query.limit && last
      ? encodeCursor({ sort: query.sort, key: keyOf(query.sort, last.cursorKey), id: last.id })
      : null;
  // An empty first page means nothing matched, so its missing total is zero.
  const total = cursor ? null : Number(rows[0]?.total ?? 0);
  return { items: page.map(toCardJson), next_cursor, total };
}

/** pg returns the integer price keys as numbers and the newest key as text already. */
function keyOf(sort: SearchSort, value: unknown): string | number {
  return sort === "newest" ? String(value) : Number(value);
}

export const FEATURED_COUNT = 6;

const featuredByDb = new WeakMap<object, { execute(): Promise<CardRow[]> }>();

/** Home page (§2 /): the newest live listings that have a photo to show. Prepared once: it never varies. */
export async function featuredProperties(db: Tx): Promise<PropertyCard[]> {
  let prepared = featuredByDb.get(db);
  if (!prepared) {
    prepared = db
      .select(cardColumns)
      .from(properties)
      .where(and(isLive, sql`jsonb_array_length(${properties.photos}) > 0`))
      .orderBy(...ORDERINGS.newest.orderBy)
      .limit(FEATURED_COUNT)
      .prepare("featured_properties");
    featuredByDb.set(db, prepared);
  }
  return (await prepared.execute()).map(toCardJson);
}
