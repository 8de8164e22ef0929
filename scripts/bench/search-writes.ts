// `npm run bench -- search-writes`: search's in-process index (decision 047) while listings change,
// in this process, without PostgreSQL: the longest the event loop is held while the index is
// loaded again (a reload after a bulk update) and while catch-ups of every size it applies (up to
// CATCH_UP_MAX_ROWS) change 1,000 listings, at 100,000 listings (SEARCH_WRITES_LISTINGS=1000000
// for a million); the heap and ArrayBuffers the index holds; and the time of a search before and
// after the changes, as a ratio. Budget: no stall of 50 ms or more (decision 053).
import { randomUUID } from "node:crypto";
import v8 from "node:v8";
import vm from "node:vm";
import { type PropertySearchQuery, propertySearchQuery } from "@roost/shared/contracts/properties.ts";
import { CAMPUSES } from "@roost/shared/domain/campuses.ts";
import { ADVERT_TYPES, FURNISHING, MANCHESTER_AREAS, PROPERTY_TYPES } from "@roost/shared/domain/property.ts";
import { ListingIndex } from "../../apps/server/src/features/properties/search/memory/listing-index.ts";
import type { IndexedListing } from "../../apps/server/src/features/properties/search/memory/listing-orders.ts";
import { joinWords } from "../../apps/server/src/features/properties/search/memory/listing-words.ts";
import { indexSearchOf } from "../../apps/server/src/features/properties/search/memory/search-from-index.ts";
import { CATCH_UP_MAX_ROWS } from "../../apps/server/src/features/properties/search/memory/search-index-feed.ts";
import { COLUMN_FILTERS } from "../../apps/server/src/features/properties/search/search-filters.ts";
import { searchParams } from "../../apps/server/src/features/properties/search/sql/search-statement.ts";
import { machineLoad } from "./ratios.ts";
import { watchStalls } from "./stall.ts";

const LISTINGS = Number(process.env.SEARCH_WRITES_LISTINGS ?? 100_000);
const CHANGED = 1_000;
const STALL_BUDGET_MS = 50;
/** Catch-ups of these sizes each change CHANGED listings in all. */
const CATCH_UP_SIZES = [1, 20, 100, CATCH_UP_MAX_ROWS];

const WORDS = [
  "garden",
  "bright",
  "spacious",
  "modern",
  "quiet",
  "garage",
  "balcony",
  "ensuite",
  "m14",
  "m20",
];
let seed = 2026;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/**
 * A live listing as the index's load reads one, with every filter value and a location; made in
 * one place, so every listing has the same shape (as rowToListing's do) and the compiler's view of
 * them does not change when the edits arrive.
 */
function listing(publishedMicros: number, id: string = randomUUID(), area?: string | null): IndexedListing {
  const latitude = 53.42 + random() * 0.1;
  const longitude = -2.3 + random() * 0.12;
  const rent = 400 + Math.floor(random() * 30) * 50;
  const values: Record<string, unknown> = {
    bedrooms: Math.floor(random() * 6),
    property_types: pick(PROPERTY_TYPES),
    furnishing: pick(FURNISHING),
    parking: random() < 0.5,
    bills_included: random() < 0.5,
    advert_type: pick(ADVERT_TYPES),
  };
  const campusMetres = CAMPUSES.map((c) => Math.hypot(c.lat - latitude, c.lng - longitude) * 90_000);
  return {
    id,
    area: area === undefined ? pick(MANCHESTER_AREAS).slug : area,
    filterValues: COLUMN_FILTERS.map((filter) => values[filter.bound] ?? null),
    rentFrom: rent,
    publishedMicros,
    publishedText: new Date(publishedMicros / 1000).toISOString(),
    cardJson: `{"id":"card","monthly_rent":${rent}}`,
    latitude,
    longitude,
    campusMetres,
    campusChords: campusMetres.map((m) => m / 6_371_000),
    words: joinWords([pick(WORDS), pick(WORDS), `${Math.floor(random() * 90)}`, "road"]),
    slot: -1,
  };
}

