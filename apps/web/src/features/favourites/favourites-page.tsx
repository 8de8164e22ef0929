import { Heart } from "lucide-react";
import { Link } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import {
  PropertyCard,
  PropertyCardSkeleton,
  PropertyGrid,
} from "../../components/property/property-card.tsx";
import { Button } from "../../components/ui/button.tsx";
import { EmptyState, ErrorState } from "../../components/ui/feedback.tsx";
import { ShortlistCardMenu } from "../shortlist/index.quick-add.tsx";
import { FavouriteButton } from "./favourite-button.tsx";
import { useFavourites } from "./favourites.queries.ts";

export const FAVOURITES_EMPTY_TEXT = "No favourite properties yet. Start browsing to add some!";

/** /favourites (spec §2 Favourites, reading (a)): the saved homes as cards; the heart removes one. */
export function FavouritesPage() {
  usePageMeta("Favourites", "The homes you've saved on Roost.");
  const favourites = useFavourites();
  const count = favourites.data?.length;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Favourites</h1>
          <p className="mt-1 text-sm text-stone-600">
            {count ? `${count} saved ${count === 1 ? "home" : "homes"}` : "Homes you save appear here."}
          </p>
        </div>
        {Boolean(count) && (
          <Button asChild variant="secondary">
            <Link to="/properties-to-rent/all">Find more homes</Link>
          </Button>
        )}
      </div>

      {favourites.isPending ? (
        <PropertyGrid narrow aria-busy aria-label="Loading favourites">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <PropertyCardSkeleton />
            </li>
          ))}
        </PropertyGrid>
      ) : favourites.isError ? (
        <ErrorState
          title="We couldn't load your favourites"
          message="Check your connection and try again."
          onRetry={() => void favourites.refetch()}
        />
      ) : favourites.data.length === 0 ? (
        <EmptyState
          icon={<Heart className="size-10" aria-hidden />}
          title={FAVOURITES_EMPTY_TEXT}
          action={
            <Button asChild>
              <Link to="/properties-to-rent/all">Browse Properties</Link>
            </Button>
          }
        />
      ) : (
        <PropertyGrid narrow>
          {favourites.data.map((p) => (
            <li key={p.id}>
              <PropertyCard
                property={p}
                headingLevel="h2"
                action={<FavouriteButton propertyId={p.id} savedHint />}
                menu={<ShortlistCardMenu propertyId={p.id} title={p.address_line_1} />}
              />
            </li>
          ))}
        </PropertyGrid>
      )}
    </div>
  );
}
