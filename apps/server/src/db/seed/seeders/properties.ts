import { properties } from "../../schema.ts";
import { buildListings } from "../listings.ts";
import type { PhotoKind, SeedPhoto } from "../photos.ts";
import type { SeedContext, SeedPeople } from "./context.ts";

/** The 150 listings of listings.ts; the first is the showcase Sophie enquires about. */
export async function seedProperties(
  { tx, rng, now }: SeedContext,
  { ids }: SeedPeople,
  photos: Map<PhotoKind, SeedPhoto>,
) {
  const listings = buildListings(rng, ids, photos, now);
  await tx.insert(properties).values(listings.map((l) => l.row));
  const showcase = listings[0].row;
  const jamesLive = listings.filter((l) => l.ownerKey === "james" && l.live).map((l) => l.row);
  return { listings, showcase, jamesLive };
}

export type SeededProperties = Awaited<ReturnType<typeof seedProperties>>;
