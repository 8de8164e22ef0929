import { COPY_CHECK_TEXTS } from "@roost/shared/domain/copy-check.ts";
// Server state of listings: the endpoints the wizard, My Listings and the performance page call,
// and the hooks that read and change them (keys from lib/query-keys.ts).

import type { MyListing } from "@roost/shared/contracts/my-listings.ts";
import type { PropertyDetail, PropertyPhoto } from "@roost/shared/contracts/properties.ts";
import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import { AVAILABILITY_TEXTS } from "@roost/shared/domain/listing-availability.ts";
import type { SelectableStatus } from "@roost/shared/domain/property.ts";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api, isApiError } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { notify } from "../../lib/toast.ts";
import { uploadWithProgress } from "../../lib/upload-with-progress.ts";
import { withoutListing, withStatus } from "./my-listings.ts";
import type { DraftBody } from "./wizard/listing-form.ts";
import { browserStore, clearLocalDraft } from "./wizard/local-draft.ts";

const path = (id: string) => `/api/properties/${encodeURIComponent(id)}` as const;

export const fetchListing = (id: string, signal?: AbortSignal) => api(path(id), { signal });

export const createListing = (body: DraftBody) => api("/api/properties", { method: "POST", body });

export const updateListing = (id: string, body: DraftBody) => api(path(id), { method: "PATCH", body });

export const publishListing = (id: string) => api(`${path(id)}/publish`, { method: "POST" });

export const fetchMyListings = (signal?: AbortSignal) => api("/api/me/properties", { signal });

export const updateListingStatus = (id: string, status: SelectableStatus) =>
  api(`${path(id)}/status`, { method: "PATCH", body: { status } });

export const deleteListing = (id: string) => api(path(id), { method: "DELETE" });

export const fetchPerformance = (id: string, signal?: AbortSignal) =>
  api(`${path(id)}/performance`, { signal });

/** The listing's photos in display order (answers to a removal or a reorder). */
export interface PhotoList {
  photos: PropertyPhoto[];
}
/** An upload's answer: the new photo and the whole list, which parallel uploads may have grown. */
export interface PhotoUploaded extends PhotoList {
  photo: PropertyPhoto;
}

/** One file per request: the server takes a single multipart field `photo`. */
export function uploadPhoto(
  id: string,
  file: File,
  options: { onProgress?(fraction: number): void; signal?: AbortSignal } = {},
) {
  const body = new FormData();
  body.append("photo", file);
  return uploadWithProgress(`${path(id)}/photos`, body, options);
}

export const deletePhoto = (id: string, photoId: string) =>
  api(`${path(id)}/photos/${encodeURIComponent(photoId)}`, { method: "DELETE" });

/** The first id becomes the cover. */
export const reorderPhotos = (id: string, photoIds: string[]) =>
  api(`${path(id)}/photos/order`, { method: "PUT", body: { photo_ids: photoIds } });

/**
 * After a listing changes, whatever shows it elsewhere (My Listings, the property page, search,
 * the dashboard's counts) must fetch it again.
 */
export function invalidateListingViews(queryClient: QueryClient, id?: string) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.listings.mine });
  void queryClient.invalidateQueries({ queryKey: queryKeys.properties.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
  void queryClient.invalidateQueries({
    queryKey: id === undefined ? queryKeys.listings.performanceAll : queryKeys.listings.performance(id),
  });
}

/**
 * The draft just created by the first step, handed to the edit page the wizard moves to, so it
 * opens at once instead of fetching what it already has. The edit page forgets it once mounted.
 */
let createdDraft: PropertyDetail | null = null;

export function handOverCreated(property: PropertyDetail) {
  createdDraft = property;
}

export function peekCreated(id: string): PropertyDetail | null {
  return createdDraft?.id === id ? createdDraft : null;
}

export function forgetCreated(id: string) {
  if (createdDraft?.id === id) createdDraft = null;
}

/** GET /api/me/properties: the owner's listings, newest first. A failure is also toasted (§8). */
export function useMyListings() {
  const query = useQuery({
    queryKey: queryKeys.listings.mine,
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
      await queryClient.cancelQueries({ queryKey: queryKeys.listings.mine });
      const previous = queryClient.getQueryData<MyListing[]>(queryKeys.listings.mine);
      queryClient.setQueryData<MyListing[]>(queryKeys.listings.mine, (list) => withStatus(list, id, status));
      return { previous };
    },
    onSuccess: (property, { status }) => {
      // Set live, it may instead be held for a check (decision 059).
      if (status !== "pause" && property.status === "pause")
        notify("success", {
          title: COPY_CHECK_TEXTS.beingChecked,
          description: COPY_CHECK_TEXTS.beingCheckedDetail,
        });
    },
    onError: (error, _vars, context) => {
      queryClient.setQueryData(queryKeys.listings.mine, context?.previous);
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
      queryClient.setQueryData<MyListing[]>(queryKeys.listings.mine, (list) => withoutListing(list, id));
      clearLocalDraft(browserStore(), id);
      notify("success", "Draft deleted");
      invalidateListingViews(queryClient, id);
    },
    onError: () => notify("error", ERROR_TEXTS.listing_delete_failed),
  });
}

/** The listing being edited: the server's latest copy, or the draft just created (handed over). */
export function useListingForEdit(id: string, created: PropertyDetail | null) {
  return useQuery({
    queryKey: queryKeys.listings.edit(id),
    queryFn: ({ signal }) => fetchListing(id, signal),
    initialData: created ?? undefined,
    // Always the server's latest copy when the page opens, never one cached minutes ago.
    staleTime: created ? Number.POSITIVE_INFINITY : 0,
    gcTime: 0,
    refetchOnMount: "always",
  });
}

/** A listing's figures and the listing itself, for the performance page (cached for a minute). */
export function useListingPerformance(id: string) {
  const performance = useQuery({
    queryKey: queryKeys.listings.performance(id),
    queryFn: ({ signal }) => fetchPerformance(id, signal),
    staleTime: 60_000,
  });
  const listing = useQuery({
    queryKey: queryKeys.listings.performanceListing(id),
    queryFn: ({ signal }) => fetchListing(id, signal),
    staleTime: 60_000,
  });
  return { performance, listing };
}

/** "Still available" on a listing Roost asked about: answers the question, keeps published_at. */
export function useConfirmAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/api/properties/${encodeURIComponent(id)}/availability`, { method: "POST" }),
    onSuccess: (_data, id) => {
      notify("success", AVAILABILITY_TEXTS.confirmed);
      invalidateListingViews(queryClient, id);
    },
    onError: (error) =>
      notify(
        "error",
        isApiError(error) && error.status > 0 ? error.message : "Couldn't confirm it. Please try again.",
      ),
  });
}
