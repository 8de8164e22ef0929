import { propertySearchQuery, type SearchSort } from "@roost/shared/contracts/properties.ts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertUser } from "../../../../test/fixtures.ts";
import { useTestApp } from "../../../../test/test-app.ts";
import { searchParams, searchStatement } from "./search-statement.ts";

// How PostgreSQL answers a filtered search page (migration 0020, decision 042): the page's ids come
// from an index-only scan of the sort's ordered index, which holds every filter column, so the
// filters are checked on index entries; only the page's own rows are read from the table. On a
// test-sized table the planner would rather read it all, so sequential and bitmap scans are off.

const t = useTestApp();
beforeAll(async () => {
  const ownerId = await insertUser(t.db);
  await t.db.execute(sql`
    insert into properties (user_id, address_line_1, town, postcode, area, bedrooms, bathrooms, property_type,
      furnishing, monthly_rent, rent_from, bills_included, description, available_from, photos, status, published_at)
    select ${ownerId}, g || ' Platt Lane', 'Manchester', 'M14 5LT', (array['fallowfield', 'rusholme'])[1 + g % 2],
      g % 6, 1, 'flat', 'furnished', 500 + g, 500 + g, g % 3 = 0, 'A home.', '2026-09-01', '[]'::jsonb,
      'published', now() - g * interval '1 minute'
    from generate_series(1, 400) g`);
  // Index-only scans skip the table for pages the visibility map marks all-visible.
  await t.db.execute(sql`vacuum analyze properties`);
});

/** Every node of an EXPLAIN (FORMAT JSON) plan. */
function nodesOf(plan: { Plans?: unknown[] }): Record<string, unknown>[] {
  return [plan, ...((plan.Plans ?? []) as { Plans?: unknown[] }[]).flatMap(nodesOf)] as Record<
    string,
    unknown
  >[];
}

async function planOf(queryString: string) {
  const query = propertySearchQuery.parse(Object.fromEntries(new URLSearchParams(queryString)));
  const params = searchParams(query, null);
  if (!params) throw new Error(`${queryString} matches nothing`);
  const { text, values } = searchStatement(query.sort as SearchSort, params, true);
  const client = await t.deps.database.pool.connect();
  try {
    await client.query("begin");
    await client.query("set local enable_seqscan = off");
    await client.query("set local enable_bitmapscan = off");
    const { rows } = await client.query(`explain (format json) ${text}`, values);
    await client.query("rollback");
    return nodesOf(rows[0]["QUERY PLAN"][0].Plan);
  } finally {
    client.release();
  }
}

describe("a filtered search page", () => {
  it.each([
    ["area=fallowfield&bedrooms=3&bills_included=true&sort=newest", "properties_live_area_newest_idx"],
    ["max_price=700&bedrooms=2&furnishing=furnished&sort=price_asc", "properties_live_price_asc_idx"],
    ["area=rusholme&min_price=600&parking=false&sort=price_desc", "properties_live_area_price_desc_idx"],
  ])("finds its ids from the ordered index alone: %s", async (query, index) => {
    const nodes = await planOf(query);
    const scan = nodes.find((node) => node["Index Name"] === index);
    expect(scan?.["Node Type"], JSON.stringify(nodes.map((n) => [n["Node Type"], n["Index Name"]]))).toBe(
      "Index Only Scan",
    );
    // The table is read for the page's rows only: by primary key.
    const tableReads = nodes.filter((node) => node["Relation Name"] === "properties" && node !== scan);
    for (const read of tableReads) {
      expect([read["Index Name"], read["Node Type"]]).toSatisfy(
        ([name, type]: unknown[]) =>
          name === "properties_pkey" ||
          type === "Index Only Scan" ||
          name === "properties_live_area_count_idx",
      );
    }
  });
});
