import { propertySearchQuery } from "@roost/shared/contracts/properties.ts";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import * as schema from "../../apps/server/src/db/schema.ts";
import { searchProperties } from "../../apps/server/src/features/properties/property-search.service.ts";

export interface CapturedQuery {
  text: string;
  params: unknown[];
}

/**
 * The exact SQL statements (text and parameters) the search service sends for one API query
 * string, captured through drizzle's logger, so the "SQL only" lines replay precisely what the
 * endpoint runs: `first` on a first visit, `repeat` when the same search comes again (a broad
 * search's total then comes from the service's short-lived cache, so only the page is read).
 */
export async function captureSearchSql(
  pool: pg.Pool,
  queryString: string,
): Promise<{ first: CapturedQuery[]; repeat: CapturedQuery[] }> {
  let captured: CapturedQuery[] = [];
  const db = drizzle(pool, {
    schema,
    casing: "snake_case",
    logger: { logQuery: (text, params) => captured.push({ text, params }) },
  });
  const query = propertySearchQuery.parse(Object.fromEntries(new URLSearchParams(queryString)));
  await searchProperties(db, query);
  const first = captured;
  captured = [];
  await searchProperties(db, query);
  return { first, repeat: captured };
}
