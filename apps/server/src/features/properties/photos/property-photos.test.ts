import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { PhotoUploaded, PropertyDetail, PropertyPhotos } from "@roost/shared/contracts/properties.ts";
import { PROPERTY_PHOTOS_MAX } from "@roost/shared/domain/constants.ts";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../../db/schema.ts";
import { fakePhoto, insertProperty, person } from "../../../test/fixtures.ts";
import { type ApiErrorBody, useTestApp } from "../../../test/test-app.ts";
import { EXIT } from "../../safety/admin-cli.ts";
import { admin } from "../../safety/admin-test-runner.ts";

let owner: { cookie: string; id: string };
let stranger: { cookie: string; id: string };
let jpegWithExif: Buffer;
const t = useTestApp();
beforeAll(async () => {
  owner = await person(t, "photo-owner", "landlord");
  stranger = await person(t, "photo-stranger", "landlord");
  jpegWithExif = await sharp({
    create: { width: 2400, height: 1600, channels: 3, background: { r: 200, g: 90, b: 40 } },
  })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: "gps-secret-owner" } } })
    .toBuffer();
});

/** Uploads a photo; `T` is the answer's type the test reads, the stored photo unless named. */
const upload = <T = PhotoUploaded>(
  propertyId: string,
  bytes: Uint8Array,
  cookie = owner.cookie,
  name = "photo.jpg",
) => {
  const form = new FormData();
  form.set("photo", new File([bytes], name, { type: "image/jpeg" }));
  return t.request<T>(`/api/properties/${propertyId}/photos`, { cookie, body: form });
};
const photosOf = async (id: string) =>
  (await t.db.select({ photos: properties.photos }).from(properties).where(eq(properties.id, id)))[0].photos;
const fileAt = (url: string, cookie: string | null = owner.cookie) =>
  t.app.request(url, { headers: cookie ? { cookie } : {} });

async function listingWithPhotos(count: number, status: "draft" | "published" = "draft") {
  const listing = await insertProperty(t.db, owner.id, { status, photos: [] });
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push((await upload(listing.id, jpegWithExif)).body.photo.id);
  return { id: listing.id, ids };
}
/** Whether the file behind a /files URL is still on disk. */
const storedOnDisk = (url: string) =>
  existsSync(path.join(t.deps.config.dataDir, "files", url.slice("/files/".length)));

