import { type PropertySearchQuery, propertySearchQuery } from "@roost/shared/contracts/properties.ts";
import { CAMPUSES } from "@roost/shared/domain/campuses.ts";
import { DAY_MS, HOUR_MS } from "@roost/shared/domain/durations.ts";
import { ADVERT_TYPES, FURNISHING, PROPERTY_TYPES } from "@roost/shared/domain/property.ts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertProperty, insertUser } from "../../../../test/fixtures.ts";
import { seededSampler } from "../../../../test/sampler.ts";
import { createTestApp, useTestApp } from "../../../../test/test-app.ts";
import { decodeCursor, timestampMicros } from "../search-cursor.ts";
import { COLUMN_FILTERS, type Sampler } from "../search-filters.ts";
import type { SearchPage } from "../search-page.ts";
import { searchParams } from "../sql/search-statement.ts";
import { indexPage, indexSearchOf } from "./search-from-index.ts";
import { CATCH_UP_MAX_ROWS, SearchIndexFeed } from "./search-index-feed.ts";
import { CATCH_UP } from "./search-index-statements.ts";

// The in-process index (decision 047) against the statement it stands in for: the same pages, in
// the same order, with the same cursors and totals, for random listings and random searches; and
// it sees every write committed before a search began.

let ownerId: string;
const t = useTestApp();
beforeAll(async () => {
  ownerId = await insertUser(t.db);
});

/** The app's index feed (SEARCH_INDEX is memory by default). */
function indexFeed(): SearchIndexFeed {
  const feed = t.deps.search.index;
  if (!feed) throw new Error("the test app has no search index");
  return feed;
}

const AREAS = ["fallowfield", "withington", "rusholme", null] as const;
const WORDS = [
  "garden",
  "gardens",
  "garage",
  "m14",
  "m14x",
  "6hr",
  "semi-detached",
  "bay",
  "bay2",
  "1st",
  "quiet",
];
const STATUSES = ["published", "available", "let_agreed", "pause", "draft", "expired"] as const;

/** Listings with every filter value, ties on published_at and rent, and no price or no area. */
async function insertRandomListings(seed: number, count: number): Promise<void> {
  const r = seededSampler(seed);
  const base = Date.parse("2026-11-01T12:00:00.123456Z");
  const values = Array.from({ length: count }, () => {
    const rent = r.chance(0.1) ? null : 400 + Math.floor(r.next() * 12) * 100;
    // A few share a moment, to the microsecond: the id decides between them.
    const published = new Date(base - Math.floor(r.next() * 40) * HOUR_MS).toISOString();
    // "home" is in most: a word that common is kept as a bitset too (listing-index.ts).
    const words = [
      ...(r.chance(0.6) ? ["home"] : []),
      ...Array.from({ length: 1 + Math.floor(r.next() * 4) }, () => r.pick(WORDS)),
    ].join(" ");
    // Most have a location around the three campuses; some have none.
    const located = r.chance(0.85);
    const latitude = located ? 53.4 + r.next() * 0.12 : null;
    const longitude = located ? -2.32 + r.next() * 0.16 : null;
    // Move-in dates over three years, some not given (available now); a rooms advert's rooms may
    // have their own (move-in.ts).
    // Some on a month's last day, the last a search for that month allows.
    const someDate = () => {
      if (r.chance(0.3)) return null;
      const month = 5 + Math.floor(r.next() * 36);
      return r.chance(0.3)
        ? new Date(Date.UTC(2026, month + 1, 0))
        : new Date(Date.UTC(2026, month, 1 + Math.floor(r.next() * 28)));
    };
    const day = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;
    const advertType = r.pick(ADVERT_TYPES);
    const rooms =
      advertType === "individual_rooms"
        ? Array.from({ length: Math.floor(r.next() * 4) }, (_, i) => ({
            name: `Room ${i + 1}`,
            monthlyRent: rent,
            availableFrom: day(someDate()),
          }))
        : [];
    return sql`(${ownerId}, ${`${Math.floor(r.next() * 90)} Test Street`}, 'Manchester', 'M14 6HR',
      ${latitude}::float8, ${longitude}::float8,
      ${r.pick(AREAS)}, ${r.chance(0.1) ? null : Math.floor(r.next() * 6)}, 1,
      ${r.chance(0.1) ? null : r.pick(PROPERTY_TYPES)}::property_type,
      ${r.chance(0.1) ? null : r.pick(FURNISHING)}::furnishing, ${r.chance(0.5)}, ${r.chance(0.5)},
      ${advertType}::advert_type, ${rent}, ${rent}, ${words}, ${r.pick(STATUSES)}::property_status,
      ${published}::timestamptz + interval '7 microseconds', now() + interval '30 days',
      ${day(someDate())}::date, ${JSON.stringify(rooms)}::jsonb)`;
  });
  await t.db.execute(sql`
    insert into properties (user_id, address_line_1, town, postcode, latitude, longitude, area, bedrooms, bathrooms, property_type,
      furnishing, parking, bills_included, advert_type, monthly_rent, rent_from, description, status,
      published_at, expires_at, available_from, rooms_data)
    values ${sql.join(values, sql`, `)}`);
}

