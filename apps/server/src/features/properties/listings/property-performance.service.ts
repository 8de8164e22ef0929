import type { PropertyPerformance } from "@roost/shared/contracts/my-listings.ts";
import { ukIsoDate } from "@roost/shared/domain/uk-time.ts";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../../app-deps.ts";
import { findOwnedProperty } from "../property-access.ts";

// The owner's performance page (§2 /property-performance/{id}): daily views from the aggregated
// statistics, all-time totals from the raw rows, and how the rent compares with the area.

export const PERFORMANCE_DAYS = 30;

type Deps = Pick<AppDeps, "database" | "clock">;

export async function propertyPerformance(
  { database, clock }: Deps,
  actorId: string,
  id: string,
): Promise<PropertyPerformance> {
  const db = database.db;
  const property = await findOwnedProperty(db, id, actorId);
  const today = ukIsoDate(clock.now());

  const [daily, totals, comparison] = await Promise.all([
    db.execute<{ day: string; views: number; unique_viewers: number }>(sql`
      select d.day::text as day,
             coalesce(s.views, 0)::int as views,
             coalesce(s.unique_viewers, 0)::int as unique_viewers
      from generate_series(${PERFORMANCE_DAYS - 1}::int, 0, -1) as back(n)
      cross join lateral (select ${today}::date - back.n as day) as d
      left join property_daily_stats s on s.property_id = ${property.id} and s.day = d.day
      order by d.day`),
    db.execute<{
      views: number;
      unique_viewers: number;
      favourites: number;
      inquiries: number;
      conversations: number;
    }>(sql`
      select
        (select count(*) from property_views v where v.property_id = ${property.id})::int as views,
        (select count(distinct coalesce(v.viewer_id, v.session_id)) from property_views v
          where v.property_id = ${property.id})::int as unique_viewers,
        (select count(*) from favourites f where f.property_id = ${property.id})::int as favourites,
        (select count(*) from property_inquiries i where i.property_id = ${property.id})::int as inquiries,
        (select count(*) from conversations c
          where c.property_id = ${property.id} and c.type = 'landlord_tenant')::int as conversations`),
    property.area
      ? db.execute<{ listings: number; median: number | null }>(sql`
          select count(*)::int as listings,
                 percentile_cont(0.5) within group (order by rent_from::float8 / greatest(bedrooms, 1)) as median
          from properties
          where status in ('published', 'available', 'let_agreed') and area = ${property.area} and rent_from is not null`)
      : null,
  ]);

  const area = comparison?.rows[0];
  return {
    property_id: property.id,
    daily: daily.rows.map((r) => ({ day: r.day, views: r.views, unique_viewers: r.unique_viewers })),
    totals: totals.rows[0],
    comparison:
      property.area && area
        ? {
            area: property.area,
            this_per_bedroom:
              property.rentFrom === null
                ? null
                : Math.round(property.rentFrom / Math.max(property.bedrooms ?? 1, 1)),
            area_median_per_bedroom: area.median === null ? null : Math.round(Number(area.median)),
            area_listings: area.listings,
          }
        : null,
  };
}
