// The listing endpoints the wizard, My Listings and the performance page call, and their cache keys.

import type {
  MyListing,
  PropertyDetail,
  PropertyDraftInput,
  PropertyPerformance,
  PropertyPhoto,
} from "@roost/shared/contracts/properties.ts";
import type { SelectableStatus } from "@roost/shared/domain/property.ts";
import type { QueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { uploadWithProgress } from "./upload-with-progress.ts";

export const listingKeys = {
  mine: ["me", "properties"] as const,
  edit: (id: string) => ["listing-edit", id] as const,
  performance: (id: string) => ["property-performance", id] as const,
  detail: (id: string) => ["property", id] as const,
};

const path = (id: string) => `/api/properties/${encodeURIComponent(id)}`;

export type DraftBody = PropertyDraftInput & { draft_step?: number };

export const fetchListing = (id: string, signal?: AbortSignal) => api<PropertyDetail>(path(id), { signal });

export const createListing = (body: DraftBody) =>
  api<PropertyDetail>("/api/properties", { method: "POST", body: body as Record<string, unknown> });

export const updateListing = (id: string, body: DraftBody) =>
  api<PropertyDetail>(path(id), { method: "PATCH", body: body as Record<string, unknown> });

export const publishListing = (id: string) => api<PropertyDetail>(`${path(id)}/publish`, { method: "POST" });

export const fetchMyListings = (signal?: AbortSignal) => api<MyListing[]>("/api/me/properties", { signal });

export const updateListingStatus = (id: string, status: SelectableStatus) =>
  api<unknown>(`${path(id)}/status`, { method: "PATCH", body: { status } });

export const deleteListing = (id: string) => api<void>(path(id), { method: "DELETE" });

export const fetchPerformance = (id: string, signal?: AbortSignal) =>
  api<PropertyPerformance>(`${path(id)}/performance`, { signal });

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
  return uploadWithProgress<PhotoUploaded>(`${path(id)}/photos`, body, options);
}

export const deletePhoto = (id: string, photoId: string) =>
  api<PhotoList>(`${path(id)}/photos/${encodeURIComponent(photoId)}`, { method: "DELETE" });

/** The first id becomes the cover. */
export const reorderPhotos = (id: string, photoIds: string[]) =>
  api<PhotoList>(`${path(id)}/photos/order`, { method: "PUT", body: { photo_ids: photoIds } });

/**
 * After a listing changes, whatever shows it elsewhere (My Listings, the property page, search,
 * the dashboard's counts) must fetch it again.
 */
export function invalidateListingViews(queryClient: QueryClient, id?: string) {
  void queryClient.invalidateQueries({ queryKey: listingKeys.mine });
  void queryClient.invalidateQueries({
    predicate: (q) => {
      const [head, second] = q.queryKey as unknown[];
      if (head === "properties" || head === "dashboard" || head === "search") return true;
      if (head === "property" || head === "property-performance") return id === undefined || second === id;
      return false;
    },
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
