import type { PropertySearchResult } from "@roost/shared/contracts/properties.ts";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertProperty, insertUser } from "../../../../test/fixtures.ts";
import { useTestApp } from "../../../../test/test-app.ts";

// Browse totals (an area page, all listings) come from live_listing_counts, kept by triggers on
// properties (decision 042). They promise exactness, so every way a listing enters, leaves or
// moves between areas is checked against a count of the table itself.

let ownerId: string;
const t = useTestApp();
beforeAll(async () => {
  ownerId = await insertUser(t.db);
});

async function exactCount(area: string | null): Promise<number> {
  const res = await t.db.execute(sql`
    select count(*)::int as n from properties
    where status in ('published', 'available', 'let_agreed') and (${area}::text is null or area = ${area})`);
  return (res.rows[0] as { n: number }).n;
}

async function expectExactTotals() {
  for (const area of [null, "fallowfield", "withington", "hulme"]) {
    const res = await t.request<PropertySearchResult>(`/api/properties${area ? `?area=${area}` : ""}`);
    expect(res.body.total, area ?? "all listings").toBe(await exactCount(area));
  }
}

describe("browse totals", () => {
  it("stay exact as listings are published, paused, moved, let and deleted", async () => {
    const a = await insertProperty(t.db, ownerId, { area: "fallowfield" });
    const b = await insertProperty(t.db, ownerId, { area: "withington", status: "available" });
    await insertProperty(t.db, ownerId, { area: "fallowfield", status: "draft" });
    await insertProperty(t.db, ownerId, { area: null });
    await expectExactTotals();

    await t.db.execute(sql`update properties set status = 'pause' where id = ${a.id}`);
    await expectExactTotals();
    await t.db.execute(sql`update properties set status = 'published', area = 'hulme' where id = ${a.id}`);
    await t.db.execute(sql`update properties set status = 'let_agreed' where id = ${b.id}`);
    await expectExactTotals();
    // Several rows in one statement, as a job expiring listings does.
    await t.db.execute(sql`update properties set status = 'expired' where area = 'hulme' or id = ${b.id}`);
    await expectExactTotals();
    await t.db.execute(sql`delete from properties where status = 'draft' or area is null`);
    await expectExactTotals();
  });

  it("are the same read from the counts as counted, and filtered totals are still counted", async () => {
    for (let i = 0; i < 3; i++) await insertProperty(t.db, ownerId, { area: "withington", bedrooms: 2 + i });
    await expectExactTotals();
    const filtered = await t.request<PropertySearchResult>("/api/properties?area=withington&bedrooms=3");
    const res = await t.db.execute(sql`
      select count(*)::int as n from properties
      where status in ('published', 'available', 'let_agreed') and area = 'withington' and bedrooms >= 3`);
    expect(filtered.body.total).toBe((res.rows[0] as { n: number }).n);
  });
});
