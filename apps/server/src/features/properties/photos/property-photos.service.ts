import { randomBytes } from "node:crypto";
import type { PropertyPhoto } from "@roost/shared/contracts/properties.ts";
import {
  PROPERTY_PHOTO_MAX_BYTES,
  PROPERTY_PHOTO_MAX_PIXELS,
  PROPERTY_PHOTOS_MAX,
} from "@roost/shared/domain/constants.ts";
import { isLiveStatus } from "@roost/shared/domain/property.ts";
import { and, eq, ne, sql } from "drizzle-orm";
import type { AppDeps } from "../../../app-deps.ts";
import { listingPhotoHashes, properties } from "../../../db/schema.ts";
import { badRequest, notFound, refused } from "../../../lib/errors.ts";
import { ImageRejected, type ProcessedImage, processImage } from "../../../lib/images.ts";
import { hashBandKeys, photoFingerprint } from "../copy-check/photo-fingerprint.ts";
import { assertPublishable } from "../listings/listing-rules.ts";
import { findChangeableProperty, propertyIdOrNotFound } from "../property-access.ts";
import { enqueuePhotoVariants, variantKeys } from "./photo-variants.ts";

// Listing photos: one file per request (so the browser can show progress per file), re-encoded
// into a card and a large size, stored under keys derived from the listing and photo ids. Each
// photo's difference hash is kept for the copied-advert check (decision 059).

type Deps = Pick<AppDeps, "database" | "clock" | "storage" | "log">;

const VARIANTS = [
  { name: "card", width: 640, height: 480, fit: "cover" as const },
  { name: "large", width: 1600, height: 1200, fit: "inside" as const },
];

const photoKey = (propertyId: string, photoId: string, variant: "card" | "large") =>
  `properties/${propertyId}/${photoId}-${variant}.webp`;

const PHOTO_ID = /^[A-Za-z0-9_-]{1,40}$/;

const tooManyPhotos = () =>
  refused(
    "too_many_photos",
    `A listing can have at most ${PROPERTY_PHOTOS_MAX} photos. Remove one to add another.`,
  );

export async function uploadPropertyPhoto(
  deps: Deps,
  actorId: string,
  id: string,
  file: File,
): Promise<{ photo: PropertyPhoto; photos: PropertyPhoto[] }> {
  const db = deps.database.db;
  // Cheap checks first, so a refused upload costs no image decoding.
  const current = await findChangeableProperty(db, id, actorId);
  if (current.photos.length >= PROPERTY_PHOTOS_MAX) throw tooManyPhotos();
  const { photo, large } = await storePhotoFile(deps, current.id, file);
  const hash = await photoFingerprint(large);

  // Appending in SQL (not read-modify-write) keeps every photo of concurrent uploads, and the
  // count condition is re-checked on the locked row, so the cap holds under concurrency too.
  // The responsive variants are a job's work, enqueued with the photo, never the request's.
  const row = await db.transaction(async (tx) => {
    const [appended] = await tx
      .update(properties)
      .set({
        photos: sql`${properties.photos} || ${JSON.stringify([photo])}::jsonb`,
        updatedAt: deps.clock.now(),
      })
      .where(
        and(
          eq(properties.id, current.id),
          eq(properties.userId, actorId),
          ne(properties.status, "withdrawn"),
          sql`jsonb_array_length(${properties.photos}) < ${PROPERTY_PHOTOS_MAX}`,
        ),
      )
      .returning({ photos: properties.photos });
    if (appended) {
      await enqueuePhotoVariants(tx, photo.large, [current.id], deps.clock.now());
      if (hash !== null)
        await tx
          .insert(listingPhotoHashes)
          .values({ propertyId: current.id, photoId: photo.id, hash, bandKeys: hashBandKeys(hash) });
    }
    return appended;
  });
  if (!row) {
    await removePhotoFiles(deps, current.id, [photo]);
    // Full, withdrawn or deleted meanwhile: the re-read says which.
    await findChangeableProperty(db, current.id, actorId);
    throw tooManyPhotos();
  }
  return { photo, photos: row.photos };
}

/**
 * An uploaded image checked by size and content, re-encoded without metadata into a card and a
 * large size, and stored under the listing's key prefix (so who may fetch it follows the listing).
 * Listing photos and the floorplan both come this way.
 */
