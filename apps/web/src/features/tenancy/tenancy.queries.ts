import type { TenancyDraft, TenancyTermsInput, TenancyView } from "@roost/shared/contracts/tenancy.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";

// A tenancy's server state (decision 062). Another party's change arrives on the user channel as
// "tenancy_updated", which refreshes everything under the tenancies key and the deal card.

const tenancyPath = (id: string) => `/api/tenancies/${encodeURIComponent(id)}`;

export function useTenancy(id: string) {
  return useQuery({
    queryKey: queryKeys.tenancies.detail(id),
    queryFn: ({ signal }) => api<TenancyView>(tenancyPath(id), { signal }),
  });
}

export function useTenancyDraft(conversationId: string) {
  return useQuery({
    queryKey: queryKeys.tenancies.draft(conversationId),
    queryFn: ({ signal }) =>
      api<TenancyDraft>(`/api/conversations/${encodeURIComponent(conversationId)}/tenancy-draft`, { signal }),
    // A draft is a starting point: refetching it under the landlord's typing would add nothing.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

type Change =
  | { kind: "start"; conversationId: string; terms: TenancyTermsInput }
  | { kind: "terms"; id: string; terms: TenancyTermsInput }
  | { kind: "withdraw"; id: string };

function send(change: Change): Promise<TenancyView> {
  switch (change.kind) {
    case "start":
      return api<TenancyView>(`/api/conversations/${encodeURIComponent(change.conversationId)}/tenancy`, {
        method: "POST",
        body: change.terms,
      });
    case "terms":
      return api<TenancyView>(`${tenancyPath(change.id)}/terms`, { method: "PUT", body: change.terms });
    case "withdraw":
      return api<TenancyView>(`${tenancyPath(change.id)}/withdraw`, { method: "POST", body: {} });
  }
}

/** Every change answers with the fresh tenancy, which goes straight into the cache. */
export function useTenancyChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (view) => {
      queryClient.setQueryData(queryKeys.tenancies.detail(view.id), view);
      void queryClient.invalidateQueries({ queryKey: queryKeys.deals.detail(view.conversation_id) });
    },
  });
}
