import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { properties, savedSearches } from "../../db/schema.ts";
import { COLUMN_FILTERS } from "../properties/search/search-filters.ts";
import { haversineMetres } from "../properties/search/sql/search-geo.ts";

// Matching a listing that has just gone live against every saved search (decision 033): one
// statement over the typed filter columns, each written as "not used, or satisfied", with the same
// meaning as the search page's filter: the column filters are the search's own conditions
// (search-filters.ts), and the rest follow search-statement.ts. The price is rent_from, so a rooms
// advert matches on its cheapest room ("From £X"), an unpriced listing matches no price range, and
// bedrooms are "at least"; the map box and the time to a campus use the listing's public point,
// the box as a range and the time as the straight line it allows (search-geo.ts). Pairs are
// recorded in saved_search_matches; ON CONFLICT keeps a home from ever matching the same search twice, so only pairs new to this run come back. Someone who
// blocked the landlord, or whom the landlord blocked, never matches their listings (decision 011).

/** What one run recorded: how many (search, home) pairs are new, and whether any of them alerts. */
export interface MatchSummary {
  matched: number;
  alerting: boolean;
}

/**
 * Records the searches `propertyId` newly matches. Only a listing open to offers (published or
 * available) matches: let agreed never alerts, and a listing paused or withdrawn before this runs
 * is not sent. Nobody is alerted about their own listing, nor about the listing of someone they
 * blocked or who blocked them. Only a summary comes back: the thousands of pairs a loose listing
 * matches stay in the database, where the alerts job reads them (returning them cost a third of
 * the time, decision 041).
 */
export async function matchNewListing(tx: Tx, propertyId: string, now: Date): Promise<MatchSummary> {
  const owner = sql`(select ${properties.userId} from ${properties} where ${properties.id} = ${propertyId})`;
  const result = await tx.execute<{ matched: number; alerting: boolean }>(sql`
    with blocked as (
      select blocked_id as user_id from user_blocks where blocker_id = ${owner}
      union
      select blocker_id from user_blocks where blocked_id = ${owner}
    ),
    candidates as (
      select ${savedSearches.id} as id, ${savedSearches.alert} as alert, ${properties.id} as property_id
      from ${properties} join ${savedSearches}
        on ${sql.join(matchingConditions(), sql` and `)}
      where ${properties.id} = ${propertyId} and ${properties.status} in ('published', 'available')
        and ${savedSearches.userId} <> ${properties.userId}
        and ${savedSearches.userId} not in (select user_id from blocked)
    ),
    matched as (
      insert into saved_search_matches (saved_search_id, property_id, matched_at)
      select id, property_id, ${now.toISOString()}::timestamptz from candidates
      on conflict do nothing
      returning saved_search_id
    )
    select count(*)::int as matched, coalesce(bool_or(c.alert <> 'off'), false) as alerting
    from matched m join candidates c on c.id = m.saved_search_id`);
  const [summary] = result.rows;
  return { matched: summary?.matched ?? 0, alerting: summary?.alerting ?? false };
}

/** Each of a saved search's filters, as "not used, or satisfied by the listing". */
function matchingConditions(): SQL[] {
  const s = savedSearches;
  const l = properties;
  const unusedOr = (column: SQLWrapper, condition: SQL) => sql`(${column} is null or ${condition})`;
  const distance = haversineMetres(
    sql`${l.publicLatitude}`,
    sql`${l.publicLongitude}`,
    sql`${s.nearLatitude}`,
    sql`${s.nearLongitude}`,
  );
  return [
    unusedOr(s.area, sql`${s.area} = ${l.area}`),
    unusedOr(s.minPrice, sql`${l.rentFrom} >= ${s.minPrice}`),
    unusedOr(s.maxPrice, sql`${l.rentFrom} <= ${s.maxPrice}`),
    unusedOr(s.keywordQuery, sql`${l.searchVector} @@ to_tsquery('simple', ${s.keywordQuery})`),
    ...COLUMN_FILTERS.map((filter) => unusedOr(filter.saved, filter.condition(filter.saved, "point_index"))),
    unusedOr(
      s.boxSouth,
      sql`${l.publicLatitude} between ${s.boxSouth} and ${s.boxNorth} and ${l.publicLongitude} between ${s.boxWest} and ${s.boxEast}`,
    ),
    unusedOr(s.nearMetres, sql`${distance} <= ${s.nearMetres}`),
  ];
}