/** A random search the index answers: any order, any mix of its filters, a page size of 1 to 9. */
function randomQuery(r: Sampler): PropertySearchQuery {
  const raw: Record<string, string> = {
    sort: r.pick(["newest", "price_asc", "price_desc"]),
    limit: String(1 + Math.floor(r.next() * 9)),
  };
  if (r.chance(0.2)) {
    const south = 53.4 + r.next() * 0.08;
    const west = -2.32 + r.next() * 0.1;
    raw.bbox = [south, west, south + 0.01 + r.next() * 0.04, west + 0.01 + r.next() * 0.05].join(",");
  }
  if (r.chance(0.3)) {
    raw.campus = r.pick(CAMPUSES).slug;
    if (r.chance(0.4)) raw.max_walk_minutes = String(5 + Math.floor(r.next() * 40));
    else if (r.chance(0.3)) raw.max_cycle_minutes = String(3 + Math.floor(r.next() * 15));
    if (r.chance(0.5)) raw.sort = "campus_time";
  }
  const area = r.pick(AREAS);
  if (area && r.chance(0.7)) raw.area = area;
  if (r.chance(0.3)) raw.q = `${r.pick([...WORDS, "home"]).slice(0, 1 + Math.floor(r.next() * 4))}`;
  if (r.chance(0.3)) raw.min_price = String(400 + Math.floor(r.next() * 8) * 100);
  if (r.chance(0.3)) raw.max_price = String(600 + Math.floor(r.next() * 8) * 100);
  for (const filter of COLUMN_FILTERS) if (r.chance(0.25)) raw[filter.param] = filter.sample(r);
  return propertySearchQuery.parse(raw);
}

/** Both answers to one page of a search; the index's comes from an index caught up just now. */
async function bothPages(query: PropertySearchQuery): Promise<{ bySql: SearchPage; byIndex: SearchPage }> {
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
  const params = searchParams(query, cursor);
  if (!params) throw new Error("no parameters");
  const search = indexSearchOf(query, params, cursor);
  if (!search) throw new Error(`the index cannot answer ${JSON.stringify(query)}`);
  const index = await indexFeed().current();
  if (!index) throw new Error("no index");
  return {
    bySql: await t.deps.search.sql.page(query, params, cursor),
    byIndex: indexPage(index, search, query.limit),
  };
}

/** Every page of a search, as SQL gives them, each compared with the index's. */
async function compareEveryPage(query: PropertySearchQuery, label: string): Promise<number> {
  let pages = 0;
  let cursor: string | undefined;
  do {
    const { bySql, byIndex } = await bothPages({ ...query, ...(cursor && { cursor }) });
    expect(byIndex, `${label}, page ${pages + 1}`).toEqual(bySql);
    cursor = bySql.next_cursor ?? undefined;
    pages++;
  } while (cursor && pages < 60);
  return pages;
}

