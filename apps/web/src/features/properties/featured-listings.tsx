import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import {
  ABOVE_THE_FOLD_CARDS,
  PropertyCard,
  PropertyCardSkeleton,
  PropertyGrid,
} from "../../components/property/property-card.tsx";
import { FavouriteButton } from "../favourites/index.ts";
import { ShortlistCardMenu } from "../shortlist/index.quick-add.tsx";
import { useFeaturedProperties } from "./featured.queries.ts";

/**
 * 'Newly listed in Manchester' on the home page: up to six of the newest listings with photos.
 * Skeletons while loading; the whole section disappears when there is nothing to show or the
 * request failed, so the home page never shows a broken block.
 */
export function FeaturedListings() {
  const featured = useFeaturedProperties();
  if (featured.isError || (featured.isSuccess && featured.data.length === 0)) return null;
  const items = featured.data?.slice(0, 6);

  return (
    <section aria-labelledby="featured-heading" className="border-t border-stone-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2
              id="featured-heading"
              className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl"
            >
              Newly listed in Manchester
            </h2>
            <p className="mt-1 text-stone-600">
              The latest homes from local landlords, with photos and clear prices.
            </p>
          </div>
          <Link
            to="/properties-to-rent/all"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            View all homes <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
        <PropertyGrid className="mt-8" aria-busy={featured.isPending}>
          {items
            ? items.map((p, i) => (
                <li key={p.id}>
                  <PropertyCard
                    property={p}
                    action={<FavouriteButton propertyId={p.id} />}
                    menu={<ShortlistCardMenu propertyId={p.id} title={p.address_line_1} />}
                    priority={i < ABOVE_THE_FOLD_CARDS}
                  />
                </li>
              ))
            : // As many as the cards that come (the home page hides the last three on phones).
              [0, 1, 2, 3, 4, 5].map((i) => (
                <li key={i}>
                  <PropertyCardSkeleton />
                </li>
              ))}
        </PropertyGrid>
      </div>
    </section>
  );
}
