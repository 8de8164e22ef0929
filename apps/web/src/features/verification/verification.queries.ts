import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";

export function useMyVerification() {
  return useQuery({
    queryKey: queryKeys.verification.mine,
    queryFn: ({ signal }) => api("/api/me/verification", { signal }),
  });
}

export function useVerificationQueue() {
  return useQuery({
    queryKey: queryKeys.verification.queue,
    queryFn: ({ signal }) => api("/api/operator/verifications", { signal }),
    retry: (count, error) =>
      count < 2 && !(error instanceof Error && "status" in error && error.status === 404),
  });
}

/** Approve or reject one request; the answer is the queue as it now stands. */
export function useDecideVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) => {
      const request = `/api/operator/verifications/${encodeURIComponent(id)}` as const;
      return reason
        ? api(`${request}/reject`, { method: "POST", body: { reason } })
        : api(`${request}/approve`, { method: "POST", body: {} });
    },
    onSuccess: (queue) => client.setQueryData(queryKeys.verification.queue, queue),
  });
}
