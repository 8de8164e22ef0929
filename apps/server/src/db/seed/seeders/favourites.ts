import { favourites } from "../../schema.ts";
import type { SeedContext, SeedPeople } from "./context.ts";
import type { SeededProperties } from "./properties.ts";

/**
 * Sophie's favourites: the showcase, five live listings with photos in her areas, and the two
 * homes off the market that say 'Contact for price'.
 */
export async function seedFavourites(
  { tx, rng, t }: SeedContext,
  { ids }: SeedPeople,
  { listings }: SeededProperties,
) {
  const sophieAreas = new Set(["fallowfield", "withington", "didsbury", "rusholme"]);
  const favouriteCandidates = listings.filter(
    (l) =>
      l !== listings[0] &&
      (l.row.status === "published" || l.row.status === "available") &&
      sophieAreas.has(l.area.slug) &&
      l.row.photos &&
      l.row.photos.length > 0,
  );
  const contactForPrice = listings.filter(
    (l) => l.row.status !== "draft" && l.row.advertType === "whole_property" && l.row.monthlyRent === null,
  );
  const chosen = [listings[0], ...rng.sample(favouriteCandidates, 5), ...contactForPrice];
  await tx.insert(favourites).values(
    chosen.map((l) => {
      // A paused listing has no publication date: saved since it was created.
      const published = (l.row.publishedAt ?? l.row.createdAt ?? new Date(t)).getTime();
      return {
        userId: ids.sophie,
        propertyId: l.row.id,
        createdAt: new Date(published + rng.next() * (t - published)),
      };
    }),
  );
  return chosen.length;
}
