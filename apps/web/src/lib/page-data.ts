// How a route's loader fills the query cache (routes.tsx). The components read the same queries
// through the same options, so a loader never hands data to a page any other way.
//
// On the server a page is rendered once its loaders are done: every answer is waited for, so the
// one render pass has them all. In the browser a loader only starts its work and lets the
// navigation go on at once, as a link always did: the next page shows its own loading state (its
// chunk's, then its data's) while the reads it started arrive. A failed read is never the
// loader's error: it stays in the cache as the query's answer (a 404 renders the page's "not
// available"), exactly as the page would have fetched it.

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
  /** What the page waits for before it renders: all of `work` on the server, none of it in the browser. */
  awaited(work: Promise<void>): Promise<void>;
}

/** A route's data: what its loader puts in the cache for the page's URL. */
export type RouteData = (data: PageData, args: LoaderFunctionArgs) => Promise<void>;

const filling = (client: QueryClient) => ({
  client,
  fill: <T, K extends QueryKey>(options: FetchQueryOptions<T, DefaultError, T, K>) =>
    client.prefetchQuery(options),
  fillInfinite: <T, K extends QueryKey, P>(options: FetchInfiniteQueryOptions<T, DefaultError, T, K, P>) =>
    client.prefetchInfiniteQuery(options),
});

/** The server's: the page renders once every read has its answer. */
export function waitingPageData(client: QueryClient): PageData {
  return { ...filling(client), awaited: (work) => work };
}

/** The browser's: the reads start and the page goes on. */
export function startingPageData(client: QueryClient): PageData {
  return {
    ...filling(client),
    awaited: (work) => {
      // A page chunk that fails to load fails again as the page renders, which shows the error.
      work.catch(() => undefined);
      return Promise.resolve();
    },
  };
}
