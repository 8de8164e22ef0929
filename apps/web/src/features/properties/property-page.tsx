import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";
import { confirmedAvailableText } from "@roost/shared/domain/confirmed-available.ts";
import { formatPounds, priceDisplay } from "@roost/shared/domain/price.ts";
import { areaBySlug, inquiryTitle, isLiveStatus, isOpenStatus } from "@roost/shared/domain/property.ts";
import { CalendarCheck, EyeOff, House, MapPin } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useParams } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import { HousemateSharePanel } from "../../components/property/housemate-share.tsx";
import { PerPersonPerWeek } from "../../components/property/per-person-week.tsx";
import { TimeToCampusSection } from "../../components/property/time-to-campus.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { isApiError } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";
import { useHydrated } from "../../lib/housemate-group.ts";
import type { RouteData } from "../../lib/page-data.ts";
import { FavouriteButton, fillFavouriteIds } from "../favourites/index.ts";
import { propertyReviewsQuery } from "../reviews/index.data.ts";
import { ReportButton } from "../safety/index.report.ts";
import { FloorplanPanel } from "./floorplan-panel.tsx";
import { PhotoGallery } from "./photo-gallery.tsx";
import { propertyQuery, useProperty, useTrackPropertyView } from "./properties.queries.ts";
import { MessageLandlord, OwnerActions, OwnerCard, SafetyTip, ShareButton } from "./property-contact.tsx";
import { Breadcrumbs, Description, KeyFacts, PropertyBadges, RoomsTable } from "./property-facts.tsx";
import { propertyHead } from "./property-head.ts";
import { VideoTour } from "./video-tour.tsx";

// Reviews load once the app has the page: they are read further down, never part of its first
// paint, and the server's one render pass does not wait for a lazy part.
const ReviewsPanel = lazy(async () => ({ default: (await import("../reviews/index.ts")).ReviewsPanel }));
// A signed-in student's own control (decision 060), loaded only for someone signed in.
const ShortlistButton = lazy(async () => ({
  default: (await import("../shortlist/index.button.ts")).ShortlistButton,
}));
// What each housemate pays (decision 061), loaded only once the reader is known to be in a group.
const GroupSharePanel = lazy(async () => ({
  default: (await import("../shortlist/index.share-panel.ts")).GroupSharePanel,
}));

/** The owner's banner on a listing the public cannot see. */
const HIDDEN_STATUS_TEXT: Partial<Record<PropertyDetail["status"], string>> = {
  draft: "Only you can see this listing: it is still a draft.",
  pause: "Only you can see this listing while it is paused.",
  expired: "Only you can see this listing: the advert has expired.",
};

/** The listing (or why it cannot be shown: a 404 or 410 is the page's answer too), and its heart. */
export const propertyData: RouteData = async (data, { params }) => {
  await Promise.all([
    params.id && data.fill(propertyQuery(params.id)),
    params.id && data.fill(propertyReviewsQuery(params.id)),
    fillFavouriteIds(data),
  ]);
};

/** /property/:id */
export function PropertyPage() {
  const { id = "" } = useParams();
  const property = useProperty(id);
  if (property.isPending) return <PropertySkeleton />;
  if (property.isError) {
    if (isApiError(property.error, "listing_withdrawn")) return <PropertyNotAvailable gone="withdrawn" />;
    if (isApiError(property.error, "listing_expired")) return <PropertyNotAvailable gone="expired" />;
    if (isApiError(property.error) && (property.error.status === 404 || property.error.status === 400)) {
      return <PropertyNotAvailable />;
    }
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
        <PageMetaOnly title="Property" />
        <ErrorState
          title="We couldn't load this home"
          message="Check your connection and try again."
          onRetry={() => void property.refetch()}
        />
      </div>
    );
  }
  return <PropertyView property={property.data} />;
}

function PageMetaOnly({ title }: { title: string }) {
  usePageMeta(title);
  return null;
}

