import { ERROR_TEXTS } from "@roost/shared/domain/errors.ts";
import { ADVERT_FACTS_TEXTS } from "@roost/shared/domain/listing.ts";
import { AVAILABILITY_TEXTS } from "@roost/shared/domain/listing-availability.ts";
import { isLiveStatus } from "@roost/shared/domain/property.ts";
import { Building2, CalendarCheck, ClipboardList, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { EmptyState, ErrorState } from "../../../components/ui/feedback.tsx";
import { useMyListings } from "../listings.queries.ts";
import { countText } from "../my-listings.ts";
import { ListingRow } from "./listing-row.tsx";
import { ListingsSkeleton } from "./listings-skeleton.tsx";

/** /listings (spec §2 My Listings): inside the account layout, so only the main column. */
export function MyListingsPage() {
  usePageMeta("My listings");
  const listings = useMyListings();
  const live = listings.data?.filter((l) => isLiveStatus(l.status)).length ?? 0;
  const drafts = listings.data?.filter((l) => l.status === "draft").length ?? 0;
  const factsMissing = listings.data?.filter((l) => l.facts_missing).length ?? 0;
  const askedAbout = listings.data?.filter((l) => l.availability_pause_on).length ?? 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">My listings</h1>
          <p className="mt-1 text-sm text-stone-600">
            {listings.data && listings.data.length > 0
              ? `${countText(listings.data.length, "property", "properties")} · ${live} live · ${countText(drafts, "draft")}`
              : "Manage your properties, their status and how they perform."}
          </p>
        </div>
        <Button asChild>
          <Link to="/list-property">
            <Plus className="size-4" aria-hidden />
            List a property
          </Link>
        </Button>
      </div>

      {listings.isPending ? (
        <ListingsSkeleton />
      ) : listings.isError ? (
        <ErrorState
          title={ERROR_TEXTS.listings_load_failed.title}
          message="Check your connection and try again."
          onRetry={() => void listings.refetch()}
        />
      ) : listings.data.length === 0 ? (
        <EmptyState
          icon={<Building2 className="size-10" aria-hidden />}
          title="You haven't listed a property yet"
          action={
            <Button asChild>
              <Link to="/list-property">
                <Plus className="size-4" aria-hidden />
                List a property
              </Link>
            </Button>
          }
        >
          Add your first property in a few minutes. We save your draft as you go.
        </EmptyState>
      ) : (
        <>
          {factsMissing > 0 && (
            <NoticeBanner
              id="facts-missing-title"
              icon={<ClipboardList className="size-5 shrink-0 text-amber-700" aria-hidden />}
              title={ADVERT_FACTS_TEXTS.bannerTitle(factsMissing)}
            >
              {ADVERT_FACTS_TEXTS.why} {ADVERT_FACTS_TEXTS.bannerText}
            </NoticeBanner>
          )}
          {askedAbout > 0 && (
            <NoticeBanner
              id="availability-title"
              icon={<CalendarCheck className="size-5 shrink-0 text-amber-700" aria-hidden />}
              title={AVAILABILITY_TEXTS.bannerTitle(askedAbout)}
            >
              {AVAILABILITY_TEXTS.bannerText}
            </NoticeBanner>
          )}
          <ul className="space-y-4">
            {listings.data.map((listing) => (
              <ListingRow key={listing.id} listing={listing} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** A notice above the list about listings that need their owner (the rows below say which). */
function NoticeBanner({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      {icon}
      <div>
        <h2 id={id} className="font-semibold">
          {title}
        </h2>
        <p className="mt-0.5">{children}</p>
      </div>
    </section>
  );
}
