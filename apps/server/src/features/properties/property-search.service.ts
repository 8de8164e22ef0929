import { createHash } from "node:crypto";
import type { PropertyCard, PropertySearchQuery, SearchSort } from "@roost/shared/contracts/properties.ts";
import { and, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { properties } from "../../db/schema.ts";
import { isLive } from "./property-access.ts";
import { type CardRow, cardColumns, toCardJson } from "./property-json.ts";
import { decodeCursor, encodeCursor } from "./search-cursor.ts";
import {
  buildSearchStatement,
  filtersKey,
  ORDERINGS,
  type SearchParams,
  searchParams,
  shapeOf,
} from "./search-statement.ts";
import { SearchTotals } from "./search-totals.ts";

// Public search (§2 /properties-to-rent/{area}): live listings only, filters in the URL, keyset
// pagination with an opaque cursor, the total on the first page only.

type SearchRow = { card: string; id: string; cursorKey: unknown; total?: number };

/**
 * A search page whose cards are JSON text from PostgreSQL (see cardJsonSql), passed through to
 * the response untouched; searchPageJson writes the PropertySearchResult body around them.
 */
export interface SearchPage {
  cardsJson: string[];
  next_cursor: string | null;
  total: number | null;
}

export function searchPageJson(page: SearchPage): string {
  return `{"items":[${page.cardsJson.join(",")}],"next_cursor":${JSON.stringify(page.next_cursor)},"total":${JSON.stringify(page.total)}}`;
}
type PreparedSearch = { execute(values: SearchParams): Promise<SearchRow[]> };

/**
 * Search statements prepared per shape (per database handle). A prepared statement is parsed and
 * built once, and PostgreSQL can reuse its plan, which at this query's size is most of the cost.
 * Shapes are few in practice; the cap only guards memory against someone enumerating them all.
 */
const MAX_PREPARED_SHAPES = 200;
const preparedByDb = new WeakMap<object, Map<string, PreparedSearch>>();
const totalsByDb = new WeakMap<object, SearchTotals>();

function perDb<T>(map: WeakMap<object, T>, db: Tx, create: () => T): T {
  let value = map.get(db);
  if (value === undefined) {
    value = create();
    map.set(db, value);
  }
  return value;
}

async function runSearch(
  db: Tx,
  sort: SearchSort,
  params: SearchParams,
  withTotal: boolean,
): Promise<SearchRow[]> {
  const inline = (name: keyof SearchParams) => params[name];
  // Free text is planned for each query: how common the words are decides between the text index
  // and walking the ordered index, and one cached plan would make the same choice for every word.
  if (params.q !== undefined) return buildSearchStatement(db, sort, params, withTotal, inline);
  const cache = perDb(preparedByDb, db, () => new Map<string, PreparedSearch>());
  const shape = shapeOf(sort, params, withTotal);
  let prepared = cache.get(shape);
  if (!prepared) {
    if (cache.size >= MAX_PREPARED_SHAPES) return buildSearchStatement(db, sort, params, withTotal, inline);
    const name = `search_${createHash("sha1").update(shape).digest("hex").slice(0, 16)}`;
    prepared = buildSearchStatement(db, sort, params, withTotal, (key) => sql.placeholder(key)).prepare(
      name,
    ) as unknown as PreparedSearch;
    cache.set(shape, prepared);
  }
  return prepared.execute(params);
}

export async function searchProperties(db: Tx, query: PropertySearchQuery): Promise<SearchPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
  const params = searchParams(query, cursor);
  if (!params) return { cardsJson: [], next_cursor: null, total: cursor ? null : 0 };

  // Only the first page carries the total; a broad search's total may come from the short-lived cache.
  const totals = perDb(totalsByDb, db, () => new SearchTotals());
  const totalKey = filtersKey(params);
  const cachedTotal = cursor ? undefined : totals.get(totalKey);
  const rows = await runSearch(db, query.sort, params, !cursor && cachedTotal === undefined);

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const next_cursor =
    rows.length > query.limit && last
      ? encodeCursor({ sort: query.sort, key: keyOf(query.sort, last.cursorKey), id: last.id })
      : null;
  const cardsJson = page.map((row) => row.card);
  if (cursor) return { cardsJson, next_cursor, total: null };
  // An empty first page means nothing matched, so its missing total is zero.
  const total = cachedTotal ?? Number(rows[0]?.total ?? 0);
  if (cachedTotal === undefined) totals.remember(totalKey, total);
  return { cardsJson, next_cursor, total };
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
