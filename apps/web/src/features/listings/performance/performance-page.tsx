import type { PropertyPerformance } from "@roost/shared/contracts/my-listings.ts";
import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";
import { PROPERTY_STATUS_LABELS } from "@roost/shared/domain/property.ts";
import {
  ArrowDownRight,
  ArrowLeft,
  ArrowUpRight,
  Eye,
  Heart,
  MessageSquare,
  MessagesSquare,
  Minus,
  Scale,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link, Navigate, useLocation, useParams } from "react-router";
import { AccountUnavailable } from "../../../components/layout/account-unavailable.tsx";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Card } from "../../../components/ui/card.tsx";
import { cn } from "../../../components/ui/cn.ts";
import { Badge, ErrorState, Skeleton, Spinner } from "../../../components/ui/feedback.tsx";
import { isApiError } from "../../../lib/api.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { useListingPerformance } from "../listings.queries.ts";
import { ListingNotFound } from "../message-card.tsx";
import { listingLocation, listingTitle, STATUS_TONES } from "../my-listings.ts";
import { areaName, comparisonSummary } from "./performance.ts";
import { ViewsChart } from "./views-chart.tsx";

/** /property-performance/:id: the owner's numbers for one listing. Public route: checks itself. */
export function PerformancePage() {
  const { id = "" } = useParams();
  const { user, profile, loading, accountUnavailable } = useAuth();
  const location = useLocation();
  usePageMeta("Listing performance");

  if (loading) return <Spinner label="Loading..." className="min-h-[50vh]" />;
  if (accountUnavailable) return <AccountUnavailable />;
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  if (!profile?.user_type) return <Spinner label="Loading..." className="min-h-[50vh]" />;
  return <Performance key={id} id={id} />;
}

function Performance({ id }: { id: string }) {
  const { performance, listing } = useListingPerformance(id);

  const notFound =
    (performance.isError && isApiError(performance.error) && [403, 404].includes(performance.error.status)) ||
    (listing.isSuccess && !listing.data.is_owner);
  if (notFound) return <ListingNotFound />;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-10">
      <Link
        to="/listings"
        className="inline-flex items-center gap-1 text-sm font-medium text-stone-600 hover:text-stone-900"
      >
        <ArrowLeft className="size-4" aria-hidden />
        My listings
      </Link>
      <Header listing={listing.data} loading={listing.isPending} id={id} />

      {performance.isPending ? (
        <PerformanceSkeleton />
      ) : performance.isError ? (
        <div className="mt-8">
          <ErrorState
            title="We couldn't load the numbers for this listing"
            message="Check your connection and try again."
            onRetry={() => void performance.refetch()}
          />
        </div>
      ) : (
        <Report data={performance.data} />
      )}
    </div>
  );
}

function Header({ listing, loading, id }: { listing?: PropertyDetail; loading: boolean; id: string }) {
  if (loading || !listing) {
    return (
      <div className="mt-3 space-y-2">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-8 w-72 max-w-full" />
        <Skeleton className="h-4 w-48" />
      </div>
    );
  }
  const location = listingLocation(listing);
  return (
    <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">Listing performance</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
          {listingTitle(listing)}
        </h1>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-stone-600">
          {location && <span>{location}</span>}
          <Badge tone={STATUS_TONES[listing.status]}>{PROPERTY_STATUS_LABELS[listing.status]}</Badge>
        </p>
      </div>
      <div className="flex gap-2">
        <Button asChild variant="secondary">
          <Link to={`/list-property/edit/${id}`}>Edit listing</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={`/property/${id}`}>View listing</Link>
        </Button>
      </div>
    </div>
  );
}

