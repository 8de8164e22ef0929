// The statements that feed the in-process search index (search-index-feed.ts, decision 047) and
// the reading of their rows: the whole table of live listings, and a catch-up since a snapshot,
// each with which server answered.
import { CAMPUSES } from "@roost/shared/domain/campuses.ts";
import { LIVE_STATUSES } from "@roost/shared/domain/property.ts";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { SPHERE_POINT_SQL } from "../../../../db/location-sql.ts";
import { properties } from "../../../../db/schema.ts";
import { searchCardJson } from "../../property-json.ts";
import { COLUMN_FILTERS } from "../search-filters.ts";
import { haversineMetres, spherePoint } from "../sql/search-geo.ts";
import type { IndexedListing } from "./listing-orders.ts";
import { joinWords } from "./listing-words.ts";

const LIVE = LIVE_STATUSES.map((s) => `'${s}'`).join(", ");
const dialect = new PgDialect();

/**
 * Per campus, the haversine metres and the nearest-first chord, written as search-geo.ts writes
 * them with the campus's values as the statement binds them (text cast to float8, the cube's text),
 * so each is the very number PostgreSQL compares there.
 */
const CAMPUS_COLUMNS = CAMPUSES.flatMap((campus) => [
  dialect.sqlToQuery(
    haversineMetres(
      properties.publicLatitude,
      properties.publicLongitude,
      sql.raw(`'${campus.lat}'::float8`),
      sql.raw(`'${campus.lng}'::float8`),
    ),
  ).sql,
  // cube() refuses a null coordinate: a listing without a location has no chord.
  `case when public_latitude is null then null else ${SPHERE_POINT_SQL} <-> '${spherePoint(campus.lat, campus.lng)}'::cube end`,
]).join(", ");

/** A listing's columns, in IndexedListing's order (rowToListing reads them by position). */
const LISTING_COLUMNS = `id, area, rent_from, (extract(epoch from published_at) * 1000000)::bigint,
  published_at::text, search_card, public_latitude, public_longitude,
  tsvector_to_array(search_vector), status in (${LIVE}),
  ${COLUMN_FILTERS.map((filter) => filter.column.name).join(", ")}, ${CAMPUS_COLUMNS}`;

export const FULL_LOAD = `select ${LISTING_COLUMNS} from properties where status in (${LIVE})`;

/**
 * Which server answered, and whether it is a standby: a pooler may send any statement to one, and
 * a restart is how a restore or a failover arrives.
 */
export const SERVER_COLUMNS = "pg_is_in_recovery() as standby, pg_postmaster_start_time()::text as started";

/**
 * The rows of `table` that snapshot $1 did not see, at most $2: what began after it (from its xmax
 * on) and what was running when it was taken (its xip). Reading from its xmin instead would read
 * again everything since the oldest transaction then running, on every catch-up while a long one
 * stays open. Two scans of the changed_xid index, one per part: written as one condition with OR,
 * PostgreSQL read the whole table instead, on every catch-up.
 */
const unseen = (table: string) => `(select * from ${table}
    where changed_xid >= pg_snapshot_xmax($1::pg_snapshot)
  union all
  select * from ${table}
    where changed_xid = any(array(select pg_snapshot_xip($1::pg_snapshot)))
      and changed_xid < pg_snapshot_xmax($1::pg_snapshot)
  limit $2)`;

/**
 * What changed since snapshot $1: the rows as JSON arrays, the deleted ids ("" for a TRUNCATE),
 * at most $2 of each (more, and the table is read again instead).
 */
export const CATCH_UP = `select pg_current_snapshot()::text as snapshot, ${SERVER_COLUMNS},
  (select json_agg(json_build_array(${LISTING_COLUMNS})) from ${unseen("properties")} as properties) as changed,
  (select json_agg(coalesce(t.property_id::text, '')) from ${unseen("listing_tombstones")} as t) as gone`;

export type ListingRow = unknown[];

export interface ServerState {
  snapshot: string;
  standby: boolean;
  started: string;
}

/** The xmax of a pg_snapshot's text ("xmin:xmax:xip,…"): the first transaction id not yet begun. */
export function xmaxOf(snapshot: string): bigint {
  return BigInt(snapshot.split(":")[1] ?? "0");
}

/** Where the filters' columns start in a row of LISTING_COLUMNS. */
const FILTERS_AT = 10;

/** A row of LISTING_COLUMNS as a listing, or null when it is not live (or has no card yet). */
export function rowToListing(row: ListingRow): IndexedListing | null {
  const [id, area, rent, micros, text, card, latitude, longitude, lexemes, live] = row;
  if (live !== true || typeof card !== "string") return null;
  const filterValues = row.slice(FILTERS_AT, FILTERS_AT + COLUMN_FILTERS.length);
  const campusValues = row.slice(FILTERS_AT + COLUMN_FILTERS.length);
  const located = latitude !== null && longitude !== null;
  return {
    id: String(id),
    area: (area as string | null) ?? null,
    filterValues,
    rentFrom: (rent as number | null) ?? null,
    publishedMicros: micros === null ? null : Number(micros),
    publishedText: (text as string | null) ?? null,
    cardJson: searchCardJson(card, (latitude as number | null) ?? null, (longitude as number | null) ?? null),
    latitude: located ? (latitude as number) : null,
    longitude: located ? (longitude as number) : null,
    campusMetres: located ? campusValues.filter((_, i) => i % 2 === 0).map(Number) : [],
    campusChords: located ? campusValues.filter((_, i) => i % 2 === 1).map(Number) : [],
    words: joinWords((lexemes as string[] | null) ?? []),
    slot: -1,
  };
}
