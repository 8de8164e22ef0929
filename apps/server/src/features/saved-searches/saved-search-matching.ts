import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { haversineMetres } from "../properties/search/sql/search-geo.ts";

// Matching a listing that has just gone live against every saved search (decision 033): one
// statement over the typed filter columns, each written as "not used, or satisfied", with the same
// meaning as the search page's filter (search-statement.ts): the price is rent_from, so a rooms
// advert matches on its cheapest room ("From £X"), an unpriced listing matches no price range, and
// bedrooms are "at least"; the map box and the time to a campus use the listing's public point,
// the box as a range and the time as the straight line it allows (search-geo.ts). Pairs are recorded in saved_search_matches; ON CONFLICT keeps a home
// from ever matching the same search twice, so only pairs new to this run come back. Someone who
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
  const result = await tx.execute<{ matched: number; alerting: boolean }>(sql`
    with listing as (
      select id, user_id, area, rent_from, bedrooms, property_type, furnishing, parking,
             bills_included, advert_type, search_vector, public_latitude, public_longitude
      from properties
      where id = ${propertyId} and status in ('published', 'available')
    ),
    blocked as (
      select b.blocked_id as user_id from user_blocks b join listing l on b.blocker_id = l.user_id
      union
      select b.blocker_id from user_blocks b join listing l on b.blocked_id = l.user_id
    ),
    candidates as (
      select s.id, s.alert, l.id as property_id
      from listing l join saved_searches s
        on (s.area is null or s.area = l.area)
       and (s.min_price is null or l.rent_from >= s.min_price)
       and (s.max_price is null or l.rent_from <= s.max_price)
       and (s.min_bedrooms is null or l.bedrooms >= s.min_bedrooms)
       and (s.property_types is null or l.property_type = any(s.property_types))
       and (s.furnishing is null or s.furnishing = l.furnishing)
       and (s.parking is null or s.parking = l.parking)
       and (s.bills_included is null or s.bills_included = l.bills_included)
       and (s.advert_type is null or s.advert_type = l.advert_type)
       and (s.keyword_query is null or l.search_vector @@ to_tsquery('simple', s.keyword_query))
       and (s.box_south is null or (l.public_latitude between s.box_south and s.box_north
            and l.public_longitude between s.box_west and s.box_east))
       and (s.near_metres is null or ${haversineMetres(sql`l.public_latitude`, sql`l.public_longitude`, sql`s.near_latitude`, sql`s.near_longitude`)} <= s.near_metres)
       and s.user_id <> l.user_id
       and s.user_id not in (select user_id from blocked)
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