const QUERIES: Record<string, string>[] = [
  { area: "fallowfield" },
  { area: "withington", bedrooms: "3", sort: "price_asc" },
  { bills_included: "true", max_price: "900" },
  { q: "garden", sort: "newest" },
  { bbox: "53.44,-2.25,53.47,-2.2" },
  { campus: "uom", max_walk_minutes: "15", sort: "campus_time" },
];

function searches() {
  return QUERIES.map((raw) => {
    const query: PropertySearchQuery = propertySearchQuery.parse(raw);
    const params = searchParams(query, null);
    const search = params && indexSearchOf(query, params, null);
    if (!search) throw new Error(`the index cannot answer ${JSON.stringify(raw)}`);
    return search;
  });
}

/** Mean milliseconds of one search of the mix. */
function searchMs(index: ListingIndex): number {
  const mix = searches();
  // The median of many short rounds: a garbage collection lands in a few of them, not in the figure.
  const rounds = Array.from({ length: 31 }, () => {
    const started = performance.now();
    for (let i = 0; i < 20; i++) for (const search of mix) index.search(search);
    return (performance.now() - started) / (20 * mix.length);
  });
  return rounds.sort((a, b) => a - b)[15] as number;
}

/** The longest the event loop was held while `work` ran, in ms. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  const stalls = watchStalls();
  await work();
  // One more turn, so a block at the very end is recorded.
  await new Promise((resolve) => setTimeout(resolve, 5));
  return stalls.stop().ms;
}

const gc = (() => {
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc") as () => void;
})();

function memory() {
  gc();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

const yieldToEventLoop = () => new Promise((resolve) => setImmediate(resolve));

async function main(): Promise<number> {
  console.log(
    `[bench] search index under writes, ${LISTINGS.toLocaleString("en-GB")} listings (${machineLoad()})`,
  );
  const now = Date.now() * 1000;
  const before = memory();
  const rows = Array.from({ length: LISTINGS }, (_, i) => listing(now - i * 1_000_000));
  let index = await ListingIndex.build([]);
  const loadStarted = performance.now();
  const loadStall = await longestStall(async () => {
    index = await ListingIndex.build(rows);
  });
  const loadSec = (performance.now() - loadStarted) / 1000;
  const heldMb = (memory() - before) / 1_048_576;
  searchMs(index); // warm-up: the first rounds are the compiler's
  const searchBefore = searchMs(index);

  const lines: { name: string; stallMs: number }[] = [
    { name: `load ${LISTINGS.toLocaleString("en-GB")} (a reload after a bulk update)`, stallMs: loadStall },
  ];
  for (const size of CATCH_UP_SIZES) {
    const changed = rows.slice(0, CHANGED);
    const stallMs = await longestStall(async () => {
      for (let from = 0; from < changed.length; from += size) {
        await index.apply(
          changed.slice(from, from + size).map((old) => ({
            id: old.id,
            listing: listing(old.publishedMicros ?? now, old.id, old.area),
          })),
        );
        // Searches run between catch-ups, as on a server.
        index.search(searches()[4] as ReturnType<typeof searches>[number]);
        await yieldToEventLoop();
      }
    });
    lines.push({ name: `${CHANGED} changes in catch-ups of ${size}`, stallMs });
  }
  const searchAfter = searchMs(index);

  for (const line of lines) {
    console.log(
      `  ${line.name.padEnd(52)} longest stall ${line.stallMs.toFixed(1).padStart(6)} ms (budget < ${STALL_BUDGET_MS})`,
    );
  }
  console.log(
    `  loaded in ${loadSec.toFixed(1)} s; heap + ArrayBuffers of the listings and the index: ${heldMb.toFixed(0)} MB (${((heldMb * 1_048_576) / LISTINGS).toFixed(0)} bytes a listing)`,
  );
  console.log(
    `  a search of the mix: ${searchBefore.toFixed(3)} ms before the changes, ${searchAfter.toFixed(3)} ms after (${(searchAfter / searchBefore).toFixed(2)}×)`,
  );
  const missed = lines.filter((line) => !(line.stallMs < STALL_BUDGET_MS));
  for (const line of missed) console.log(`  MISSED  ${line.name}: ${line.stallMs.toFixed(0)} ms`);
  if (!missed.length) console.log("  all budgets met");
  return missed.length ? 1 : 0;
}

process.exit(await main());
