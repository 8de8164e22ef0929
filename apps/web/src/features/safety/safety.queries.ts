// Server state of the safety tools: block status of one other user, block / unblock, reports.

import type {
  BlockStatus,
  Report,
  ReportListingBody,
  ReportUserBody,
} from "@roost/shared/contracts/safety.ts";
import type { ReportTarget } from "@roost/shared/domain/safety.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";

/** Whether I blocked this user and whether they blocked me; idle for null (nobody to ask about). */
export function useBlockStatus(userId: string | null) {
  return useQuery({
    queryKey: queryKeys.safety.block(userId ?? ""),
    queryFn: ({ signal }) =>
      api<BlockStatus>(`/api/users/${encodeURIComponent(userId ?? "")}/block`, { signal }),
    enabled: userId !== null,
  });
}

export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: string; blocked: boolean }) =>
      api<BlockStatus>(`/api/users/${encodeURIComponent(userId)}/block`, {
        method: blocked ? "POST" : "DELETE",
      }),
    onSuccess: (status) => {
      queryClient.setQueryData(queryKeys.safety.block(status.user_id), status);
      // Blocking withdraws connect and join requests and hides the pair from roommates.
      void queryClient.invalidateQueries({ queryKey: queryKeys.roommates.all });
    },
  });
}

export interface ReportRequest {
  target: ReportTarget;
  targetId: string;
  body: ReportListingBody | ReportUserBody;
}

export function useReport() {
  return useMutation({
    mutationFn: ({ target, targetId, body }: ReportRequest) =>
      api<Report>(
        `/api/${target === "listing" ? "properties" : "users"}/${encodeURIComponent(targetId)}/report`,
        { body: { ...body } },
      ),
  });
}
