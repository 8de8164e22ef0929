import type { RoommateCard as RoommateCardData } from "@roost/shared/contracts/roommates.ts";
import { Search, UserSearch } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { Input, Select } from "../../components/ui/input.tsx";
import { useUrlFilters } from "../../lib/use-url-filters.ts";
import { RoommateCard } from "./roommate-card.tsx";
import {
  EMPTY_ROOMMATE_FILTERS,
  ROOMMATE_BUDGET_OPTIONS,
  type RoommateFilters,
  roommateFiltersFromParams,
  roommateFiltersToParams,
  UNIVERSITY_OPTIONS,
} from "./roommate-filters.ts";
import { useRoommates } from "./roommates.queries.ts";

function uniqueRoommates(cards: RoommateCardData[]): RoommateCardData[] {
  const seen = new Set<string>();
  return cards.filter((c) => !seen.has(c.user_id) && seen.add(c.user_id));
}

/** The students to meet, best matches first: search and filters (in the URL), cards and paging. */
export function RoommateResults({
  onView,
  onConnect,
}: {
  onView(userId: string): void;
  onConnect(person: { user_id: string; name: string }): void;
}) {
  const { filters, text, setText, apply } = useUrlFilters(roommateFiltersFromParams, roommateFiltersToParams);

  const roommates = useRoommates(filters);
  // A card can move between pages while paging (a profile edited meanwhile): show it once.
  const list = uniqueRoommates(roommates.data?.pages.flatMap((page) => page.roommates) ?? []);
  const loadMoreFailed = roommates.isFetchNextPageError;
  const filtered = filters.q !== "" || filters.university !== "all" || filters.budget !== "all";

  return (
    <section aria-labelledby="roommate-results">
      <h2 id="roommate-results" className="sr-only">
        Students
      </h2>
      <form
        className="mb-4 grid gap-3 md:grid-cols-[1fr_13rem_11rem]"
        onSubmit={(e) => {
          e.preventDefault();
          apply({ ...filters, q: text });
        }}
      >
        <div className="relative">
          <label htmlFor="roommate-q" className="sr-only">
            Search students
          </label>
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-400"
            aria-hidden
          />
          <Input
            id="roommate-q"
            type="search"
            className="pl-9"
            placeholder="Search by name, interests or area"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <div className="grid grid-cols-2 gap-3 md:contents">
          <div>
            <label htmlFor="roommate-university" className="sr-only">
              University
            </label>
            <Select
              id="roommate-university"
              value={filters.university}
              onChange={(e) => apply({ ...filters, q: text, university: e.target.value })}
            >
              {UNIVERSITY_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <label htmlFor="roommate-budget" className="sr-only">
              Budget
            </label>
            <Select
              id="roommate-budget"
              value={filters.budget}
              onChange={(e) =>
                apply({ ...filters, q: text, budget: e.target.value as RoommateFilters["budget"] })
              }
            >
              {ROOMMATE_BUDGET_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </form>

      {roommates.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-72 rounded-xl" />
          ))}
        </div>
      ) : roommates.isError && !roommates.data ? (
        <ErrorState message="We couldn't load students." onRetry={() => roommates.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<UserSearch className="size-10" aria-hidden />}
          title={filtered ? "No students match your filters" : "No other students yet"}
          action={
            filtered ? (
              <Button
                variant="secondary"
                onClick={() => {
                  setText("");
                  apply(EMPTY_ROOMMATE_FILTERS);
                }}
              >
                Clear filters
              </Button>
            ) : undefined
          }
        >
          {filtered
            ? "Try a different university, budget or search."
            : "Check back soon as more students join."}
        </EmptyState>
      ) : (
        <ul
          className="grid gap-4 transition-opacity sm:grid-cols-2 xl:grid-cols-3 aria-busy:opacity-60"
          aria-busy={roommates.isFetching || undefined}
        >
          {list.map((r) => (
            <li key={r.user_id} className="flex">
              <RoommateCard roommate={r} onView={() => onView(r.user_id)} onConnect={onConnect} />
            </li>
          ))}
        </ul>
      )}
      {list.length > 0 && (roommates.hasNextPage || loadMoreFailed) && (
        <div className="mt-8 flex flex-col items-center gap-3">
          {loadMoreFailed && (
            <p role="alert" className="text-sm font-medium text-red-700">
              We couldn't load more students. Please try again.
            </p>
          )}
          <Button
            variant="secondary"
            size="lg"
            className="min-w-48"
            loading={roommates.isFetchingNextPage}
            onClick={() => roommates.fetchNextPage()}
          >
            {roommates.isFetchingNextPage ? "Loading…" : loadMoreFailed ? "Try again" : "Load more"}
          </Button>
        </div>
      )}
    </section>
  );
}
