// Server state of saved searches (decision 033): the list with new-home counts, and its changes.
// Every change refetches the list, whose counts and order only the server knows.

import type { SavedSearchUpdate } from "@roost/shared/contracts/saved-searches.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import type { JsonBody } from "../../lib/api-routes.ts";
import { useAuth } from "../../lib/auth.tsx";
import { queryKeys } from "../../lib/query-keys.ts";
import { noteSavedSearch } from "../../pwa/install-event.ts";

export function useSavedSearches() {
  const { user } = useAuth();
  return useQuery({
    queryKey: queryKeys.savedSearches(user?.id),
    queryFn: ({ signal }) => api("/api/saved-searches", { signal }),
    enabled: Boolean(user),
  });
}

function useSavedSearchMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches(user?.id) }),
  });
}

export const useSaveSearch = () =>
  useSavedSearchMutation(async (input: JsonBody<"/api/saved-searches", "POST">) => {
    const saved = await api("/api/saved-searches", { method: "POST", body: input });
    // Someone who saves a search means to come back: the "Install Roost" prompt may show.
    noteSavedSearch();
    return saved;
  });

export const useUpdateSavedSearch = () =>
  useSavedSearchMutation(({ id, ...changes }: SavedSearchUpdate & { id: string }) =>
    api(`/api/saved-searches/${encodeURIComponent(id)}`, { method: "PATCH", body: changes }),
  );

export const useDeleteSavedSearch = () =>
  useSavedSearchMutation((id: string) =>
    api(`/api/saved-searches/${encodeURIComponent(id)}`, { method: "DELETE" }),
  );

export const useMarkSearchVisited = () =>
  useSavedSearchMutation((id: string) =>
    api(`/api/saved-searches/${encodeURIComponent(id)}/visited`, { method: "POST" }),
  );
