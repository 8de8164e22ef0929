// How a route's loader fills the query cache (routes.tsx) before the server renders a page: every
// answer is waited for, so the one render pass has them all. The components read the same queries
// through the same options, so a loader never hands data to a page any other way. A failed read is
// never the loader's error: it stays in the cache as the query's answer (a 404 renders the page's
// "not available"), exactly as the page would have fetched it. The browser runs no loaders: each
// page fetches what it shows, with its own loading state (decision 051).

import type {
  DefaultError,
  FetchInfiniteQueryOptions,
  FetchQueryOptions,
  QueryClient,
  QueryKey,
} from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";

export interface PageData {
  readonly client: QueryClient;
  fill<T, K extends QueryKey>(options: FetchQueryOptions<T, DefaultError, T, K>): Promise<void>;
  fillInfinite<T, K extends QueryKey, P>(
    options: FetchInfiniteQueryOptions<T, DefaultError, T, K, P>,
  ): Promise<void>;
}

/** A route's data: what its loader puts in the cache for the page's URL. */
export type RouteData = (data: PageData, args: LoaderFunctionArgs) => Promise<void>;

/** The server's: the page renders once every read has its answer. */
export function waitingPageData(client: QueryClient): PageData {
  return {
    client,
    fill: (options) => client.prefetchQuery(options),
    fillInfinite: (options) => client.prefetchInfiniteQuery(options),
  };
}
