import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";

export function useInquiries() {
  return useQuery({
    queryKey: queryKeys.inquiries,
    queryFn: () => api("/api/inquiries"),
    select: (data) =>
      [...data.inquiries].sort(
        (a, b) => new Date(b.last_activity_at).getTime() - new Date(a.last_activity_at).getTime(),
      ),
  });
}
