import type { MyListing } from "@roost/shared/contracts/properties.ts";
import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import type { SelectableStatus } from "@roost/shared/domain/property.ts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { isApiError } from "../../lib/api.ts";
import { notify } from "../../lib/toast.ts";
import {
  deleteListing,
  fetchMyListings,
  invalidateListingViews,
  listingKeys,
  updateListingStatus,
} from "./listing-api.ts";
import { browserStore, clearLocalDraft } from "./local-draft.ts";
import { withoutListing, withStatus } from "./my-listings.ts";

/** GET /api/me/properties: the owner's listings, newest first. A failure is also toasted (§8). */
export function useMyListings() {
  const query = useQuery({
    queryKey: listingKeys.mine,
    queryFn: ({ signal }) => fetchMyListings(signal),
  });
  useEffect(() => {
    if (query.isError) notify("error", ERROR_TEXTS.listings_load_failed);
  }, [query.isError]);
  return query;
}

/** PATCH /api/properties/:id/status, shown at once and put back if the server refuses. */
export function useListingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SelectableStatus }) => updateListingStatus(id, status),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: listingKeys.mine });
      const previous = queryClient.getQueryData<MyListing[]>(listingKeys.mine);
      queryClient.setQueryData<MyListing[]>(listingKeys.mine, (list) => withStatus(list, id, status));
      return { previous };
    },
    onError: (error, _vars, context) => {
      queryClient.setQueryData(listingKeys.mine, context?.previous);
      // A draft that is not complete is refused with the reason; say it as well.
      const reason = isApiError(error, "listing_incomplete") ? error.message : undefined;
      notify("error", { ...ERROR_TEXTS.property_status_failed, ...(reason ? { description: reason } : {}) });
    },
    onSettled: (_data, _error, { id }) => invalidateListingViews(queryClient, id),
  });
}

/** DELETE /api/properties/:id (drafts only). */
export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteListing(id),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<MyListing[]>(listingKeys.mine, (list) => withoutListing(list, id));
      clearLocalDraft(browserStore(), id);
      notify("success", "Draft deleted");
      invalidateListingViews(queryClient, id);
    },
    onError: () => notify("error", ERROR_TEXTS.listing_delete_failed),
  });
}
