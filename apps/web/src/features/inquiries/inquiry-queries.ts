import type { InquiryList } from "@roost/shared/contracts/conversations.ts";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

/** ["inquiries"]: invalidated by the realtime provider on conversation events. */
export const INQUIRIES_QUERY_KEY = ["inquiries"] as const;

export function useInquiries() {
  return useQuery({
    queryKey: INQUIRIES_QUERY_KEY,
    queryFn: () => api<InquiryList>("/api/inquiries"),
    select: (data) =>
      [...data.inquiries].sort(
        (a, b) => new Date(b.last_activity_at).getTime() - new Date(a.last_activity_at).getTime(),
      ),
  });
}
