// The pieces around the search results: breadcrumbs, the sort select, the no-results help and
// the load-more control with its no-JavaScript "Next page" link.
import { SEARCH_SORTS, type SearchSort } from "@roost/shared/contracts/properties.ts";
import { ChevronRight, SearchX } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.tsx";
import { EmptyState } from "../../components/ui/feedback.tsx";
import { Select } from "../../components/ui/input.tsx";
import { homesCountText, SORT_LABELS } from "./search-params.ts";

export function Breadcrumbs({ areaName }: { areaName: string | null }) {
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

/** The order of the results: a field of its own search form (search-form.tsx). */
export function SortSelect({
  value,
  hidden = [],
}: {
  /** The URL's order, where the select starts. */
  value: SearchSort;
  /** Orders that need something the search does not have (the per-person order: a group size). */
  hidden?: SearchSort[];
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap text-sm font-medium text-stone-600">
        Sort by
      </label>
      <Select id={id} name="sort" defaultValue={value} className="w-auto min-w-44">
        {SEARCH_SORTS.filter((s) => !hidden.includes(s)).map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </Select>
      {/* Without JavaScript a changed select sends nothing by itself. */}
      <noscript>
        <Button type="submit" variant="secondary" size="sm">
          Sort
        </Button>
      </noscript>
    </div>
  );
}

export function NoResults({
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

export function LoadMore({
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
