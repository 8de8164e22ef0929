import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";

/** Operators only: the listings held as possible copies (anyone else gets 404, so no retrying that). */
export function useHeldListings() {
  return useQuery({
    queryKey: queryKeys.verification.heldListings,
    queryFn: ({ signal }) => api("/api/operator/copy-reviews", { signal }),
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status === 404),
  });
}

/** Clear a held listing (it goes live) or withdraw it with a reason; the answer is the queue as it now stands. */
export function useDecideHeldListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason?: string }) => {
      const held = `/api/operator/copy-reviews/${encodeURIComponent(id)}` as const;
      return reason
        ? api(`${held}/withdraw`, { method: "POST", body: { reason } })
        : api(`${held}/clear`, { method: "POST", body: {} });
    },
    onSuccess: (queue) => client.setQueryData(queryKeys.verification.heldListings, queue),
  });
}