describe("uploading photos", () => {
  it("stores a card and a large WebP without metadata and appends the photo", async () => {
    const listing = await insertProperty(t.db, owner.id, { status: "draft", photos: [] });
    const res = await upload(listing.id, jpegWithExif);
    expect(res.status).toBe(201);
    const { photo, photos } = res.body;
    expect(photos).toEqual([photo]);
    expect(photo.card).toBe(`/files/properties/${listing.id}/${photo.id}-card.webp`);
    expect(photo.large).toBe(`/files/properties/${listing.id}/${photo.id}-large.webp`);
    expect([photo.width, photo.height]).toEqual([1600, 1067]);

    const card = Buffer.from(await (await fileAt(photo.card)).arrayBuffer());
    const cardMeta = await sharp(card).metadata();
    expect([cardMeta.format, cardMeta.width, cardMeta.height]).toEqual(["webp", 640, 480]);
    const large = Buffer.from(await (await fileAt(photo.large)).arrayBuffer());
    const largeMeta = await sharp(large).metadata();
    expect([largeMeta.format, largeMeta.width, largeMeta.height]).toEqual(["webp", 1600, 1067]);
    for (const [bytes, meta] of [
      [card, cardMeta],
      [large, largeMeta],
    ] as const) {
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from("gps-secret-owner"))).toBe(false);
    }
    expect(await photosOf(listing.id)).toEqual([photo]);
  });

  it("judges the file by its content: a text file named .jpg is rejected", async () => {
    const listing = await insertProperty(t.db, owner.id, { status: "draft", photos: [] });
    const res = await upload<ApiErrorBody>(
      listing.id,
      new TextEncoder().encode("just some text, honestly"),
      owner.cookie,
      "house.jpg",
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: "invalid_image", field: "photo" });
    expect(await photosOf(listing.id)).toEqual([]);
  });

  it("refuses files over the size limit before reading them", async () => {
    const listing = await insertProperty(t.db, owner.id, { status: "draft", photos: [] });
    const big = new Uint8Array(10 * 1024 * 1024 + 128 * 1024);
    big.set(jpegWithExif, 0);
    const res = await upload<ApiErrorBody>(listing.id, big);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("file_too_large");
  });

  it("answers 404 to anyone but the owner, and 401 when signed out", async () => {
    const listing = await insertProperty(t.db, owner.id, { photos: [fakePhoto()] });
    expect((await upload(listing.id, jpegWithExif, stranger.cookie)).status).toBe(404);
    const form = new FormData();
    form.set("photo", new File([jpegWithExif], "a.jpg"));
    expect((await t.request(`/api/properties/${listing.id}/photos`, { body: form })).status).toBe(401);
    expect(await photosOf(listing.id)).toHaveLength(1);
  });

  it(`refuses a photo beyond ${PROPERTY_PHOTOS_MAX}`, async () => {
    const full = Array.from({ length: PROPERTY_PHOTOS_MAX }, () => fakePhoto());
    const listing = await insertProperty(t.db, owner.id, { status: "draft", photos: full });
    const res = await upload<ApiErrorBody>(listing.id, jpegWithExif);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe("too_many_photos");
  });

  it("keeps every photo of concurrent uploads", async () => {
    const listing = await insertProperty(t.db, owner.id, { status: "draft", photos: [] });
    const results = await Promise.all(Array.from({ length: 4 }, () => upload(listing.id, jpegWithExif)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const stored = await photosOf(listing.id);
    expect(stored).toHaveLength(4);
    expect(new Set(stored.map((p) => p.id))).toEqual(new Set(results.map((r) => r.body.photo.id)));
  });

  it("holds the cap under concurrent uploads and removes the refused files", async () => {
    const almostFull = Array.from({ length: PROPERTY_PHOTOS_MAX - 1 }, () => fakePhoto());
    const listing = await insertProperty(t.db, owner.id, { status: "draft", photos: almostFull });
    const results = await Promise.all(Array.from({ length: 3 }, () => upload(listing.id, jpegWithExif)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 422, 422]);
    expect(await photosOf(listing.id)).toHaveLength(PROPERTY_PHOTOS_MAX);
    // Only the accepted photo's two files remain on disk.
    const files = readdirSync(path.join(t.deps.config.dataDir, "files", "properties", listing.id));
    const accepted = results.find((r) => r.status === 201)?.body.photo.id;
    expect(files.sort()).toEqual([`${accepted}-card.webp`, `${accepted}-large.webp`]);
  });
});

