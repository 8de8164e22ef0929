import { propertySearchQuery } from "@roost/shared/contracts/properties.ts";
import { decodeCursor } from "../../apps/server/src/features/properties/search/search-cursor.ts";
import {
  searchParams,
  searchStatement,
} from "../../apps/server/src/features/properties/search/sql/search-statement.ts";

export interface CapturedQuery {
  /** Set when the service runs it as a named (prepared) statement. */
  name?: string;
  text: string;
  values: unknown[];
}

/**
 * The exact statement (text, name and values) the search service sends for one API query string,
 * from the same builder the service uses, so the "SQL only" lines replay precisely what the
 * endpoint runs: `first` on a first visit (page and total), `repeat` when a broad search comes
 * again and its total is served from the service's short-lived cache (page only).
 */
export function captureSearchSql(queryString: string): { first: CapturedQuery[]; repeat: CapturedQuery[] } {
  const query = propertySearchQuery.parse(Object.fromEntries(new URLSearchParams(queryString)));
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
  const params = searchParams(query, cursor);
  if (!params) throw new Error(`"${queryString}" cannot match anything`);
  const first = searchStatement(query.sort, params, !cursor);
  const repeat = searchStatement(query.sort, params, false);
  return { first: [first], repeat: [repeat] };
}
