import { createHash } from "node:crypto";
import type { PhotoVariants } from "@roost/shared/contracts/properties.ts";
import { sql } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import type { JobContext } from "../../../jobs/job.ts";
import { enqueue } from "../../../jobs/queue.ts";
import { encodeVariants, type VariantRequest } from "../../../lib/images.ts";
import type { Storage } from "../../../storage/storage.ts";

// Responsive copies of listing photos (decision 039). The upload stores the card and large WebP
// within the request; this job, run after it, makes a small and a medium size and the large
// photo's own size in AVIF and WebP, plus a 1200×630 JPEG for link previews, and records them on
// every listing showing that photo. The demo listings share a dozen photos, so a job works per
// source file, not per listing.

/** Job 'photo-variants' {source, propertyIds}: the large photo's URL and the listings showing it. */
export const PHOTO_VARIANTS = "photo-variants";
/** Job 'photo-variants-backfill': enqueues the job for every photo still without variants. */
export const PHOTO_VARIANTS_BACKFILL = "photo-variants-backfill";

/** A card on a phone (≈ 360 px wide at 1×) and a desktop card at 2× or the gallery on a phone. */
const RESPONSIVE_WIDTHS = [400, 960];
const FORMATS = ["avif", "webp"] as const satisfies PhotoVariants["formats"];
/** Open Graph's recommended 1.91:1 picture; WhatsApp and iMessage crop anything else. */
const SHARE_SIZE = { width: 1200, height: 630 };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** "properties/p1/abc-large.webp" -> "properties/p1/abc": the variants sit beside their source. */
const variantStem = (sourceKey: string) => sourceKey.replace(/(-large)?\.[a-z]+$/, "");

/** Every file a photo's variants occupy under `stem` (a storage key without its suffix). */
export function variantKeys(stem: string, variants: Pick<PhotoVariants, "sizes" | "formats">): string[] {
  return [
    ...variants.sizes.flatMap((size) => variants.formats.map((format) => `${stem}-${size.width}.${format}`)),
    `${stem}-share.jpg`,
  ];
}

/** Encodes and stores the variants of one source file; `width` is the source's width. */
async function makePhotoVariants(
  storage: Storage,
  sourceKey: string,
  source: Buffer,
  width: number,
): Promise<PhotoVariants> {
  const widths = [...RESPONSIVE_WIDTHS.filter((w) => w < width), width];
  const requests: VariantRequest[] = [
    ...widths.flatMap((w) => FORMATS.map((format) => ({ width: w, fit: "inside" as const, format }))),
    { ...SHARE_SIZE, fit: "cover", format: "jpeg" },
  ];
  const encoded = await encodeVariants(source, requests);
  const stem = variantStem(sourceKey);
  const urls: string[] = [];
  for (const v of encoded) {
    const key = v.format === "jpeg" ? `${stem}-share.jpg` : `${stem}-${v.width}.${v.format}`;
    urls.push(await storage.put(key, v.body, `image/${v.format}`));
  }
  const first = encoded[0] as (typeof encoded)[number];
  const share = encoded.at(-1) as (typeof encoded)[number];
  return {
    // The URL of the first file without its "-400.avif": put() decides the URL's prefix.
    stem: (urls[0] as string).slice(0, -`-${first.width}.${first.format}`.length),
    sizes: encoded.filter((v) => v.format === FORMATS[0]).map((v) => ({ width: v.width, height: v.height })),
    formats: [...FORMATS],
    share: { url: urls.at(-1) as string, width: share.width, height: share.height },
  };
}

/** One job per source and set of listings, however often the upload or the backfill asks. */
function photoVariantsJobKey(source: string, propertyIds: readonly string[]): string {
  const listings = createHash("sha256")
    .update([...propertyIds].sort().join(","))
    .digest("hex");
  return `${PHOTO_VARIANTS}:${source}:${listings.slice(0, 16)}`;
}

export function enqueuePhotoVariants(tx: Tx, source: string, propertyIds: string[], now: Date) {
  return enqueue(
    tx,
    PHOTO_VARIANTS,
    { source, propertyIds },
    { runAt: now, uniqueKey: photoVariantsJobKey(source, propertyIds) },
  );
}

/**
 * Makes the variants of `source` and records them on the listings' photo with that source.
 * Idempotent: a photo that has its variants, or is gone (deleted since the upload), is left alone.
 */
export async function photoVariantsJob({ deps, payload }: JobContext): Promise<void> {
  const { storage } = deps;
  if (!storage) throw new Error("The photo-variants job needs the storage");
  const source = String(payload.source);
  const propertyIds = (payload.propertyIds as string[]).filter((id) => UUID.test(id));
  const ids = `{${propertyIds.join(",")}}`;
  const shownOn = sql`${JSON.stringify([{ large: source }])}::jsonb`;
  const pending = await deps.database.db.execute<{ width: number }>(sql`
    select (e ->> 'width')::int as width
    from properties, jsonb_array_elements(photos) as e
    where id = any(${ids}::uuid[]) and photos @> ${shownOn}
      and e ->> 'large' = ${source} and not (e ? 'variants')
    limit 1`);
  const width = pending.rows[0]?.width;
  if (width === undefined) return;
  const key = storage.keyOf(source);
  const bytes = key ? await storage.get(key) : null;
  if (!key || !bytes) {
    deps.log.warn({ source }, "a listing photo's file is missing; its variants cannot be made");
    return;
  }
  const variants = await makePhotoVariants(storage, key, bytes, width);
  // One statement per row, so a concurrent reorder or removal is neither lost nor undone.
  await deps.database.db.execute(sql`
    update properties set photos = (
      select jsonb_agg(
        case when e ->> 'large' = ${source} then e || jsonb_build_object('variants', ${JSON.stringify(variants)}::jsonb) else e end
        order by position)
      from jsonb_array_elements(photos) with ordinality as t(e, position)
    )
    where id = any(${ids}::uuid[]) and photos @> ${shownOn}`);
}

/**
 * Enqueues the variants job for every photo without variants, one per source file. Runs at every
 * start (main.ts), so photos uploaded before the job existed, and the demo seed's, get theirs.
 */
export async function photoVariantsBackfillJob({ deps, now }: JobContext): Promise<void> {
  const missing = await deps.database.db.execute<{ source: string; property_ids: string[] }>(sql`
    select e ->> 'large' as source, array_agg(distinct p.id::text order by p.id::text) as property_ids
    from properties p, jsonb_array_elements(p.photos) as e
    where not (e ? 'variants')
    group by 1`);
  let enqueued = 0;
  for (const { source, property_ids } of missing.rows)
    if (await enqueuePhotoVariants(deps.database.db, source, property_ids, now)) enqueued++;
  if (enqueued) deps.log.info({ count: enqueued }, "photo variants to make");
}

/** At start, once per boot (its key names the boot); the jobs it enqueues are unique per source. */
export function enqueuePhotoVariantsBackfill(tx: Tx, now: Date) {
  return enqueue(
    tx,
    PHOTO_VARIANTS_BACKFILL,
    {},
    { runAt: now, uniqueKey: `${PHOTO_VARIANTS_BACKFILL}@${now.toISOString()}` },
  );
}
