import {
  COPY_MATCH_RECENT_DAYS,
  PHOTO_MATCH_MAX_DISTANCE,
  TEXT_MATCH_MIN_SIMILARITY,
} from "@roost/shared/domain/copy-check.ts";
import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { copyReviews, listingPhotoHashes, listingTextSketches } from "../../../db/schema.ts";
import { descriptionSketch, sketchSimilarity } from "./text-fingerprint.ts";

// Which other accounts' listings a listing copies (decision 059): photos within a few bits of
// theirs, or a description mostly the same as theirs. The originals are live listings, and
// listings that were on the market in the last COPY_MATCH_RECENT_DAYS (a scammer copies an advert
// that has just been let as readily as a live one).

export interface CopyMatch {
  matchedPropertyIds: string[];
  /** How many of this listing's photos match a photo of another account's listing. */
  photoMatches: number;
  /** The highest similarity to another's description, when one matched. */
  textSimilarity: number | null;
}

export interface GoingLive {
  id: string;
  userId: string;
  description: string | null;
  isDemo: boolean;
}

/** Another account's listing that is, or lately was, on the market, not cleared for this one. */
const originalSql = (listing: GoingLive, now: Date, alias: string) => sql`
  exists (
    select 1 from properties p
    where p.id = ${sql.raw(alias)}.property_id
      and p.user_id <> ${listing.userId}
      and not p.is_demo
      and (p.status in ('published', 'available', 'let_agreed')
        or (p.status <> 'draft' and p.updated_at > ${new Date(now.getTime() - COPY_MATCH_RECENT_DAYS * DAY_MS)}))
  )
  and ${sql.raw(alias)}.property_id <> all(${clearedFor(listing.id)})`;

/** The listings an operator already cleared this one against: they are not held for again. */
const clearedFor = (propertyId: string) => sql`coalesce((
  select array_agg(matched) from copy_reviews r, unnest(r.matched_property_ids) matched
  where r.property_id = ${propertyId} and r.status = 'cleared'
), '{}'::uuid[])`;

/**
 * Stores the listing's description sketch (it is matched against from now on) and returns what
 * it copies, or null. Run in the transaction that puts the listing live. The demo's listings
 * share their templates' prose, so they are neither checked nor matched against.
 */
export async function findCopies(tx: Tx, listing: GoingLive, now: Date): Promise<CopyMatch | null> {
  if (listing.isDemo) return null;
  const sketch = descriptionSketch(listing.description ?? "");
  await storeSketch(tx, listing.id, sketch);
  const photos = await photoMatches(tx, listing, now);
  const texts = sketch ? await textMatches(tx, listing, sketch, now) : [];
  const matched = new Set([...photos.map((m) => m.propertyId), ...texts.map((m) => m.propertyId)]);
  if (matched.size === 0) return null;
  return {
    matchedPropertyIds: [...matched],
    photoMatches: new Set(photos.flatMap((m) => m.photoIds)).size,
    textSimilarity: texts.length ? Math.max(...texts.map((m) => m.similarity)) : null,
  };
}

async function storeSketch(tx: Tx, propertyId: string, sketch: number[] | null) {
  if (!sketch) {
    await tx.delete(listingTextSketches).where(eq(listingTextSketches.propertyId, propertyId));
    return;
  }
  await tx
    .insert(listingTextSketches)
    .values({ propertyId, sketch })
    .onConflictDoUpdate({ target: listingTextSketches.propertyId, set: { sketch } });
}

/**
 * Each other listing with photos near this one's, and which of this one's photos they match. The
 * candidates come from one scan of the band-key index with this listing's keys as a constant (a
 * join on the index would be planned row by row), and are measured bit by bit before any is
 * looked up as an original: of thousands of candidates, only the few near ones are.
 */
async function photoMatches(tx: Tx, listing: GoingLive, now: Date) {
  const mine = await tx
    .select({
      photoId: listingPhotoHashes.photoId,
      hash: listingPhotoHashes.hash,
      keys: listingPhotoHashes.bandKeys,
    })
    .from(listingPhotoHashes)
    .where(eq(listingPhotoHashes.propertyId, listing.id));
  if (mine.length === 0) return [];
  const rows = await tx.execute<{ property_id: string; photo_ids: string[] }>(sql`
    with near as materialized (
      select other.property_id, m.photo_id
      from ${listingPhotoHashes} other
      join unnest(${pgArray(mine.map((p) => p.hash.toString()))}::bigint[], ${pgArray(mine.map((p) => p.photoId))}::text[])
        as m(hash, photo_id)
        on bit_count((other.hash # m.hash)::bit(64)) <= ${PHOTO_MATCH_MAX_DISTANCE}
      where other.band_keys && ${pgArray(mine.flatMap((p) => p.keys))}::integer[]
        and other.property_id <> ${listing.id}
    )
    select near.property_id, array_agg(distinct near.photo_id) as photo_ids
    from near
    where ${originalSql(listing, now, "near")}
    group by near.property_id`);
  return rows.rows.map((r) => ({ propertyId: r.property_id, photoIds: r.photo_ids }));
}

/** Each other listing whose description's sketch is similar enough to this one's. */
async function textMatches(tx: Tx, listing: GoingLive, sketch: number[], now: Date) {
  const rows = await tx.execute<{ property_id: string; sketch: number[] }>(sql`
    select other.property_id, other.sketch
    from ${listingTextSketches} other
    where other.sketch && ${pgArray(sketch)}::integer[]
      and other.property_id <> ${listing.id}
      and ${originalSql(listing, now, "other")}`);
  return rows.rows
    .map((r) => ({ propertyId: r.property_id, similarity: sketchSimilarity(sketch, r.sketch) }))
    .filter((m) => m.similarity >= TEXT_MATCH_MIN_SIMILARITY);
}

/**
 * An array as one parameter in PostgreSQL's text form (drizzle would spread a JS array into a list),
 * for values that need no quoting: numbers, uuids, photo ids.
 */
export const pgArray = (values: readonly (string | number)[]) => `{${values.join(",")}}`;

/** The listing's open check, if it has one. */
export async function openCopyReview(tx: Tx, propertyId: string) {
  const [row] = await tx
    .select({ id: copyReviews.id })
    .from(copyReviews)
    .where(and(eq(copyReviews.propertyId, propertyId), eq(copyReviews.status, "open")));
  return row ?? null;
}
