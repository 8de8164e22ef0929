import type { VerificationQueue, VerificationState } from "@roost/shared/contracts/landlord-trust.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";

export function useMyVerification() {
  return useQuery({
    queryKey: queryKeys.verification.mine,
    queryFn: ({ signal }) => api<VerificationState>("/api/me/verification", { signal }),
  });
}

export function useVerificationQueue() {
  return useQuery({
    queryKey: queryKeys.verification.queue,
    queryFn: ({ signal }) => api<VerificationQueue>("/api/operator/verifications", { signal }),
    retry: (count, error) =>
      count < 2 && !(error instanceof Error && "status" in error && error.status === 404),
  });
}

/** Approve or reject one request; the answer is the queue as it now stands. */
export function useDecideVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) =>
      api<VerificationQueue>(
        `/api/operator/verifications/${encodeURIComponent(id)}/${reason ? "reject" : "approve"}`,
        {
          method: "POST",
          body: reason ? { reason } : {},
        },
      ),
    onSuccess: (queue) => client.setQueryData(queryKeys.verification.queue, queue),
  });
}