describe("the in-process search index", () => {
  it("answers random searches exactly as the statement does: pages, order, cursors and totals", async () => {
    await insertRandomListings(47, 1200);
    const r = seededSampler(2026);
    let pages = 0;
    for (let i = 0; i < 120; i++) {
      const query = randomQuery(r);
      pages += await compareEveryPage(query, `search ${i}: ${JSON.stringify(query)}`);
    }
    // The comparison ran over many pages, not a few empty ones.
    expect(pages).toBeGreaterThan(400);

    // Hundreds of changes at once (the orders are rebuilt), then a few (placed one by one).
    await t.db.execute(sql`update properties set rent_from = rent_from + 50, monthly_rent = monthly_rent + 50
      where status in ('published', 'available') and rent_from is not null`);
    await t.db.execute(sql`update properties set status = 'pause'
      where id in (select id from properties where status = 'let_agreed' order by id limit 40)`);
    await insertRandomListings(48, 60);
    for (let i = 0; i < 60; i++) {
      const query = randomQuery(r);
      await compareEveryPage(query, `after the changes, search ${i}: ${JSON.stringify(query)}`);
    }
  });

  it("sees every write committed before a search began: publish, edit, pause and delete", async () => {
    const area = "hulme";
    const page = () => t.deps.search.page(propertySearchQuery.parse({ area, sort: "price_asc" }));
    const ids = async () => (await page()).cardsJson.map((card) => (JSON.parse(card) as { id: string }).id);
    expect(await ids()).toEqual([]);

    const [a, b] = (
      await t.db.execute<{ id: string }>(sql`
        insert into properties (user_id, address_line_1, area, monthly_rent, rent_from, description, status, published_at)
        values (${ownerId}, '1 Hulme Walk', ${area}, 700, 700, 'first', 'published', now()),
               (${ownerId}, '2 Hulme Walk', ${area}, 600, 600, 'second', 'draft', null)
        returning id`)
    ).rows.map((row) => row.id);
    expect(await ids()).toEqual([a]);
    expect((await page()).total).toBe(1);
    // A word no listing had before is found at once (the index's vocabulary is already sorted by
    // the searches above, and takes new words in place).
    const byWord = async (q: string) =>
      (await t.deps.search.page(propertySearchQuery.parse({ q }))).cardsJson.length;
    expect(await byWord("firs")).toBe(1);

    await t.db.execute(sql`update properties set status = 'published', published_at = now() where id = ${b}`);
    expect(await ids()).toEqual([b, a]);
    await t.db.execute(sql`update properties set rent_from = 500, monthly_rent = 500 where id = ${a}`);
    expect(await ids()).toEqual([a, b]);
    const [card] = (await page()).cardsJson;
    expect(JSON.parse(card as string)).toMatchObject({ id: a, monthly_rent: 500 });

    await t.db.execute(sql`update properties set status = 'pause' where id = ${a}`);
    expect(await ids()).toEqual([b]);
    expect(await byWord("firs")).toBe(0);
    expect(await byWord("secon")).toBe(1);
    // The app deletes only drafts; a live listing deleted by hand leaves a tombstone all the same.
    await t.db.execute(sql`delete from properties where id = ${b}`);
    expect(await ids()).toEqual([]);
    expect((await page()).total).toBe(0);
  });

  it("answers searches sent while listings are written with the writes committed before each", async () => {
    const area = "ardwick";
    const query = propertySearchQuery.parse({ area, limit: "30" });
    const searches: Promise<unknown>[] = [];
    for (let i = 1; i <= 20; i++) {
      await t.db.execute(sql`
        insert into properties (user_id, address_line_1, area, monthly_rent, rent_from, description, status, published_at)
        values (${ownerId}, ${`${i} Ardwick Green`}, ${area}, 700, 700, 'concurrent', 'published', now())`);
      // Started after the i-th insert committed, racing the ones after it.
      searches.push(
        t.deps.search.page(query).then((result) => {
          expect(result.total).toBeGreaterThanOrEqual(i);
          expect(result.cardsJson.length).toBeGreaterThanOrEqual(i);
        }),
      );
    }
    await Promise.all(searches);
    expect((await t.deps.search.page(query)).total).toBe(20);
  });

  it("reads the whole table again when it has not caught up for a day (old tombstones are pruned)", async () => {
    let now = Date.now();
    const feed = new SearchIndexFeed(t.deps.database.pool, undefined, () => now);
    const [gone] = (
      await t.db.execute<{ id: string }>(sql`
        insert into properties (user_id, address_line_1, area, monthly_rent, rent_from, description, status, published_at)
        values (${ownerId}, '3 Quiet Close', 'longsight', 700, 700, 'quiet', 'published', now())
        returning id`)
    ).rows.map((row) => row.id);
    const ids = async () => {
      const index = await feed.current();
      const query = propertySearchQuery.parse({ area: "longsight" });
      const params = searchParams(query, null);
      const search = params && indexSearchOf(query, params, null);
      if (!index || !search) throw new Error("no index or no search");
      return index.search(search).rows.map((listing) => listing.id);
    };
    expect(await ids()).toEqual([gone]);
    // Deleted, and its tombstone pruned before this index looked again.
    await t.db.execute(sql`delete from properties where id = ${gone}`);
    await t.db.execute(sql`delete from listing_tombstones where property_id = ${gone}`);
    now += 2 * DAY_MS;
    expect(await ids()).toEqual([]);
  });

  it("sees a write whose older transaction commits after a newer one's", async () => {
    const feed = indexFeed();
    // Two areas: each area's live count is a row its writers lock (migration 0018).
    const addresses = async (area: string) =>
      (await t.deps.search.page(propertySearchQuery.parse({ area }))).cardsJson.join();
    await addresses("levenshulme");
    const older = await t.deps.database.pool.connect();
    try {
      await older.query("begin");
      await older.query(
        `insert into properties (user_id, address_line_1, area, monthly_rent, rent_from, description, status, published_at)
         values ($1, '1 Older Road', 'levenshulme', 600, 600, 'older', 'published', now())`,
        [ownerId],
      );
      await insertProperty(t.db, ownerId, { addressLine1: "2 Newer Road", area: "chorlton" });
      expect(await addresses("chorlton")).toContain("2 Newer Road");
      expect(await addresses("levenshulme")).not.toContain("1 Older Road");
      await older.query("commit");
      const answered = feed.counts.answered;
      expect(await addresses("levenshulme")).toContain("1 Older Road");
      expect(feed.counts.answered).toBe(answered + 1);
    } finally {
      older.release();
    }
  });

  it("finds what changed through the changed_xid index, not by reading the whole table", async () => {
    // As many listings as a city's, where the planner's own choice decides: in a database of
    // their own, so this file's index never sees them.
    const city = await createTestApp();
    try {
      const owner = await insertUser(city.db);
      await city.db.execute(sql`
        insert into properties (user_id, address_line_1, town, postcode, area, monthly_rent, rent_from,
          description, status, published_at)
        select ${owner}, g || ' Bulk Street', 'Manchester', 'M14 6HR', 'rusholme', 700, 700, 'bulk',
          'published', now()
        from generate_series(1, 20000) g`);
      await city.db.execute(sql`analyze properties`);
      const pool = city.deps.database.pool;
      const { rows } = await pool.query<{ snapshot: string }>(
        "select pg_current_snapshot()::text as snapshot",
      );
      const plan = await pool.query<{ "QUERY PLAN": string }>({
        text: `explain (costs off) ${CATCH_UP}`,
        values: [rows[0]?.snapshot, CATCH_UP_MAX_ROWS + 1],
      });
      const lines = plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
      expect(lines).toContain("properties_changed_xid_idx");
      expect(lines).not.toMatch(/Seq Scan on properties/);
    } finally {
      await city.close();
    }
  });

  it("reads past a long open write transaction what it has not seen, not all that followed it", async () => {
    const pool = t.deps.database.pool;
    const long = await pool.connect();
    try {
      await long.query("begin");
      await long.query("select pg_current_xact_id()");
      for (let i = 0; i < 30; i++) await insertProperty(t.db, ownerId, { area: "longsight" });
      const { rows } = await pool.query<{ snapshot: string }>(
        "select pg_current_snapshot()::text as snapshot",
      );
      await insertProperty(t.db, ownerId, { area: "longsight" });
      // The catch-up from that snapshot through the index on changed_xid (as on a table of
      // thousands; on this small one the planner would read it whole either way): the rows it
      // looked at and let go.
      const reader = await pool.connect();
      const plan = await reader
        .query("begin")
        .then(() => reader.query("set local enable_seqscan = off"))
        .then(() =>
          reader.query<{ "QUERY PLAN": string }>({
            text: `explain (analyze, costs off, timing off, summary off) ${CATCH_UP}`,
            values: [rows[0]?.snapshot, CATCH_UP_MAX_ROWS + 1],
          }),
        )
        .finally(() => reader.query("rollback").finally(() => reader.release()));
      const lines = plan.rows.map((row) => row["QUERY PLAN"]);
      const removed = lines
        .map((line) => Number(line.match(/Rows Removed by Filter: (\d+)/)?.[1] ?? 0))
        .reduce((a, b) => a + b, 0);
      expect(removed, lines.join("\n")).toBeLessThan(5);
    } finally {
      await long.query("rollback");
      long.release();
    }
  });

  it("reads the table again, with SQL answering meanwhile, after a bulk update of every live listing", async () => {
    const feed = indexFeed();
    const query = propertySearchQuery.parse({});
    const before = await t.deps.search.page(query);
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from properties where status in ('published', 'available', 'let_agreed')`,
    );
    expect(rows[0]?.n).toBeGreaterThan(CATCH_UP_MAX_ROWS);
    await t.db.execute(
      sql`update properties set description = description || ' ' where status in ('published', 'available', 'let_agreed')`,
    );
    const answered = feed.counts.answered;
    // Not one catch-up of every listing: the statement answers while the table is read again.
    expect(await t.deps.search.page(query)).toEqual(before);
    expect(feed.counts.answered).toBe(answered);
    await expect
      .poll(async () => {
        const page = await t.deps.search.page(query);
        return feed.counts.answered > answered && page.total === before.total;
      })
      .toBe(true);
  });

  it("answers from the statement while catching up fails, and catches up on the next search", async () => {
    const query = propertySearchQuery.parse({ area: "ardwick" });
    await t.deps.search.page(query);
    const feed = indexFeed();
    const [added] = (
      await t.db.execute<{ id: string }>(sql`
        insert into properties (user_id, address_line_1, area, monthly_rent, rent_from, description, status, published_at)
        values (${ownerId}, '8 Failing Road', 'ardwick', 650, 650, 'failing', 'published', now())
        returning id`)
    ).rows.map((row) => row.id);
    // The catch-up reads the tombstones: without them its statement fails.
    await t.db.execute(sql`alter table listing_tombstones rename to listing_tombstones_away`);
    try {
      const answered = feed.counts.answered;
      const page = await t.deps.search.page(query);
      expect(page.cardsJson.join()).toContain(added);
      expect(feed.counts.answered).toBe(answered);
    } finally {
      await t.db.execute(sql`alter table listing_tombstones_away rename to listing_tombstones`);
    }
    const answered = feed.counts.answered;
    expect((await t.deps.search.page(query)).cardsJson.join()).toContain(added);
    expect(feed.counts.answered).toBe(answered + 1);
  });

  it("starts again from the table after a TRUNCATE", async () => {
    const query = propertySearchQuery.parse({});
    expect((await t.deps.search.page(query)).total).toBeGreaterThan(0);
    await t.db.execute(sql`truncate properties cascade`);
    expect(await t.deps.search.page(query)).toEqual({
      cardsJson: [],
      next_cursor: null,
      total: 0,
    });
  });

  it("leaves to the statement what it does not hold", () => {
    const askIndex = (raw: Record<string, string>) => {
      const query = propertySearchQuery.parse(raw);
      const params = searchParams(query, null);
      return params && indexSearchOf(query, params, null);
    };
    expect(askIndex({ area: "fallowfield", q: "garden m14", bedrooms: "2" })).toMatchObject({
      terms: ["garden", "m14"],
      withTotal: true,
      browse: false,
    });
    expect(askIndex({ area: "fallowfield" })).toMatchObject({ browse: true });
    expect(askIndex({ q: "café" })).toBeNull();
    expect(askIndex({ sort: "per_person", group_size: "3" })).toBeNull();
    expect(askIndex({ group_size: "3", per_person_max: "500" })).toBeNull();
    // The map and the campus are the index's too: nearest-first is one order per campus.
    expect(askIndex({ campus: "mmu", sort: "campus_time" })).toMatchObject({
      order: { name: "campus_time:mmu" },
      located: true,
    });
    expect(askIndex({ bbox: "53.4,-2.3,53.5,-2.2" })).toMatchObject({
      place: { box: { south: 53.4, west: -2.3, north: 53.5, east: -2.2 } },
    });
    expect(askIndex({ campus: "uom", max_walk_minutes: "15" })).toMatchObject({
      place: { near: { campus: 0 } },
    });
  });
});

describe("newest cursors' keys in microseconds", () => {
  it("read PostgreSQL's text of a timestamp with any offset and fraction", () => {
    const at = Date.parse("2026-11-26T07:13:51Z") * 1000;
    expect(timestampMicros("2026-11-26 07:13:51+00")).toBe(at);
    expect(timestampMicros("2026-11-26 07:13:51.5+00")).toBe(at + 500_000);
    expect(timestampMicros("2026-11-26 07:13:51.000001Z")).toBe(at + 1);
    expect(timestampMicros("2026-11-26 08:13:51.123456+01")).toBe(at + 123_456);
    expect(timestampMicros("2026-11-26 02:43:51-04:30")).toBe(at);
    expect(timestampMicros("2026-11-26 07:14:01+00:00:10")).toBe(at);
  });
});