function PropertyView({ property: p }: { property: PropertyDetail }) {
  const headline = inquiryTitle(p.bedrooms, p.property_type);
  const area = p.area ? areaBySlug(p.area) : undefined;
  const { title: pageTitle, description, ...extras } = propertyHead(p);
  usePageMeta(pageTitle, description, extras);
  useTrackPropertyView(p.id, !p.is_owner);
  const hydrated = useHydrated();
  const { user } = useAuth();
  const signedIn = hydrated && Boolean(user);

  const price = priceDisplay({ advertType: p.advert_type, monthlyRent: p.monthly_rent, rooms: p.rooms });
  const live = isLiveStatus(p.status);
  const title = `${p.address_line_1}, ${p.town}`;

  return (
    <div className="flex-1 bg-stone-50 print:bg-white">
      {p.is_owner && !live && (
        <div className="border-b border-amber-200 bg-amber-50">
          <p className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 text-sm text-amber-900 sm:px-6">
            <EyeOff className="size-4 shrink-0" aria-hidden />
            {HIDDEN_STATUS_TEXT[p.status] ?? "Only you can see this listing."}
          </p>
        </div>
      )}
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-5 sm:px-6 sm:pt-6">
        {/* Printed, the page is the advert: its key facts on one A4 page, without the site around it. */}
        <div className="print:hidden">
          <Breadcrumbs area={area ? { slug: area.slug, name: area.name } : null} current={p.address_line_1} />
        </div>

        <header className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-medium text-brand-700">{headline}</p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
              {p.address_line_1}
            </h1>
            <p className="mt-1 flex items-center gap-1.5 text-stone-600">
              <MapPin className="size-4 shrink-0 text-stone-400" aria-hidden />
              {p.town}
              {p.town && p.postcode ? ", " : ""}
              {p.postcode}
            </p>
          </div>
          <div className="flex flex-wrap gap-2 sm:shrink-0 print:hidden">
            {!p.is_owner && signedIn && (
              <Suspense fallback={null}>
                <ShortlistButton propertyId={p.id} />
              </Suspense>
            )}
            {!p.is_owner && <FavouriteButton propertyId={p.id} variant="labelled" />}
            {live && <ShareButton title={`${headline} — ${title}`} />}
          </div>
        </header>

        <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
          <div className="lg:col-start-1 lg:row-start-1 print:hidden">
            <PhotoGallery photos={p.photos} title={title} />
          </div>

          <aside className="space-y-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
            <Card className="p-5">
              <p className="text-sm text-stone-500">
                {p.advert_type === "individual_rooms" ? "Rooms" : "Rent"}
              </p>
              <p
                className="mt-0.5 text-2xl font-bold tracking-tight text-stone-900"
                data-testid="property-price"
              >
                {price}
              </p>
              <PerPersonPerWeek property={p} className="mt-0.5 block font-medium text-stone-700" />
              <p className="mt-1 text-sm text-stone-600">
                {p.bills_included ? "Bills included" : "Bills not included"}
                {p.deposit !== null && <> · Deposit {formatPounds(p.deposit)}</>}
              </p>
              {isOpenStatus(p.status) && p.confirmed_available_at && (
                <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-600">
                  <CalendarCheck className="size-4 text-brand-700" aria-hidden />
                  {confirmedAvailableText(p.confirmed_available_at, new Date())}
                </p>
              )}
              <div className="print:hidden">
                {!p.is_owner && (
                  <HousemateSharePanel
                    memberView={
                      <Suspense fallback={null}>
                        <GroupSharePanel property={p} />
                      </Suspense>
                    }
                  />
                )}
              </div>
              {p.status === "let_agreed" && (
                <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
                  Let agreed: the landlord has accepted tenants for this home.
                </p>
              )}
              <div className="mt-5 print:hidden">
                {p.is_owner ? <OwnerActions property={p} /> : <MessageLandlord propertyId={p.id} />}
              </div>
            </Card>
            <div className="space-y-4 print:hidden">
              <OwnerCard owner={p.owner} isOwner={p.is_owner} />
              {!p.is_owner && <ReportButton target="listing" targetId={p.id} className="px-1" />}
              {!p.is_owner && <SafetyTip className="hidden lg:flex" />}
            </div>
          </aside>

          <div className="space-y-6 lg:col-start-1 lg:row-start-2">
            <PropertyBadges property={p} />
            <KeyFacts property={p} />
            <FloorplanPanel property={p} />
            <VideoTour property={p} />
            <TimeToCampusSection property={p} />
            {p.advert_type === "individual_rooms" && p.rooms.length > 0 && <RoomsTable rooms={p.rooms} />}
            <Description text={p.description} />
            <div className="print:hidden">
              {hydrated && (
                <Suspense fallback={null}>
                  <ReviewsPanel propertyId={p.id} />
                </Suspense>
              )}
            </div>
            {!p.is_owner && <SafetyTip className="lg:hidden print:hidden" />}
          </div>
        </div>
      </div>
    </div>
  );
}

/** Why a listing answered 410: taken off the market for good, or its advert ran out. */
const GONE_TEXT = {
  withdrawn: "It has been taken off the market for good. There are plenty more homes to choose from.",
  expired: "Its advert has expired. There are plenty more homes to choose from.",
};

/** 404 (never existed, or not visible) and 410 (withdrawn or expired: gone). */
function PropertyNotAvailable({ gone }: { gone?: keyof typeof GONE_TEXT }) {
  const title = gone ? "This listing is no longer available" : "This home isn't available";
  usePageMeta(title, "This listing has been let, taken down or never existed.", {
    noindex: true,
    status: gone ? 410 : 404,
  });
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16 sm:px-6">
      <div className="w-full max-w-lg text-center">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <House className="size-8" aria-hidden />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
        <p className="mt-3 text-stone-600">
          {gone
            ? GONE_TEXT[gone]
            : "It may have been let, taken down by the landlord, or the link may be wrong. There are plenty more homes to choose from."}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/properties-to-rent/all">Search homes</Link>
          </Button>
          <Button asChild variant="secondary" size="lg">
            <Link to="/">Go to the home page</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}

function PropertySkeleton() {
  return (
    <div
      className="mx-auto w-full max-w-7xl px-4 pb-16 pt-5 sm:px-6 sm:pt-6"
      role="status"
      aria-label="Loading property"
    >
      <Skeleton className="h-4 w-64" />
      <Skeleton className="mt-6 h-4 w-32" />
      <Skeleton className="mt-2 h-8 w-3/4 max-w-md" />
      <Skeleton className="mt-2 h-5 w-48" />
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <div className="space-y-3">
          <Skeleton className="aspect-[3/2] w-full rounded-2xl" />
          <div className="flex gap-2">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-16 w-24 rounded-lg sm:h-20 sm:w-28" />
            ))}
          </div>
        </div>
        <div className="space-y-4">
          <Skeleton className="h-52 w-full rounded-xl" />
          <Skeleton className="h-28 w-full rounded-xl" />
        </div>
      </div>
    </div>
  );
}
