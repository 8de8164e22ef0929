import { GROUP_SEARCH_TEXTS } from "@roost/shared/contracts/group-search.ts";
import type { PropertySearchQuery } from "@roost/shared/contracts/properties.ts";
import { and, type Placeholder, type SQL, Subquery, sql } from "drizzle-orm";
import { properties } from "../../../../db/schema.ts";
import { badRequest } from "../../../../lib/errors.ts";

// "Fits my group" and the per-person order (decision 038), inserted by
// search-statement.ts. The per-person rent is perPersonRent of domain/housemate-prices.ts in SQL:
// the statement's text is the same for every group (the size is a bound value), so one prepared
// shape serves them all. No index can hold a figure that depends on the group's size: the filter
// and the order are computed on the rows the other filters leave.

/** The values these filters bind; present only when used. */
export interface GroupSearchParams {
  group_size?: number;
  per_person_max?: number;
}

type GroupBind = (name: keyof GroupSearchParams | "cursor_key" | "cursor_id") => Placeholder;

/**
 * The query's group values. A per-person limit or order means nothing without the group's size,
 * so they are refused (400) rather than guessed.
 */
export function groupSearchParams(query: PropertySearchQuery): GroupSearchParams {
  if (query.group_size === undefined) {
    if (query.per_person_max !== undefined || query.sort === "per_person") {
      throw badRequest("validation_failed", GROUP_SEARCH_TEXTS.groupSizeNeeded, "group_size");
    }
    return {};
  }
  return {
    group_size: query.group_size,
    ...(query.per_person_max !== undefined ? { per_person_max: query.per_person_max } : {}),
  };
}

/** A room's rent from rooms_data, as parseRent reads it: a positive number or numeric text. */
const ROOM_RENT = sql`case jsonb_typeof(room -> 'monthlyRent')
  when 'number' then (room ->> 'monthlyRent')::numeric
  when 'string' then case when btrim(room ->> 'monthlyRent') ~ '^[0-9]+(\\.[0-9]+)?$' then btrim(room ->> 'monthlyRent')::numeric end
  end`;

const PRICED_ROOMS = sql`(select count(*) from jsonb_array_elements(${properties.roomsData}) as room where ${ROOM_RENT} > 0)`;

/**
 * What each of group_size people pays, or null (no price, or not a bedroom / priced room for
 * everyone). rent_from already is the whole rent or the cheapest room (effectiveMonthlyRent).
 */
const perPerson = (bind: GroupBind) => sql`(case
  when ${properties.advertType} = 'individual_rooms'
    then case when ${PRICED_ROOMS} >= ${bind("group_size")}::int then ${properties.rentFrom} end
  when coalesce(${properties.bedrooms}, 0) >= ${bind("group_size")}::int
    then ceil(${properties.rentFrom}::numeric / ${bind("group_size")}::int)::int
  end)`;

export function groupConditions(params: GroupSearchParams, bind: GroupBind): SQL[] {
  if (params.group_size === undefined) return [];
  return [
    sql`${perPerson(bind)} is not null`,
    ...(params.per_person_max !== undefined
      ? [sql`${perPerson(bind)} <= ${bind("per_person_max")}::int`]
      : []),
  ];
}

const PER_PERSON = perPerson((name) => sql.placeholder(name));

/**
 * The per-person order's key: the per-person rent, then rent_from, in one number (rents are below
 * KEY_SCALE). Within each kind of advert it rises with rent_from, so each kind can be read in
 * rent_from order from the price index (see perPersonCandidates).
 */
const KEY_SCALE = 1_048_576;
const PER_PERSON_KEY = sql`(${PER_PERSON}::bigint * ${KEY_SCALE} + ${properties.rentFrom})`;

/** Cheapest per person first; an ordering of search-statement.ts's ORDERINGS (group_size is always bound). */
export const PER_PERSON_ORDERING = {
  cursorKey: PER_PERSON_KEY,
  orderBy: [sql`${PER_PERSON_KEY} asc`, sql`${properties.id} asc`],
  after: (bind: GroupBind) =>
    sql`(${PER_PERSON_KEY}, ${properties.id}) > (${bind("cursor_key")}::bigint, ${bind("cursor_id")}::uuid)`,
};

/** migration 0002's price index key (search-statement.ts's PRICE_ASC_KEY), character for character. */
const RENT_KEY = sql`coalesce(${properties.rentFrom}, 2147483647)`;

/**
 * What the per-person order reads instead of the whole table, under the table's own name so the
 * statement's columns and conditions apply unchanged: the first page's worth of each kind of
 * advert in rent_from order, which the price index hands out without sorting. A whole home's
 * share, ceil(rent / size), and a room's rent both rise with rent_from, so the page is among these
 * rows; the statement then orders them by the per-person key. Without this the order would sort
 * every live listing (docs/benchmarks.md).
 */
export function perPersonCandidates(conditions: SQL[], params: GroupSearchParams & { cursor_key?: unknown }) {
  const bind = (name: keyof GroupSearchParams | "cursor_key" | "cursor_id" | "limit") =>
    sql.placeholder(name);
  const branch = (rooms: boolean) => {
    const bounds: SQL[] = [];
    if (params.per_person_max !== undefined) {
      bounds.push(
        rooms
          ? sql`${RENT_KEY} <= ${bind("per_person_max")}::int`
          : sql`${RENT_KEY} <= ${bind("per_person_max")}::int * ${bind("group_size")}::int`,
      );
    }
    if (params.cursor_key !== undefined) {
      const keyShare = sql`(${bind("cursor_key")}::bigint / ${KEY_SCALE})`;
      bounds.push(
        rooms
          ? sql`${RENT_KEY} >= ${keyShare}`
          : sql`${RENT_KEY} >= (${keyShare} - 1) * ${bind("group_size")}::int + 1`,
        PER_PERSON_ORDERING.after(bind),
      );
    }
    const kind = rooms
      ? sql`${properties.advertType} = 'individual_rooms'`
      : sql`${properties.advertType} <> 'individual_rooms'`;
    return sql`(select * from ${properties} where ${and(...conditions, kind, ...bounds)}
      order by ${RENT_KEY} asc, ${properties.id} asc limit ${bind("limit")})`;
  };
  // A subquery named like the table: drizzle then lets the statement's columns refer to it.
  return new Subquery(sql`${branch(false)} union all ${branch(true)}`, {}, "properties");
}