describe("removing and reordering photos", () => {
  it("removes a photo and its files", async () => {
    const { id, ids } = await listingWithPhotos(2);
    const [first] = await photosOf(id);
    const res = await t.request<PropertyPhotos>(`/api/properties/${id}/photos/${ids[0]}`, {
      method: "DELETE",
      cookie: owner.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.body.photos.map((p: { id: string }) => p.id)).toEqual([ids[1]]);
    expect((await fileAt(first.card)).status).toBe(404);
    expect((await fileAt(first.large)).status).toBe(404);
  });

  it("keeps the last photo of a live listing", async () => {
    const { id, ids } = await listingWithPhotos(1, "published");
    const res = await t.request<ApiErrorBody>(`/api/properties/${id}/photos/${ids[0]}`, {
      method: "DELETE",
      cookie: owner.cookie,
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: "listing_incomplete", field: "photo_count" });
    expect(await photosOf(id)).toHaveLength(1);
  });

  it("answers 404 for an unknown photo and for another user's listing", async () => {
    const { id, ids } = await listingWithPhotos(1);
    expect(
      (await t.request(`/api/properties/${id}/photos/nope`, { method: "DELETE", cookie: owner.cookie }))
        .status,
    ).toBe(404);
    const foreign = await t.request(`/api/properties/${id}/photos/${ids[0]}`, {
      method: "DELETE",
      cookie: stranger.cookie,
    });
    expect(foreign.status).toBe(404);
    expect(await photosOf(id)).toHaveLength(1);
  });

  it("reorders the photos; the first becomes the cover", async () => {
    const photos = [fakePhoto("a"), fakePhoto("b"), fakePhoto("c")];
    const listing = await insertProperty(t.db, owner.id, { photos });
    const res = await t.request<PropertyPhotos>(`/api/properties/${listing.id}/photos/order`, {
      method: "PUT",
      cookie: owner.cookie,
      body: { photo_ids: ["c", "a", "b"] },
    });
    expect(res.status).toBe(200);
    expect(res.body.photos.map((p: { id: string }) => p.id)).toEqual(["c", "a", "b"]);
    const detail = await t.request<PropertyDetail>(`/api/properties/${listing.id}`);
    expect(detail.body.cover_url).toBe(photos[2].card);
  });

  it("refuses an order that is not a permutation of the current photos", async () => {
    const listing = await insertProperty(t.db, owner.id, { photos: [fakePhoto("a"), fakePhoto("b")] });
    for (const photo_ids of [["a"], ["a", "a"], ["a", "b", "x"], ["a", "x"]]) {
      const res = await t.request<ApiErrorBody>(`/api/properties/${listing.id}/photos/order`, {
        method: "PUT",
        cookie: owner.cookie,
        body: { photo_ids },
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: "invalid_photo_order", field: "photo_ids" });
    }
    expect((await photosOf(listing.id)).map((p) => p.id)).toEqual(["a", "b"]);
  });

  it("answers 404 to another user reordering", async () => {
    const listing = await insertProperty(t.db, owner.id, { photos: [fakePhoto("a"), fakePhoto("b")] });
    const res = await t.request(`/api/properties/${listing.id}/photos/order`, {
      method: "PUT",
      cookie: stranger.cookie,
      body: { photo_ids: ["b", "a"] },
    });
    expect(res.status).toBe(404);
  });

  it("deleting a draft removes its photo files", async () => {
    const { id } = await listingWithPhotos(2);
    const stored = await photosOf(id);
    const res = await t.request(`/api/properties/${id}`, { method: "DELETE", cookie: owner.cookie });
    expect(res.status).toBe(204);
    for (const photo of stored) {
      expect((await fileAt(photo.card)).status).toBe(404);
      expect((await fileAt(photo.large)).status).toBe(404);
    }
  });
});

describe("who may fetch a listing's photo files", () => {
  it("a draft's only its owner, privately; once published, anyone, for good", async () => {
    const listing = await insertProperty(t.db, owner.id, { status: "draft", photos: [] });
    const { photo } = (await upload(listing.id, jpegWithExif)).body;
    for (const url of [photo.card, photo.large]) {
      const own = await fileAt(url);
      expect(own.status).toBe(200);
      expect(own.headers.get("cache-control")).toBe("private, no-cache");
      expect((await fileAt(url, null)).status).toBe(404);
      expect((await fileAt(url, stranger.cookie)).status).toBe(404);
    }
    await t.db.update(properties).set({ status: "published" }).where(eq(properties.id, listing.id));
    const open = await fileAt(photo.card, null);
    expect(open.status).toBe(200);
    expect(open.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("a withdrawn listing's: nobody, its files deleted (by an operator or with the owner's account)", async () => {
    const byOperator = await listingWithPhotos(1);
    const operatorPhotos = await photosOf(byOperator.id);
    await t.db.update(properties).set({ status: "published" }).where(eq(properties.id, byOperator.id));
    const run = await admin(t, "withdraw-listing", byOperator.id);
    expect(run.code, run.err).toBe(EXIT.ok);
    expect(await photosOf(byOperator.id)).toEqual([]);

    const leaving = await person(t, "photo-leaver", "landlord");
    const theirs = await insertProperty(t.db, leaving.id, { photos: [] });
    const { photo } = (await upload(theirs.id, jpegWithExif, leaving.cookie)).body;
    expect((await fileAt(photo.card, null)).status).toBe(200);
    const deleted = await t.request("/api/me/delete", {
      cookie: leaving.cookie,
      body: { confirm: "DELETE" },
    });
    expect(deleted.status).toBe(200);

    for (const gone of [...operatorPhotos, photo]) {
      for (const url of [gone.card, gone.large]) {
        expect((await fileAt(url)).status, url).toBe(404);
        expect(storedOnDisk(url), url).toBe(false);
      }
    }
  });
});
