// Server state of the safety tools: block status of one other user, block / unblock, reports.

import type { ReportListingBody, ReportUserBody } from "@roost/shared/contracts/safety.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";

/** Whether I blocked this user and whether they blocked me; idle for null (nobody to ask about). */
export function useBlockStatus(userId: string | null) {
  return useQuery({
    queryKey: queryKeys.safety.block(userId ?? ""),
    queryFn: ({ signal }) => api(`/api/users/${encodeURIComponent(userId ?? "")}/block`, { signal }),
    enabled: userId !== null,
  });
}

export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: string; blocked: boolean }) =>
      api(`/api/users/${encodeURIComponent(userId)}/block`, {
        method: blocked ? "POST" : "DELETE",
      }),
    onSuccess: (status) => {
      queryClient.setQueryData(queryKeys.safety.block(status.user_id), status);
      // Blocking withdraws connect and join requests and hides the pair from roommates.
      void queryClient.invalidateQueries({ queryKey: queryKeys.roommates.all });
    },
  });
}

/** A report of a listing gives a listing's reason, of a user a user's (each route takes its own). */
export type ReportRequest =
  | { target: "listing"; targetId: string; body: ReportListingBody }
  | { target: "user"; targetId: string; body: ReportUserBody };

export function useReport() {
  return useMutation({
    mutationFn: ({ target, targetId, body }: ReportRequest) =>
      target === "listing"
        ? api(`/api/properties/${encodeURIComponent(targetId)}/report`, { method: "POST", body })
        : api(`/api/users/${encodeURIComponent(targetId)}/report`, { method: "POST", body }),
  });
}
