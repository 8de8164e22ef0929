// Rules of the photos step that do not need React: which files may be uploaded, how many at
// once, what each server refusal means for the landlord, and how reordering works.

import { PROPERTY_PHOTO_MAX_BYTES, PROPERTY_PHOTOS_MAX } from "@roost/shared/domain/constants.ts";
import { isApiError } from "../../../lib/api.ts";

/** Uploads run in parallel up to this many; the rest wait their turn. */
export const UPLOAD_CONCURRENCY = 3;

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

export type UploadStatus = "queued" | "uploading" | "failed";

export interface UploadItem {
  key: string;
  file: File;
  status: UploadStatus;
  /** 0..1 */
  progress: number;
  error?: string;
  /** False for files refused before upload: trying again cannot help. */
  retryable: boolean;
  /** An object URL of the file for the thumbnail, when it is an image. */
  previewUrl?: string;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

export const PHOTO_MAX_SIZE_TEXT = formatBytes(PROPERTY_PHOTO_MAX_BYTES);
export const TOO_MANY_PHOTOS_TEXT = `A listing can have up to ${PROPERTY_PHOTOS_MAX} photos. Remove one to add another.`;
export const NOT_AN_IMAGE_TEXT =
  "This isn't an image we can use. Choose a JPG, PNG, WebP, GIF or AVIF photo.";
export const TOO_LARGE_TEXT = `This photo is over ${PHOTO_MAX_SIZE_TEXT}. Choose a smaller one.`;

/** Checked before uploading, so an obviously wrong file never costs the landlord a wait. */
export function photoFileProblem(file: FileLike): string | null {
  if (!file.type.startsWith("image/")) return NOT_AN_IMAGE_TEXT;
  if (file.size > PROPERTY_PHOTO_MAX_BYTES) return TOO_LARGE_TEXT;
  if (file.size === 0) return NOT_AN_IMAGE_TEXT;
  return null;
}

/** The server's refusal of one file, in words (the other files carry on). */
export function uploadErrorText(error: unknown): string {
  if (isApiError(error, "invalid_image")) return NOT_AN_IMAGE_TEXT;
  if (isApiError(error, "file_too_large")) return TOO_LARGE_TEXT;
  // The server's message names the photo's megapixels and the cap.
  if (isApiError(error, "image_too_large")) return error.message;
  if (isApiError(error, "too_many_photos")) return TOO_MANY_PHOTOS_TEXT;
  if (isApiError(error, "network_error")) return "Upload failed: check your connection and try again.";
  if (isApiError(error) && (error.status === 401 || error.status === 403))
    return "Your session has ended. Sign in again to upload photos.";
  return "Upload failed. Please try again.";
}

/** Trying the same file again only helps when the failure was not about the file itself. */
export function uploadRetryable(error: unknown): boolean {
  return !["invalid_image", "file_too_large", "image_too_large"].some((code) => isApiError(error, code));
}

/**
 * Splits picked files into those to upload and those refused here, keeping the listing within
 * PROPERTY_PHOTOS_MAX counting photos already uploaded and uploads still in flight.
 */
export function screenFiles<F extends FileLike>(
  files: readonly F[],
  photoCount: number,
  pendingCount: number,
): { accepted: F[]; rejected: { file: F; message: string }[] } {
  const accepted: F[] = [];
  const rejected: { file: F; message: string }[] = [];
  let room = Math.max(PROPERTY_PHOTOS_MAX - photoCount - pendingCount, 0);
  for (const file of files) {
    const problem = photoFileProblem(file);
    if (problem) rejected.push({ file, message: problem });
    else if (room <= 0) rejected.push({ file, message: TOO_MANY_PHOTOS_TEXT });
    else {
      accepted.push(file);
      room -= 1;
    }
  }
  return { accepted, rejected };
}

/** Keys of queued uploads to start now so that at most `limit` run at once, oldest first. */
export function uploadsToStart(
  items: readonly Pick<UploadItem, "key" | "status">[],
  limit = UPLOAD_CONCURRENCY,
): string[] {
  const running = items.filter((i) => i.status === "uploading").length;
  const free = Math.max(limit - running, 0);
  return items
    .filter((i) => i.status === "queued")
    .slice(0, free)
    .map((i) => i.key);
}

/** A copy with the item at `from` moved to `to` (indexes are clamped). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.min(Math.max(to, 0), next.length - 1);
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item);
  return next;
}

/** The cover is the first photo, so making one the cover moves it to the front. */
export function makeCover<T extends { id: string }>(list: readonly T[], id: string): T[] {
  const index = list.findIndex((p) => p.id === id);
  return index <= 0 ? [...list] : moveItem(list, index, 0);
}

export function sameOrder(a: readonly { id: string }[], b: readonly { id: string }[]): boolean {
  return a.length === b.length && a.every((p, i) => p.id === b[i].id);
}

/**
 * A photo list the server answered with, merged with the one on screen. The answer may be older
 * than the screen (uploads and removals run side by side and answer in any order), so it only
 * adds: photos shown keep their place (a reorder may still be on its way) and take the server's
 * copy, and photos new to the screen join in the server's order, except those `removed` here.
 */
export function mergePhotoLists<T extends { id: string }>(
  local: readonly T[],
  server: readonly T[],
  removed: readonly string[],
): T[] {
  const onServer = new Map(server.map((p) => [p.id, p]));
  const shown = new Set(local.map((p) => p.id));
  const added = [...onServer.values()].filter((p) => !shown.has(p.id) && !removed.includes(p.id));
  return [...local.map((p) => onServer.get(p.id) ?? p), ...added];
}
