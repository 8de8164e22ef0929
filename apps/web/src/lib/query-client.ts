import { QUERY_GC_TIME_MS, QUERY_RETRY, QUERY_STALE_TIME_MS } from "@roost/shared/domain/constants.ts";
import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api.ts";

/** Cache settings of spec §9; a 4xx is an answer, not a glitch, so it is never retried. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < QUERY_RETRY,
      },
    },
  });
}
