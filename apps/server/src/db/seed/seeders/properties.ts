import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { properties } from "../../schema.ts";
import { buildListings } from "../listings.ts";
import type { PhotoKind, SeedPhoto } from "../photos.ts";
import type { SeedContext, SeedPeople } from "./context.ts";

/** The 150 listings of listings.ts; the first is the showcase Sophie enquires about. */
export async function seedProperties(
  { tx, rng, now, ago }: SeedContext,
  { ids }: SeedPeople,
  photos: Map<PhotoKind, SeedPhoto>,
) {
  const listings = buildListings(rng, ids, photos, now);
  // Demo landlords keep their listings current: each open one was confirmed available within the
  // last fortnight (decision 058), the days spread by position so the demo is the same every run.
  await tx.insert(properties).values(
    listings.map((l, i) => ({
      ...l.row,
      availabilityConfirmedAt:
        l.row.status === "published" || l.row.status === "available" ? ago(((i * 7) % 12) * DAY_MS) : null,
    })),
  );
  const showcase = listings[0].row;
  const jamesLive = listings.filter((l) => l.ownerKey === "james" && l.live).map((l) => l.row);
  return { listings, showcase, jamesLive };
}

export type SeededProperties = Awaited<ReturnType<typeof seedProperties>>;
