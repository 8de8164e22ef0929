import type { PropertySearchQuery } from "@roost/shared/contracts/properties.ts";
import type { SearchCursor } from "./search-cursor.ts";
import type { SearchParams } from "./search-params.ts";

// What both search backends answer (sql/ and memory/, decision 053), and the switch between them.

/** SEARCH_INDEX: `memory`, the in-process index with SQL behind it; or `sql`, the statement alone. */
export const SEARCH_BACKENDS = ["memory", "sql"] as const;
export type SearchBackendName = (typeof SEARCH_BACKENDS)[number];

/**
 * A search page whose cards are JSON text from PostgreSQL (see searchCardJson), passed through
 * to the response; searchPageJson writes the PropertySearchResult body around them.
 */
export interface SearchPage {
  cardsJson: string[];
  next_cursor: string | null;
  total: number | null;
}

export function searchPageJson(page: SearchPage): string {
  return `{"items":[${page.cardsJson.join(",")}],"next_cursor":${JSON.stringify(page.next_cursor)},"total":${JSON.stringify(page.total)}}`;
}

/** One way of answering a search: a page, or null when this backend cannot answer this one. */
export interface SearchBackend {
  page(
    query: PropertySearchQuery,
    params: SearchParams,
    cursor: SearchCursor | null,
  ): Promise<SearchPage | null>;
}
