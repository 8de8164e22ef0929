import type { SearchSort } from "@roost/shared/contracts/properties.ts";
import { SEARCH_TOTAL_CAP } from "@roost/shared/domain/search-total.ts";
import { and, type SQL, sql } from "drizzle-orm";
import { QueryBuilder, type SelectedFields } from "drizzle-orm/pg-core";
import { properties } from "../../../../db/schema.ts";
import type { Bind, SearchParams } from "../search-params.ts";
import type { GeoAccess } from "./search-geo.ts";
import { ORDERINGS, priceRange } from "./search-orderings.ts";

// The statement of a search confined to a map box or to "within N minutes" of a campus
// (decision 044). How to find its page depends on how many listings the place holds, which no
// prepared plan can know: a street off the map or an empty stretch of sea holds none, a district
// twenty thousand. So the statement first collects the matches from the point index
// (properties_live_point_idx, GiST, holding every filter column), stopping one past
// SEARCH_TOTAL_CAP; that count is the total, and it picks one of two page plans, each behind a
// condition PostgreSQL checks once before running it (a one-time filter):
// - up to the cap, the page is sorted from the collected matches: nothing is read twice;
// - beyond it, the page walks the order's own index (newest, price, or nearest-first) and checks
//   the place on its entries (they INCLUDE the public point), and fills after about
//   limit × live listings ÷ matches entries: under 2,000 at 70,000 live listings.

const queryBuilder = new QueryBuilder({ casing: "snake_case" });

interface PlaceSearch {
  sort: SearchSort;
  params: SearchParams;
  bind: Bind;
  /** Every filter but the price range and the cursor, the place reached as `access` says. */
  conditions(access: GeoAccess): SQL[];
  /** The statement's columns, given the total. */
  columns(total: SQL<number>): SelectedFields;
}

export function placeSearchQuery({ sort, params, bind, conditions, columns }: PlaceSearch) {
  const ordering = ORDERINGS[sort];
  const after = params.cursor_key !== undefined ? [ordering.after(bind)] : [];
  // Written into the text (the shape names it): a plan that knows it stops after one page walks
  // the nearest-first index; with a bound limit it guesses a tenth of the matches and sorts them all.
  const literal = (n: number) => sql.raw(String(n)) as unknown as number;
  const pageLimit = literal(params.limit);
  const { id, publishedAt, rentFrom, publicLatitude, publicLongitude } = properties;
  const matched = queryBuilder.$with("matched").as(
    queryBuilder
      .select({ id, publishedAt, rentFrom, publicLatitude, publicLongitude })
      .from(properties)
      .where(and(...conditions("point_index"), ...priceRange("newest", params, bind)))
      .limit(literal(SEARCH_TOTAL_CAP + 1)),
  );
  const counted = queryBuilder
    .$with("counted")
    .as(queryBuilder.select({ matches: sql<number>`count(*)`.as("matches") }).from(matched));
  const matches = sql<number>`(select matches from ${counted})`;
  const cap = sql.raw(String(SEARCH_TOTAL_CAP));
  // The collected matches, named as the table so the order and the cursor read their columns.
  const fromMatched = queryBuilder
    .select({ id: sql`id` })
    .from(sql`${matched} as ${properties}`)
    .where(and(...after, sql`${matches} <= ${cap}`))
    .orderBy(...ordering.orderBy)
    .limit(pageLimit);
  const byOrderedIndex = queryBuilder
    .select({ id })
    .from(properties)
    .where(
      and(
        ...conditions("ordered_index"),
        ...(sort === "campus_time" ? walkedPriceRange(params, bind) : priceRange(sort, params, bind)),
        ...after,
        sql`${matches} > ${cap}`,
      ),
    )
    .orderBy(...ordering.orderBy)
    .limit(pageLimit);
  return queryBuilder
    .with(matched, counted)
    .select(columns(matches))
    .from(properties)
    .where(sql`${id} in (select id from (${fromMatched} union all ${byOrderedIndex}) as page)`)
    .orderBy(...ordering.orderBy);
}

/**
 * The price range of the nearest-first walk, where it only filters (the price orders seek their
 * index with it and keep priceRange's form). Written as differences, like the bedrooms when
 * walking (search-statement.ts), so that PostgreSQL guesses their share the same with or without
 * the values: guessing "up to £n" at a third without them and at its real half with them, it
 * judged the prepared plan dearer than planning each search again, whose planning costs more than
 * the statement, though both plans walk the same index (decision 044).
 */
function walkedPriceRange(params: SearchParams, bind: Bind): SQL[] {
  return [
    ...(params.min_price !== undefined ? [sql`${properties.rentFrom} - ${bind("min_price")}::int >= 0`] : []),
    ...(params.max_price !== undefined ? [sql`${bind("max_price")}::int - ${properties.rentFrom} >= 0`] : []),
  ];
}
