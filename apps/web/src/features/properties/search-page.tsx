import { MANCHESTER_AREAS } from "@roost/shared/domain/property.ts";
import { MapPinOff } from "lucide-react";
import { useMemo } from "react";
import { Link, Navigate, useLocation, useParams, useSearchParams } from "react-router";
import { usePageMeta } from "../../components/layout/page-meta.tsx";
import {
  ABOVE_THE_FOLD_CARDS,
  PropertyCard,
  PropertyCardSkeleton,
  PropertyGrid,
} from "../../components/property/property-card.tsx";
import { Button } from "../../components/ui/button.tsx";
import { cn } from "../../components/ui/cn.ts";
import { EmptyState, ErrorState } from "../../components/ui/feedback.tsx";
import type { RouteData } from "../../lib/page-data.ts";
import { FavouriteButton, fillFavouriteIds } from "../favourites/index.ts";
import { MapAreaChip, MapColumn, mapLayout, searchView, useMapHighlight, ViewToggle } from "../map/index.ts";
import { SaveSearchButton } from "../saved-searches/index.ts";
import { ShortlistCardMenu } from "../shortlist/index.quick-add.tsx";
import { WithinQuickSelect } from "./campus-filter.tsx";
import { FitsMyGroupToggle } from "./fits-my-group.tsx";
import { searchQuery, usePropertySearch } from "./search.queries.ts";
import { FilterBar, PhoneFilters, RESULTS_ID } from "./search-filters.tsx";
import { SearchForm } from "./search-form.tsx";
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
  searchApiQuery,
  searchPageMeta,
  withCursor,
  withFilters,
} from "./search-params.ts";
import { Breadcrumbs, LoadMore, NoResults, SortSelect } from "./search-results-parts.tsx";

const SKELETON_COUNT = 6;

/** The results the address asks for, and their hearts for a signed-in person. */
export const searchData: RouteData = async (data, { params, request }) => {
  const area = resolveArea(params.area);
  if (area.kind === "redirect" || area.kind === "unknown") return;
  const search = new URL(request.url).searchParams;
  const slug = area.kind === "area" ? area.slug : ALL_AREAS;
  await Promise.all([
    data.fillInfinite(searchQuery(slug, parseSearchParams(search), search.get("cursor"))),
    fillFavouriteIds(data),
  ]);
};

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

  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseSearchParams(params), [params]);
  const query = usePropertySearch(slug, filters, params.get("cursor"));
  const view = searchView(params);
  const highlight = useMapHighlight(view === "map");

  // The controls outside the search forms (the map area, a student's own choices): each change
  // is a new history entry, so Back undoes it.
  const change = (patch: Partial<SearchFilters>) => {
    // From the address bar, not this render's params: a navigation waits (as a transition) for
    // the chunks its page needs, and a second choice made meanwhile must not undo the first.
    const current = new URLSearchParams(window.location.search);
    setParams(withFilters(current, patch));
  };
  const cleared = clearedFilters(params).toString();
  const clear = () => setParams(cleared);

  // The same array until the results change: the map draws its pins again for a new one, and a
  // card hovered (which renders this again) must not replace the pin a person is about to tap.
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const nextCursor = query.data?.pages.at(-1)?.next_cursor;
  const total = query.data?.pages[0]?.total ?? null;
  const activeCount = countActiveFilters(filters) + (slug === ALL_AREAS ? 0 : 1);
  const canClear = hasActiveFilters(filters);
  const resultsText = total === null ? null : homesCountText(total);
  const controls = {
    filters,
    area: slug,
    params,
    clearedHref: canClear ? `/properties-to-rent/${slug}${cleared ? `?${cleared}` : ""}` : null,
  };

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
          <FilterBar {...controls} />
        </div>
        <PhoneFilters {...controls} activeCount={activeCount} resultsText={resultsText} />

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
          {filters.bbox && <MapAreaChip onClear={() => change({ bbox: undefined })} />}
          <SaveSearchButton />
          <WithinQuickSelect filters={filters} onChange={change} className="lg:hidden" />
          <FitsMyGroupToggle filters={filters} onChange={change} />
          <SearchForm area={slug} params={params} holds={["sort"]}>
            <SortSelect
              value={filters.sort}
              hidden={[
                ...(filters.group_size ? [] : (["per_person"] as const)),
                ...(filters.campus ? [] : (["campus_time"] as const)),
              ]}
            />
          </SearchForm>
          <ViewToggle view={view} params={params} />
        </div>

        <h2 id={RESULTS_ID} className="sr-only">
          Search results
        </h2>
        <div className={cn("mt-4", mapLayout(view))}>
          {view === "map" && (
            <MapColumn
              homes={items}
              total={total}
              status={
                query.isError && !query.data
                  ? "error"
                  : query.isPending || query.isPlaceholderData
                    ? "loading"
                    : "ready"
              }
              onRetry={() => void query.refetch()}
              box={filters.bbox}
              searchKey={searchApiQuery(slug, filters)}
              onSearchArea={(bbox) => change({ bbox })}
              highlightedId={highlight.highlightedId}
              onHighlight={highlight.setHighlightedId}
            />
          )}
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
                {items.map((p, i) => (
                  <li key={p.id} {...highlight.cardProps(p.id)}>
                    <PropertyCard
                      property={p}
                      action={<FavouriteButton propertyId={p.id} />}
                      menu={<ShortlistCardMenu propertyId={p.id} title={p.address_line_1} />}
                      priority={i < ABOVE_THE_FOLD_CARDS}
                    />
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
