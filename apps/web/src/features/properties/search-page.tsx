import { SEARCH_SORTS, type SearchSort } from "@roost/shared/contracts/properties.ts";
import { MANCHESTER_AREAS } from "@roost/shared/domain/property.ts";
import { ChevronRight, MapPinOff, SearchX } from "lucide-react";
import { useId, useMemo } from "react";
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import {
  PropertyCard,
  PropertyCardSkeleton,
  PropertyGrid,
} from "../../components/property/property-card.tsx";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { EmptyState, ErrorState } from "../../components/ui/feedback.tsx";
import { Select } from "../../components/ui/input.tsx";
import { FavouriteButton } from "../favourites/index.ts";
import { SaveSearchButton } from "../saved-searches/index.ts";
import { usePropertySearch } from "./properties.queries.ts";
import { FilterBar, FilterSheet } from "./search-filters.tsx";
import {
  ALL_AREAS,
  type AreaResolution,
  clearedFilters,
  countActiveFilters,
  hasActiveFilters,
  homesCountText,
  parseSearchParams,
  resolveArea,
  type SearchFilters,
  SORT_LABELS,
  searchPageMeta,
  withCursor,
  withFilters,
} from "./search-params.ts";
import { SearchTextInput } from "./search-text-input.tsx";

const SKELETON_COUNT = 6;

/** /properties-to-rent/all and /properties-to-rent/{area}. */
export function SearchPage() {
  const { area: param } = useParams();
  const { search } = useLocation();
  const area = resolveArea(param);
  if (area.kind === "redirect") return <Navigate to={`/properties-to-rent/${area.slug}${search}`} replace />;
  if (area.kind === "unknown") return <UnknownArea slug={param ?? ""} />;
  return <SearchResults area={area} />;
}

