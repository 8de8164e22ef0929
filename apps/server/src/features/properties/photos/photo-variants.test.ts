import type { PropertyPhoto } from "@roost/shared/contracts/properties.ts";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../../db/schema.ts";
import { runDueJobs } from "../../../jobs/worker.ts";
import { insertProperty, person } from "../../../test/fixtures.ts";
import { useTestApp } from "../../../test/test-app.ts";
import {
  enqueuePhotoVariants,
  enqueuePhotoVariantsBackfill,
  PHOTO_VARIANTS,
  photoVariantsJob,
} from "./photo-variants.ts";

let owner: { cookie: string; id: string };
let jpeg: Buffer;
const t = useTestApp();
beforeAll(async () => {
  owner = await person(t, "variants-owner", "landlord");
  jpeg = await sharp({
    create: { width: 2400, height: 1600, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
});

const upload = async (propertyId: string): Promise<PropertyPhoto> => {
  const form = new FormData();
  form.set("photo", new File([new Uint8Array(jpeg)], "photo.jpg", { type: "image/jpeg" }));
  const res = await t.request<{ photo: PropertyPhoto }>(`/api/properties/${propertyId}/photos`, {
    cookie: owner.cookie,
    body: form,
  });
  expect(res.status).toBe(201);
  return res.body.photo;
};
const photosOf = async (id: string) =>
  (await t.db.select({ photos: properties.photos }).from(properties).where(eq(properties.id, id)))[0].photos;
const variantJobs = async () =>
  (
    await t.db.execute<{ payload: { source: string; propertyIds: string[] } }>(
      sql`select payload from jobs where name = ${PHOTO_VARIANTS} order by id`,
    )
  ).rows.map((row) => row.payload);

/** The file as /files serves it: its content type, caching, and what sharp reads in it. */
async function served(url: string) {
  const res = await t.app.request(url);
  expect(res.status, url).toBe(200);
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return {
    type: res.headers.get("content-type"),
    caching: res.headers.get("cache-control"),
    format: meta.format === "heif" ? meta.compression : meta.format,
    width: meta.width,
    height: meta.height,
  };
}

describe("photo variants", () => {
  it("are made by a job after the upload: three sizes in AVIF and WebP and a 1200×630 JPEG", async () => {
    const listing = await insertProperty(t.db, owner.id, { status: "published", photos: [] });
    const photo = await upload(listing.id);
    // The request stored the card and large photo only; the rest is left to the job.
    expect(photo.variants).toBeUndefined();
    expect(await variantJobs()).toEqual([{ source: photo.large, propertyIds: [listing.id] }]);

    await runDueJobs(t.deps);
    const [recorded] = await photosOf(listing.id);
    const stem = `/files/properties/${listing.id}/${photo.id}`;
    expect(recorded).toEqual({
      ...photo,
      variants: {
        stem,
        sizes: [
          { width: 400, height: 267 },
          { width: 960, height: 640 },
          { width: 1600, height: 1067 },
        ],
        formats: ["avif", "webp"],
        share: { url: `${stem}-share.jpg`, width: 1200, height: 630 },
      },
    });
    for (const { width, height } of recorded.variants?.sizes ?? []) {
      for (const [format, type] of [
        ["avif", "image/avif"],
        ["webp", "image/webp"],
      ]) {
        const file = await served(`${stem}-${width}.${format}`);
        expect(file).toEqual({
          type,
          caching: "public, max-age=31536000, immutable",
          format: format === "avif" ? "av1" : "webp",
          width,
          height,
        });
      }
    }
    expect(await served(`${stem}-share.jpg`)).toMatchObject({
      type: "image/jpeg",
      format: "jpeg",
      width: 1200,
      height: 630,
    });
  });

  it("is idempotent: a second run and a second enqueue change nothing", async () => {
    const listing = await insertProperty(t.db, owner.id, { status: "draft", photos: [] });
    const photo = await upload(listing.id);
    await runDueJobs(t.deps);
    const first = await photosOf(listing.id);
    const jobsBefore = (await variantJobs()).length;

    expect(await enqueuePhotoVariants(t.db, photo.large, [listing.id], t.clock.now())).toBe(false);
    expect(await variantJobs()).toHaveLength(jobsBefore);
    const put = t.deps.storage.put;
    let writes = 0;
    t.deps.storage.put = (...args) => {
      writes++;
      return put(...args);
    };
    try {
      await photoVariantsJob({
        deps: t.deps,
        payload: { source: photo.large, propertyIds: [listing.id] },
        job: { id: 0, name: PHOTO_VARIANTS, attempt: 1 },
        now: t.clock.now(),
      });
    } finally {
      t.deps.storage.put = put;
    }
    expect(writes).toBe(0);
    expect(await photosOf(listing.id)).toEqual(first);
  });

  it("leaves the photo's order alone and does nothing for a photo removed before it ran", async () => {
    const listing = await insertProperty(t.db, owner.id, { status: "draft", photos: [] });
    const kept = await upload(listing.id);
    const removed = await upload(listing.id);
    const del = await t.request(`/api/properties/${listing.id}/photos/${removed.id}`, {
      method: "DELETE",
      cookie: owner.cookie,
    });
    expect(del.status).toBe(200);
    await runDueJobs(t.deps);
    const photos = await photosOf(listing.id);
    expect(photos.map((p) => p.id)).toEqual([kept.id]);
    expect(photos[0].variants?.sizes).toHaveLength(3);
    expect((await t.app.request(`${removed.large.replace("-large.webp", "")}-400.avif`)).status).toBe(404);
  });

  it("are removed with their photo", async () => {
    const listing = await insertProperty(t.db, owner.id, { status: "published", photos: [] });
    const photo = await upload(listing.id);
    await upload(listing.id);
    await runDueJobs(t.deps);
    const stem = `/files/properties/${listing.id}/${photo.id}`;
    expect((await t.app.request(`${stem}-960.webp`)).status).toBe(200);
    const del = await t.request(`/api/properties/${listing.id}/photos/${photo.id}`, {
      method: "DELETE",
      cookie: owner.cookie,
    });
    expect(del.status).toBe(200);
    for (const file of ["400.avif", "960.webp", "1600.avif", "share.jpg"])
      expect((await t.app.request(`${stem}-${file}`)).status, file).toBe(404);
  });

  it("are backfilled at start for photos without them, once per file shared by several listings", async () => {
    const first = await insertProperty(t.db, owner.id, { status: "draft", photos: [] });
    await upload(first.id);
    await runDueJobs(t.deps);
    const [source] = await photosOf(first.id);
    // Two listings showing the same stored file without variants, as the demo seed's do.
    const shared = { ...source, id: "shared-photo", variants: undefined };
    const a = await insertProperty(t.db, owner.id, { photos: [shared] });
    const b = await insertProperty(t.db, owner.id, { photos: [shared] });
    const before = (await variantJobs()).length;

    await enqueuePhotoVariantsBackfill(t.db, t.clock.now());
    await runDueJobs(t.deps); // the backfill, which enqueues the variants job
    await runDueJobs(t.deps);
    const jobs = await variantJobs();
    expect(jobs.slice(before)).toEqual([{ source: source.large, propertyIds: [a.id, b.id].sort() }]);
    for (const listing of [a, b]) expect((await photosOf(listing.id))[0].variants).toEqual(source.variants);
  });

  it("fall back to the original until made: the card's cover_variants is null", async () => {
    const listing = await insertProperty(t.db, owner.id, { status: "draft", photos: [] });
    const photo = await upload(listing.id);
    const before = await t.request<{ cover_url: string; cover_variants: unknown }>(
      `/api/properties/${listing.id}`,
      { cookie: owner.cookie },
    );
    expect(before.body).toMatchObject({ cover_url: photo.card, cover_variants: null });
    await runDueJobs(t.deps);
    const after = await t.request<{ cover_variants: { stem: string } }>(`/api/properties/${listing.id}`, {
      cookie: owner.cookie,
    });
    expect(after.body.cover_variants.stem).toBe(`/files/properties/${listing.id}/${photo.id}`);
  });
});
