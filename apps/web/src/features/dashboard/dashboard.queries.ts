import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";

/** The counts on the dashboard; sends, reads and notifications elsewhere invalidate them. */
export function useDashboardSummary() {
  return useQuery({
    queryKey: queryKeys.dashboard,
    queryFn: () => api("/api/dashboard"),
  });
}