function Report({ data }: { data: PropertyPerformance }) {
  const views30 = data.daily.reduce((sum, d) => sum + d.views, 0);
  const tiles: { label: string; value: number; icon: ReactNode; note?: string }[] = [
    {
      label: "Views (30 days)",
      value: views30,
      icon: <Eye className="size-5" />,
      note:
        data.totals.views !== views30 ? `${data.totals.views.toLocaleString("en-GB")} all time` : undefined,
    },
    { label: "Unique viewers", value: data.totals.unique_viewers, icon: <Users className="size-5" /> },
    { label: "Favourites", value: data.totals.favourites, icon: <Heart className="size-5" /> },
    { label: "Inquiries", value: data.totals.inquiries, icon: <MessageSquare className="size-5" /> },
    { label: "Conversations", value: data.totals.conversations, icon: <MessagesSquare className="size-5" /> },
  ];
  return (
    <div className="mt-8 space-y-6">
      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          Totals
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-5">
          {tiles.map((t, i) => (
            <Card
              key={t.label}
              className={cn("rounded-xl p-4 sm:p-5", i === 0 && "col-span-2 md:col-span-1")}
            >
              <dt className="flex items-start justify-between gap-2 text-sm font-medium text-stone-600">
                <span className="pt-1.5">{t.label}</span>
                <span
                  className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
                  aria-hidden
                >
                  {t.icon}
                </span>
              </dt>
              <dd className="mt-2 text-3xl font-bold tabular-nums tracking-tight text-stone-900">
                {t.value.toLocaleString("en-GB")}
              </dd>
              {t.note && <dd className="mt-0.5 text-xs text-stone-500">{t.note}</dd>}
            </Card>
          ))}
        </dl>
      </section>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="min-w-0 rounded-xl p-4 sm:p-6">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-lg font-semibold text-stone-900">Views per day</h2>
            <p className="text-sm text-stone-500">
              Last 30 days · {views30.toLocaleString("en-GB")} in total
            </p>
          </div>
          <ViewsChart daily={data.daily} />
        </Card>
        <Comparison comparison={data.comparison} />
      </div>
    </div>
  );
}

function Comparison({ comparison }: { comparison: PropertyPerformance["comparison"] }) {
  const summary = comparisonSummary(comparison);
  return (
    <Card className="rounded-xl p-4 sm:p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <Scale className="size-5 text-brand-700" aria-hidden />
        Rent per bedroom
      </h2>
      {summary.kind === "none" ? (
        <div className="mt-4 rounded-xl bg-stone-50 p-4">
          <p className="font-medium text-stone-900">{summary.text}</p>
          <p className="mt-1 text-sm text-stone-600">
            {comparison?.this_per_bedroom === null
              ? "Add the rent and number of bedrooms to compare this listing with others nearby."
              : `We compare rent per bedroom once there are enough live listings${comparison ? ` in ${areaName(comparison.area)}` : " in the same area"} with a rent and bedrooms.`}
          </p>
        </div>
      ) : (
        <>
          <p className="mt-2 text-sm text-stone-600">{summary.text}</p>
          <Bars
            mine={comparison?.this_per_bedroom ?? 0}
            median={comparison?.area_median_per_bedroom ?? 0}
            mineText={summary.thisPerBedroom}
            medianText={summary.median}
            areaLabel={`${areaName(comparison?.area ?? "")} median`}
          />
          <p
            className={cn(
              "mt-4 inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold",
              summary.direction === "above" && "bg-amber-50 text-amber-800 ring-1 ring-amber-200",
              summary.direction === "below" && "bg-green-50 text-green-800 ring-1 ring-green-200",
              summary.direction === "level" && "bg-stone-100 text-stone-700",
            )}
          >
            {summary.direction === "above" ? (
              <ArrowUpRight className="size-4" aria-hidden />
            ) : summary.direction === "below" ? (
              <ArrowDownRight className="size-4" aria-hidden />
            ) : (
              <Minus className="size-4" aria-hidden />
            )}
            {summary.verdict}
          </p>
          <p className="mt-3 text-xs leading-5 text-stone-500">
            Comparing rent per bedroom puts homes of different sizes on an equal footing.
          </p>
        </>
      )}
    </Card>
  );
}

function Bars({
  mine,
  median,
  mineText,
  medianText,
  areaLabel,
}: {
  mine: number;
  median: number;
  mineText: string;
  medianText: string;
  areaLabel: string;
}) {
  const max = Math.max(mine, median, 1);
  const rows = [
    { label: "This listing", value: mine, text: mineText, tone: "bg-brand-700" },
    { label: areaLabel, value: median, text: medianText, tone: "bg-stone-400" },
  ];
  return (
    <dl className="mt-5 space-y-3" aria-label="Rent per bedroom">
      {rows.map((r) => (
        <div key={r.label}>
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <dt className="text-stone-600">{r.label}</dt>
            <dd className="font-semibold tabular-nums text-stone-900">{r.text}</dd>
          </div>
          <div className="mt-1 h-2.5 rounded-full bg-stone-100" aria-hidden>
            <div
              className={cn("h-full rounded-full", r.tone)}
              style={{ width: `${(r.value / max) * 100}%` }}
            />
          </div>
        </div>
      ))}
    </dl>
  );
}

function PerformanceSkeleton() {
  return (
    <div className="mt-8 space-y-6" aria-busy="true">
      <span className="sr-only" role="status">
        Loading performance...
      </span>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-5">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className={cn("h-32 rounded-xl", i === 0 && "col-span-2 md:col-span-1")} />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-80 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </div>
  );
}