function UnknownArea({ slug }: { slug: string }) {
  usePageMeta(
    "Area not found",
    "We don't have a page for that area yet. Browse every home to rent in Manchester instead.",
    { status: 404, noindex: true },
  );
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
      <EmptyState
        icon={<MapPinOff className="size-10" aria-hidden />}
        title="We don't cover that area yet"
        action={
          <Button asChild>
            <Link to="/properties-to-rent/all">See all homes in Manchester</Link>
          </Button>
        }
      >
        We couldn't find an area called “{slug.replaceAll("-", " ")}”. Search all of Manchester, or pick one
        of the areas below.
      </EmptyState>
      <nav aria-label="Areas" className="mt-8">
        <h2 className="text-sm font-semibold text-stone-900">Areas we cover</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {MANCHESTER_AREAS.map((a) => (
            <li key={a.slug}>
              <Link
                to={`/properties-to-rent/${a.slug}`}
                className="inline-flex rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm text-stone-700 hover:border-brand-600 hover:text-brand-800"
              >
                {a.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function SearchResults({ area }: { area: Exclude<AreaResolution, { kind: "redirect" | "unknown" }> }) {
  const slug = area.kind === "area" ? area.slug : ALL_AREAS;
  const meta = searchPageMeta(area);
  usePageMeta(meta.title, meta.description);

  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseSearchParams(params), [params]);
  const query = usePropertySearch(slug, filters, params.get("cursor"));

  const change = (patch: Partial<SearchFilters>) => {
    // Refining the words of a search replaces its history entry; every other change is a new
    // entry, so Back undoes the last filter.
    const refiningText = "q" in patch && Boolean(filters.q) && Object.keys(patch).length === 1;
    setParams(withFilters(params, patch), { replace: refiningText });
  };
  const changeArea = (next: string) => {
    const qs = withFilters(params, {}).toString();
    navigate(`/properties-to-rent/${next}${qs ? `?${qs}` : ""}`);
  };
  const clear = () => {
    setParams(clearedFilters(params));
  };

  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const nextCursor = query.data?.pages.at(-1)?.next_cursor;
  const total = query.data?.pages[0]?.total ?? null;
  const activeCount = countActiveFilters(filters) + (slug === ALL_AREAS ? 0 : 1);
  const canClear = hasActiveFilters(filters);
  const resultsText = total === null ? null : homesCountText(total);
  const controls = { filters, onChange: change, area: slug, onAreaChange: changeArea };

  return (
    <div className="flex-1 bg-stone-50">
      <div className="border-b border-stone-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 pb-6 pt-5 sm:px-6 sm:pt-6">
          <Breadcrumbs areaName={area.kind === "area" ? area.name : null} />
          <h1 className="mt-3 text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{meta.title}</h1>
          {area.kind === "area" ? (
            <p className="mt-2 max-w-3xl text-sm leading-6 text-stone-600 sm:text-base">{area.description}</p>
          ) : (
            <p className="mt-2 max-w-3xl text-sm leading-6 text-stone-600 sm:text-base">
              Student houses, shared homes, flats and rooms from local landlords across Manchester.
            </p>
          )}
        </div>
      </div>

      <div className="mx-auto max-w-7xl px-4 pb-16 pt-6 sm:px-6">
        <div className="hidden lg:block">
          <FilterBar {...controls} onClear={clear} canClear={canClear} />
        </div>
        <div className="flex items-end gap-2 lg:hidden">
          <SearchTextInput
            value={filters.q}
            onCommit={(q) => change({ q: q || undefined })}
            label="Search homes"
            placeholder="Street or postcode"
            hideLabel
            className="min-w-0 flex-1"
          />
          <FilterSheet
            {...controls}
            onClear={clear}
            canClear={canClear}
            activeCount={activeCount}
            resultsText={resultsText}
          />
        </div>

        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <p
            className="text-base font-semibold text-stone-900"
            aria-live="polite"
            data-testid="results-count"
          >
            {resultsText ?? (
              <span className="inline-block h-5 w-24 animate-pulse rounded bg-stone-200" aria-hidden />
            )}
          </p>
          <SaveSearchButton />
          <SortSelect value={filters.sort} onChange={(sort) => change({ sort })} />
        </div>

        <h2 className="sr-only">Search results</h2>
        <div className="mt-4">
          {query.isPending ? (
            <PropertyGrid aria-busy aria-label="Loading homes">
              {Array.from({ length: SKELETON_COUNT }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <li key={i}>
                  <PropertyCardSkeleton />
                </li>
              ))}
            </PropertyGrid>
          ) : query.isError && !query.data ? (
            <ErrorState
              title="We couldn't load homes"
              message="Check your connection and try again."
              onRetry={() => void query.refetch()}
            />
          ) : items.length === 0 ? (
            <NoResults
              filtered={canClear}
              areaName={area.kind === "area" ? area.name : null}
              onClear={clear}
            />
          ) : (
            <>
              <PropertyGrid
                aria-busy={query.isPlaceholderData}
                className={cn("transition-opacity", query.isPlaceholderData && "opacity-50")}
              >
                {items.map((p) => (
                  <li key={p.id}>
                    <PropertyCard property={p} action={<FavouriteButton propertyId={p.id} />} />
                  </li>
                ))}
              </PropertyGrid>
              <LoadMore
                shown={items.length}
                total={total}
                hasMore={Boolean(query.hasNextPage) && !query.isPlaceholderData}
                loading={query.isFetchingNextPage}
                failed={query.isFetchNextPageError}
                onLoadMore={() => void query.fetchNextPage()}
                nextPageHref={nextCursor ? `?${withCursor(params, nextCursor)}` : null}
              />
            </>
          )}
        </div>
      </div>
    </div>
  );
}

function Breadcrumbs({ areaName }: { areaName: string | null }) {
  const crumb = "text-stone-500 hover:text-stone-900 hover:underline";
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        <li>
          <Link to="/" className={crumb}>
            Home
          </Link>
        </li>
        <li className="flex items-center gap-1">
          <ChevronRight className="size-3.5 text-stone-400" aria-hidden />
          {areaName ? (
            <Link to="/properties-to-rent/all" className={crumb}>
              Properties to rent
            </Link>
          ) : (
            <span aria-current="page" className="font-medium text-stone-700">
              Properties to rent
            </span>
          )}
        </li>
        {areaName && (
          <li className="flex items-center gap-1">
            <ChevronRight className="size-3.5 text-stone-400" aria-hidden />
            <span aria-current="page" className="font-medium text-stone-700">
              {areaName}
            </span>
          </li>
        )}
      </ol>
    </nav>
  );
}

function SortSelect({ value, onChange }: { value: SearchSort; onChange(sort: SearchSort): void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap text-sm font-medium text-stone-600">
        Sort by
      </label>
      <Select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as SearchSort)}
        className="w-auto min-w-44"
      >
        {SEARCH_SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </Select>
    </div>
  );
}

function NoResults({
  filtered,
  areaName,
  onClear,
}: {
  filtered: boolean;
  areaName: string | null;
  onClear(): void;
}) {
  return (
    <EmptyState
      icon={<SearchX className="size-10" aria-hidden />}
      title={
        filtered
          ? "No homes match your search"
          : areaName
            ? `No homes listed in ${areaName} right now`
            : "No homes listed right now"
      }
      action={
        <div className="flex flex-wrap justify-center gap-2">
          {filtered && <Button onClick={onClear}>Clear filters</Button>}
          {areaName && (
            <Button asChild variant="secondary">
              <Link to="/properties-to-rent/all">Search all areas</Link>
            </Button>
          )}
        </div>
      }
    >
      {filtered
        ? "Try a wider price range, fewer bedrooms or fewer filters."
        : "New homes are added every week, so check back soon."}
    </EmptyState>
  );
}

function LoadMore({
  shown,
  total,
  hasMore,
  loading,
  failed,
  onLoadMore,
  nextPageHref,
}: {
  shown: number;
  total: number | null;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore(): void;
  /** Without JavaScript "Load more" cannot work; a plain link pages through instead (decision 030). */
  nextPageHref: string | null;
}) {
  return (
    <div className="mt-10 flex flex-col items-center gap-3">
      {total !== null && total > 0 && (
        <p className="text-sm text-stone-600" aria-live="polite">
          Showing {Math.min(shown, total).toLocaleString("en-GB")} of {homesCountText(total)}
        </p>
      )}
      {total !== null && total > 0 && (
        <div className="h-1 w-48 overflow-hidden rounded-full bg-stone-200" aria-hidden>
          <div
            className="h-full rounded-full bg-brand-600"
            style={{ width: `${Math.min(100, (shown / total) * 100)}%` }}
          />
        </div>
      )}
      {failed && (
        <p role="alert" className="text-sm font-medium text-red-700">
          We couldn't load more homes. Please try again.
        </p>
      )}
      {hasMore && (
        <Button variant="secondary" size="lg" loading={loading} onClick={onLoadMore} className="min-w-48">
          {loading ? "Loading…" : failed ? "Try again" : "Load more homes"}
        </Button>
      )}
      {nextPageHref && (
        <noscript>
          <a href={nextPageHref} className="font-semibold text-brand-800 underline">
            Next page
          </a>
        </noscript>
      )}
    </div>
  );
}
