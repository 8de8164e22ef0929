import { randomUUID } from "node:crypto";
import { DAY_MS, MINUTE_MS } from "@roost/shared/domain/durations.ts";
import { UK_TIME_ZONE, ukIsoDate } from "@roost/shared/domain/uk-time.ts";
import { inArray, sql } from "drizzle-orm";
import { type properties, propertyInquiries, propertyViews } from "../../schema.ts";
import { ALL_PEOPLE } from "../people.ts";
import type { Rng } from "../random.ts";
import type { SeedContext, SeedPeople } from "./context.ts";
import type { SeededConversations } from "./conversations.ts";
import type { SeededProperties } from "./properties.ts";

/** A month of views and inquiries on James's live listings, and the daily stats they add up to. */
export async function seedListingActivity(
  { tx, rng, now, t }: SeedContext,
  { ids }: SeedPeople,
  { showcase, jamesLive }: SeededProperties,
  { llStart }: SeededConversations,
) {
  const viewers = ALL_PEOPLE.filter((p) => p.userType === "student" || p.userType === "professional").map(
    (p) => ids[p.key],
  );
  const viewRows = buildViews(rng, jamesLive, viewers, showcase.id, now);
  for (let i = 0; i < viewRows.length; i += 1000)
    await tx.insert(propertyViews).values(viewRows.slice(i, i + 1000));

  const inquiryRows = [
    { propertyId: showcase.id, inquirerId: ids.sophie, inquiryType: "message", createdAt: llStart },
    ...rng.sample(jamesLive, 6).map((p) => {
      const from = Math.max((p.publishedAt as Date).getTime(), t - 28 * DAY_MS);
      return {
        propertyId: p.id,
        inquirerId: rng.pick(viewers.filter((v) => v !== ids.sophie)),
        inquiryType: "message",
        createdAt: new Date(from + rng.next() * (t - from)),
      };
    }),
  ];
  await tx.insert(propertyInquiries).values(inquiryRows);

  // Fill property_daily_stats for every (property, day) that got a view or an inquiry.
  const liveIds = jamesLive.map((p) => p.id);
  await tx.execute(sql`
    select aggregate_property_daily_stats(d.property_id, d.day)
    from (
      select distinct property_id, view_date as day from property_views
      where ${inArray(propertyViews.propertyId, liveIds)}
      union
      select distinct property_id, (created_at at time zone ${UK_TIME_ZONE})::date from property_inquiries
      where ${inArray(propertyInquiries.propertyId, liveIds)}
    ) d`);
  return { propertyViews: viewRows.length, propertyInquiries: inquiryRows.length };
}

const USER_AGENTS = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
];
const REFERRERS = [
  null,
  null,
  "https://www.google.com/",
  "https://www.facebook.com/",
  "https://www.instagram.com/",
];

/** A month of views: busier at weekends, each from its own browser session, never before publication. */
function buildViews(
  rng: Rng,
  live: (typeof properties.$inferInsert & { id: string })[],
  viewers: string[],
  showcaseId: string,
  now: Date,
) {
  const t = now.getTime();
  const rows: (typeof propertyViews.$inferInsert)[] = [];
  for (const p of live) {
    const popularity = p.id === showcaseId ? 9 : rng.int(2, 7);
    const published = (p.publishedAt as Date).getTime();
    for (let day = 0; day < 30; day++) {
      const midnight = new Date(t - day * DAY_MS);
      midnight.setUTCHours(0, 0, 0, 0);
      const weekend = midnight.getUTCDay() === 0 || midnight.getUTCDay() === 6;
      const count = rng.int(0, popularity + (weekend ? 3 : 0));
      for (let i = 0; i < count; i++) {
        const createdAt = new Date(midnight.getTime() + rng.int(8 * 60, 22 * 60) * MINUTE_MS);
        if (createdAt.getTime() > t || createdAt.getTime() < published) continue;
        rows.push({
          propertyId: p.id,
          viewerId: rng.chance(0.25) ? rng.pick(viewers) : null,
          sessionId: randomUUID(),
          userAgent: rng.pick(USER_AGENTS),
          referrer: rng.pick(REFERRERS),
          ipAddress: `203.0.113.${rng.int(1, 254)}`,
          viewDate: ukIsoDate(createdAt),
          createdAt,
        });
      }
    }
  }
  return rows;
}
