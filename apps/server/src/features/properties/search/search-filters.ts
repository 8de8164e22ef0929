import type { PropertySearchQuery } from "@roost/shared/contracts/properties.ts";
import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { moveInBy, parseMoveIn } from "@roost/shared/domain/move-in.ts";
import { ADVERT_TYPES, FURNISHING, PROPERTY_TYPES } from "@roost/shared/domain/property.ts";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { properties, savedSearches } from "../../../db/schema.ts";
import type { SearchParams } from "./search-params.ts";
import type { GeoAccess } from "./sql/search-geo.ts";

// The search filters that test one column of a listing, one entry each (decision 053): how the
// URL's value is read, the statement's condition, the in-process index's sets, the saved search's
// column, and the random comparison tests' values. Both backends, saved-search matching and those
// tests read this list, so a filter added here is searched alike by all three and compared
// between them. The price range, the keyword, the map and the
// campus, and a group's budgets need more than one column or an order, and have modules of their
// own (search-orderings.ts, search-text.ts, search-geo.ts, search-group.ts).

/** A seeded source of choices: the random comparison test's, so a failure names its case. */
export interface Sampler {
  next(): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

type ColumnParam =
  | "bedrooms"
  | "property_types"
  | "furnishing"
  | "parking"
  | "bills_included"
  | "advert_type"
  | "min_pppw"
  | "max_pppw"
  | "move_in_by"
  | "verified_only";

interface FilterCommon<K extends ColumnParam> {
  /** The URL parameter. */
  param: keyof PropertySearchQuery & string;
  /** The value's name in SearchParams, and so in the statement's placeholders. */
  bound: K;
  /** The listing's column: tested by the statement, loaded into the index. */
  column: AnyPgColumn;
  /** The value to bind, from the validated query; undefined when the filter is not used. */
  read(query: PropertySearchQuery): SearchParams[K] | undefined;
  /**
   * The condition on a listing, against `value`: the statement's placeholder, or the saved search's
   * column when matching. `access` is how a map search walks its rows (search-place.ts).
   */
  condition(value: SQLWrapper, access: GeoAccess): SQL;
  /** The saved search's column holding this filter's value; null there means not used. */
  saved: AnyPgColumn;
  /** A value of the URL parameter, for the random comparison of the two backends. */
  sample(r: Sampler): string;
}

/** A filter the index answers with sets of listings, one per value a listing can hold. */
export interface SetFilter<K extends ColumnParam = ColumnParam> extends FilterCommon<K> {
  kind: "sets";
  /** The index's sets that a listing with this column value belongs to. */
  setsOf(value: unknown): string[];
  /** The sets a search with this value ORs: a listing in any of them matches. */
  setsFor(value: NonNullable<SearchParams[K]>): string[];
}

/**
 * A filter on a range of a number (a price, a date), which the index answers by testing each
 * candidate's number (memory/number-columns.ts): too many values for a set each.
 */
export interface NumberFilter<K extends ColumnParam = ColumnParam> extends FilterCommon<K> {
  kind: "number";
  /** The listing's column value as a number; NaN, which no test keeps, when it has none. */
  numberOf(value: unknown): number;
  /** Whether a listing's number matches a search with this value. */
  keeps(value: NonNullable<SearchParams[K]>): (n: number) => boolean;
}

export type ColumnFilter<K extends ColumnParam = ColumnParam> = SetFilter<K> | NumberFilter<K>;

/** Bedrooms are 0 to 30 (the table's check); "b:n" holds the listings with n or more. */
const MAX_BEDROOMS = 30;

const bedrooms: SetFilter<"bedrooms"> = {
  kind: "sets",
  param: "bedrooms",
  bound: "bedrooms",
  column: properties.bedrooms,
  read: (query) => query.bedrooms,
  // Walking a place's page out of an ordered index, as a difference (search-place.ts says why).
  condition: (value, access) =>
    access === "ordered_index"
      ? sql`${properties.bedrooms} - ${value}::int >= 0`
      : sql`${properties.bedrooms} >= ${value}`,
  saved: savedSearches.minBedrooms,
  setsOf: (value) =>
    typeof value === "number"
      ? Array.from({ length: Math.min(value, MAX_BEDROOMS) + 1 }, (_, n) => `b:${n}`)
      : [],
  setsFor: (value) => [`b:${value}`],
  sample: (r) => String(Math.floor(r.next() * 5)),
};

const propertyTypes: SetFilter<"property_types"> = {
  kind: "sets",
  param: "property_type",
  bound: "property_types",
  column: properties.propertyType,
  read: (query) => (query.property_type?.length ? query.property_type : undefined),
  condition: (value) => sql`${properties.propertyType} = any(${value}::property_type[])`,
  saved: savedSearches.propertyTypes,
  setsOf: (value) => (value === null ? [] : [`t:${value}`]),
  setsFor: (types) => types.map((type) => `t:${type}`),
  sample: (r) => [r.pick(PROPERTY_TYPES), r.pick(PROPERTY_TYPES)].join(","),
};

/** A filter on a column whose value must equal the one searched for. */
function equalTo<K extends ColumnParam & keyof PropertySearchQuery>(
  bound: K,
  column: AnyPgColumn,
  saved: AnyPgColumn,
  prefix: string,
  values: readonly string[],
): SetFilter<K> {
  return {
    kind: "sets",
    param: bound,
    bound,
    column,
    read: (query) => query[bound] as SearchParams[K] | undefined,
    condition: (value) => sql`${column} = ${value}`,
    saved,
    setsOf: (value) => (value === null ? [] : [`${prefix}:${value}`]),
    setsFor: (value) => [`${prefix}:${value}`],
    sample: (r) => r.pick(values),
  };
}

const YES_NO = ["true", "false"] as const;

const asNumber = (value: unknown) => (typeof value === "number" ? value : Number.NaN);

/** The weekly price per person, at least or at most `value` (an unpriced listing matches neither). */
function perPersonWeekly<K extends "min_pppw" | "max_pppw">(
  bound: K,
  saved: AnyPgColumn,
  test: ">=" | "<=",
): NumberFilter<K> {
  return {
    kind: "number",
    param: bound,
    bound,
    column: properties.perPersonWeekly,
    read: (query) => query[bound] as SearchParams[K] | undefined,
    condition: (value) => sql`${properties.perPersonWeekly} ${sql.raw(test)} ${value}::int`,
    saved,
    numberOf: asNumber,
    keeps: (value) => (test === ">=" ? (n) => n >= value : (n) => n <= value),
    sample: (r) => String(60 + 10 * Math.floor(r.next() * 25)),
  };
}

/** An ISO date as days since 1970; a listing available now (no date) is before any date. */
const dayNumber = (value: unknown) =>
  value === null || value === undefined ? Number.NEGATIVE_INFINITY : Date.parse(String(value)) / DAY_MS;

/** "Move in from": homes that can be moved into by the last day of the month or year asked for. */
const moveIn: NumberFilter<"move_in_by"> = {
  kind: "number",
  param: "move_in",
  bound: "move_in_by",
  column: properties.moveInFrom,
  read: (query) => {
    const asked = query.move_in === undefined ? null : parseMoveIn(query.move_in);
    return asked ? moveInBy(asked) : undefined;
  },
  condition: (value) => sql`(${properties.moveInFrom} is null or ${properties.moveInFrom} <= ${value}::date)`,
  saved: savedSearches.moveInBy,
  numberOf: dayNumber,
  keeps: (value) => {
    const by = dayNumber(value);
    return (n) => n <= by;
  },
  sample: (r) =>
    r.chance(0.5)
      ? `${2026 + Math.floor(r.next() * 3)}-${String(1 + Math.floor(r.next() * 12)).padStart(2, "0")}`
      : r.pick(["2026/27", "2027/28", "2028/29"]),
};

/** "Verified landlords only" (decision 058): the owner's verification, carried by each listing. */
const verifiedOnly: SetFilter<"verified_only"> = {
  kind: "sets",
  param: "verified_only",
  bound: "verified_only",
  column: properties.ownerVerified,
  // Only "true" narrows: "false" would mean "unverified only", which nobody asks for.
  read: (query) => (query.verified_only === true ? true : undefined),
  condition: (value) => sql`${properties.ownerVerified} = ${value}::boolean`,
  saved: savedSearches.verifiedOnly,
  setsOf: (value) => (value === true ? ["o:verified"] : []),
  setsFor: () => ["o:verified"],
  sample: () => "true",
};

export const COLUMN_FILTERS: readonly ColumnFilter[] = [
  bedrooms,
  propertyTypes,
  equalTo("furnishing", properties.furnishing, savedSearches.furnishing, "f", FURNISHING),
  equalTo("parking", properties.parking, savedSearches.parking, "p", YES_NO),
  equalTo("bills_included", properties.billsIncluded, savedSearches.billsIncluded, "i", YES_NO),
  equalTo("advert_type", properties.advertType, savedSearches.advertType, "v", ADVERT_TYPES),
  perPersonWeekly("min_pppw", savedSearches.minPppw, ">="),
  perPersonWeekly("max_pppw", savedSearches.maxPppw, "<="),
  moveIn,
  verifiedOnly,
] as ColumnFilter[];
