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
 * endpoint runs.
 */
export async function captureSearchSql(pool: pg.Pool, queryString: string): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const db = drizzle(pool, {
    schema,
    casing: "snake_case",
    logger: { logQuery: (text, params) => captured.push({ text, params }) },
  });
  const query = propertySearchQuery.parse(Object.fromEntries(new URLSearchParams(queryString)));
  await searchProperties(db, query);
  return captured;
}