export async function storePhotoFile(
  deps: Deps,
  propertyId: string,
  file: File,
): Promise<{ photo: PropertyPhoto; large: Buffer }> {
  if (file.size > PROPERTY_PHOTO_MAX_BYTES) {
    throw badRequest(
      "file_too_large",
      `The photo is larger than ${PROPERTY_PHOTO_MAX_BYTES / 1024 / 1024} MB. Please choose a smaller file.`,
      "photo",
    );
  }
  const variants = await encodePhoto(Buffer.from(await file.arrayBuffer()));
  const photoId = randomBytes(9).toString("base64url");
  const [card, large] = VARIANTS.map((v) => variants.find((p) => p.name === v.name) as ProcessedImage);
  const photo = {
    id: photoId,
    card: await deps.storage.put(photoKey(propertyId, photoId, "card"), card.body, card.contentType),
    large: await deps.storage.put(photoKey(propertyId, photoId, "large"), large.body, large.contentType),
    width: large.width,
    height: large.height,
  };
  return { photo, large: large.body };
}

async function encodePhoto(input: Buffer): Promise<ProcessedImage[]> {
  try {
    return await processImage(input, VARIANTS, { maxPixels: PROPERTY_PHOTO_MAX_PIXELS });
  } catch (error) {
    if (error instanceof ImageRejected) throw badRequest(error.code, error.message, "photo");
    throw error;
  }
}

/** Removes one photo; a live listing keeps at least one, since it must stay publishable. */
export async function deletePropertyPhoto(
  deps: Deps,
  actorId: string,
  id: string,
  photoId: string,
): Promise<{ photos: PropertyPhoto[] }> {
  propertyIdOrNotFound(id);
  if (!PHOTO_ID.test(photoId)) throw notFound("Photo not found.");
  const { propertyId, removed, photos } = await deps.database.db.transaction(async (tx) => {
    const current = await findChangeableProperty(tx, id, actorId, { forUpdate: true });
    const removed = current.photos.find((p) => p.id === photoId);
    if (!removed) throw notFound("Photo not found.");
    const photos = current.photos.filter((p) => p.id !== photoId);
    if (isLiveStatus(current.status)) assertPublishable({ ...current, photos }, current);
    await tx
      .update(properties)
      .set({ photos, updatedAt: deps.clock.now() })
      .where(eq(properties.id, current.id));
    await tx
      .delete(listingPhotoHashes)
      .where(and(eq(listingPhotoHashes.propertyId, current.id), eq(listingPhotoHashes.photoId, photoId)));
    return { propertyId: current.id, removed, photos };
  });
  await removePhotoFiles(deps, propertyId, [removed]);
  return { photos };
}

/** New order of the photos; the first is the cover. Must name every current photo exactly once. */
export async function reorderPropertyPhotos(
  deps: Deps,
  actorId: string,
  id: string,
  photoIds: string[],
): Promise<{ photos: PropertyPhoto[] }> {
  return deps.database.db.transaction(async (tx) => {
    const current = await findChangeableProperty(tx, id, actorId, { forUpdate: true });
    const byId = new Map(current.photos.map((p) => [p.id, p]));
    const isPermutation =
      photoIds.length === current.photos.length &&
      new Set(photoIds).size === photoIds.length &&
      photoIds.every((photoId) => byId.has(photoId));
    if (!isPermutation) {
      throw badRequest(
        "invalid_photo_order",
        "The order must list every photo of the listing exactly once. Refresh and try again.",
        "photo_ids",
      );
    }
    const photos = photoIds.map((photoId) => byId.get(photoId) as PropertyPhoto);
    await tx
      .update(properties)
      .set({ photos, updatedAt: deps.clock.now() })
      .where(eq(properties.id, current.id));
    return { photos };
  });
}

/** Best effort: a file left behind wastes space, whereas failing the request would confuse the user. */
export async function removePhotoFiles(
  { storage, log }: { storage: Pick<Deps["storage"], "remove">; log: Deps["log"] },
  propertyId: string,
  photos: readonly Pick<PropertyPhoto, "id" | "variants">[],
): Promise<void> {
  const keys = photos.flatMap((p) => [
    photoKey(propertyId, p.id, "card"),
    photoKey(propertyId, p.id, "large"),
    ...(p.variants ? variantKeys(`properties/${propertyId}/${p.id}`, p.variants) : []),
  ]);
  await Promise.all(
    keys.map((key) =>
      storage.remove(key).catch((err) => log.warn({ err, key }, "could not remove a listing photo")),
    ),
  );
}

/** Every stored image of a listing, for removing its files: its photos and its floorplan. */
export function listingImages(listing: { photos: PropertyPhoto[]; floorplan: PropertyPhoto | null }) {
  return listing.floorplan ? [...listing.photos, listing.floorplan] : listing.photos;
}
