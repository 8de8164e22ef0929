import os from "node:os";
import type { Database } from "../../apps/server/src/db/client.ts";
import { findCopies } from "../../apps/server/src/features/properties/copy-check/copy-matches.ts";
import { hashBandKeys } from "../../apps/server/src/features/properties/copy-check/photo-fingerprint.ts";
import { insertSeeded } from "./database.ts";

// Copied-advert matching at bench size (decision 059): every one of the bench's 100,000 listings
// gets three photo hashes and a description sketch, then one listing at a time goes live with new
// photos (one of them another account's, a few bits changed) and a description of its own, and
// the check that runs in the publishing transaction is timed. Each trial is rolled back.

const PHOTOS_PER_LISTING = 3;
const TRIALS = 25;
export const COPY_MATCH_BUDGET_MS = 200;

/**
 * Made by PostgreSQL, seeded. The band keys are computed as hashBandKeys does (band × 2048 + its
 * bits); uniform random hashes spread over the keys evenly, so real photos (alike rooms, alike
 * light) would share more keys: the budget leaves room for that.
 */
async function fingerprintEveryListing(database: Database): Promise<void> {
  await insertSeeded(database, 0.59, [
    `insert into listing_photo_hashes (property_id, photo_id, hash, band_keys)
      select id, 'bench-' || n, hash, array[
        0 * 2048 + (hash & 2047), 1 * 2048 + ((hash >> 11) & 2047), 2 * 2048 + ((hash >> 22) & 2047),
        3 * 2048 + ((hash >> 33) & 2047), 4 * 2048 + ((hash >> 44) & 1023), 5 * 2048 + ((hash >> 54) & 1023)
      ]::int[]
      from (
        select p.id, n, ((floor(random() * 4294967296)::bigint << 32) | floor(random() * 4294967296)::bigint) as hash
        from properties p, generate_series(1, ${PHOTOS_PER_LISTING}) n
      ) h`,
    `insert into listing_text_sketches (property_id, sketch)
      select id, array(
        select floor(random() * 4294967296 - 2147483648)::int from generate_series(1, 16) where p.id is not null order by 1
      )
      from properties p`,
  ]);
  // As autovacuum would have by now: the statistics, and the indexes' pending entries merged.
  await database.pool.query("vacuum analyze listing_photo_hashes, listing_text_sketches");
}

export interface CopyMatchTiming {
  listings: number;
  trials: number;
  medianMs: number;
  maxMs: number;
  /** Trials whose planted copy was found: every one, or the check is wrong. */
  found: number;
  load: [number, number];
}

/** Sixty words of a description no other listing has. */
const freshDescription = (trial: number) =>
  Array.from({ length: 60 }, (_, i) => `word${(trial * 7919 + i * 104729) % 99991}`).join(" ");

/** Flips `bits` low bits of a signed 64-bit hash: a copy saved again. */
const nearby = (hash: bigint, bits: number) => BigInt.asIntN(64, hash ^ ((1n << BigInt(bits)) - 1n));

export async function measureCopiedAdvertMatching(database: Database): Promise<CopyMatchTiming> {
  await fingerprintEveryListing(database);
  const { rows } = await database.pool.query<{ id: string; user_id: string; original: string }>(`
    select p.id, p.user_id, (
      select h.hash::text from listing_photo_hashes h join properties o on o.id = h.property_id
      where o.user_id <> p.user_id and o.status in ('published', 'available') limit 1 offset floor(random() * 1000)::int
    ) as original
    from properties p order by p.id limit ${TRIALS}`);
  const loadBefore = os.loadavg()[0];
  const times: number[] = [];
  let found = 0;
  for (const [trial, row] of rows.entries()) {
    const hashes = [
      nearby(BigInt(row.original), 3),
      nearby(BigInt(row.original), 40),
      BigInt(trial) * 7_777_777n,
    ];
    await database.db
      .transaction(async (tx) => {
        await tx.execute(`delete from listing_photo_hashes where property_id = '${row.id}'`);
        for (const [n, hash] of hashes.entries())
          await tx.execute(
            `insert into listing_photo_hashes values ('${row.id}', 'trial-${n}', ${hash}, '{${hashBandKeys(hash).join(",")}}')`,
          );
        const listing = {
          id: row.id,
          userId: row.user_id,
          description: freshDescription(trial),
          isDemo: false,
        };
        const started = performance.now();
        const match = await findCopies(tx, listing, new Date());
        times.push(performance.now() - started);
        if (match && match.photoMatches >= 1) found++;
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === "Rollback")) throw error;
      });
  }
  times.sort((a, b) => a - b);
  return {
    listings: (await database.pool.query("select count(*)::int as n from properties")).rows[0].n,
    trials: times.length,
    medianMs: times[Math.floor(times.length / 2)] ?? Number.NaN,
    maxMs: times[times.length - 1] ?? Number.NaN,
    found,
    load: [loadBefore, os.loadavg()[0]],
  };
}

export const copyMatchingSummary = (m: CopyMatchTiming) =>
  `Check a listing going live for copies against ${m.listings.toLocaleString("en-GB")} listings' photos and descriptions (${m.trials} listings, ${m.found} planted copies found, load ${m.load[0].toFixed(1)} -> ${m.load[1].toFixed(1)}): median ${m.medianMs.toFixed(0)} ms, slowest ${m.maxMs.toFixed(0)} ms (budget: slowest under ${COPY_MATCH_BUDGET_MS} ms)`;

/** Missed when any check took longer than the budget, or a planted copy went unfound. */
export const copyMatchingProblems = (m: CopyMatchTiming) => [
  ...(m.maxMs < COPY_MATCH_BUDGET_MS
    ? []
    : [
        `copied-advert matching: slowest ${m.maxMs.toFixed(0)} ms is over the ${COPY_MATCH_BUDGET_MS} ms budget`,
      ]),
  ...(m.found === m.trials ? [] : [`copied-advert matching found ${m.found} of ${m.trials} planted copies`]),
];
