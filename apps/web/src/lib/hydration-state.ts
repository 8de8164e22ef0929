// The query cache a server-rendered page was rendered from travels to the browser as JSON in
// <script type="application/json" id="roost-query-state"> (data, not code, so the CSP's
// script-src 'self' holds), and the browser starts from it: no second fetch of the same data.

import { type DehydratedState, dehydrate, hydrate, type QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api.ts";

interface WireError {
  status: number;
  code: string;
  message: string;
  field?: string;
}

/**
 * Answered queries, errors included: a 404 or 410 is what the page shows, so the browser must
 * start from the same error (as an ApiError, which JSON alone would lose) to render the same page.
 */
export function serializeQueryState(client: QueryClient): string {
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== "pending" });
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const wire: WireError = {
        status: error.status,
        code: error.code,
        message: error.message,
        field: error.field,
      };
      (query.state as { error: unknown }).error = wire;
    }
  }
  // "<" escaped so no text in the data can close the script element.
  return JSON.stringify(state).replaceAll("<", "\\u003c");
}

export function hydrateQueryState(client: QueryClient, json: string) {
  const state = JSON.parse(json) as DehydratedState;
  for (const query of state.queries) {
    const error = query.state.error as WireError | null;
    if (error) {
      (query.state as { error: unknown }).error = new ApiError(
        error.status,
        error.code,
        error.message,
        error.field,
      );
    }
  }
  hydrate(client, state);
}
