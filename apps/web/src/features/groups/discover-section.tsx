import type { DiscoverGroup } from "@roost/shared/contracts/groups.ts";
import { Search } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../components/ui/feedback.tsx";
import { Input, Select } from "../../components/ui/input.tsx";
import { useUrlFilters } from "../../lib/use-url-filters.ts";
import {
  type DiscoverFilters,
  discoverFiltersFromParams,
  discoverFiltersToParams,
  GROUP_BUDGET_OPTIONS,
} from "./discover-filters.ts";
import { DiscoverGroupCard } from "./group-cards.tsx";
import { useDiscoverGroups } from "./groups.queries.ts";

/** Discover Groups (spec §2): the latest open groups, searched and filtered through the URL. */
export function DiscoverSection({ onRequest }: { onRequest(group: DiscoverGroup): void }) {
  const { filters, text, setText, apply } = useUrlFilters(discoverFiltersFromParams, discoverFiltersToParams);

  const discover = useDiscoverGroups(filters);
  const groups = discover.data?.groups ?? [];
  const filtered = filters.q !== "" || filters.budget !== "all";

  return (
    <section aria-labelledby="discover-groups">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="discover-groups" className="text-lg font-semibold text-stone-900">
            Discover Groups
          </h2>
          <p className="text-sm text-stone-500">The latest groups looking for a property.</p>
        </div>
      </div>
      <form
        className="mb-4 grid gap-3 sm:grid-cols-[1fr_14rem]"
        onSubmit={(e) => {
          e.preventDefault();
          apply({ ...filters, q: text });
        }}
      >
        <div>
          <label htmlFor="discover-q" className="sr-only">
            Search groups
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-400"
              aria-hidden
            />
            <Input
              id="discover-q"
              type="search"
              className="pl-9"
              placeholder="Search by name, description or area"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
        </div>
        <div>
          <label htmlFor="discover-budget" className="sr-only">
            Budget
          </label>
          <Select
            id="discover-budget"
            value={filters.budget}
            onChange={(e) =>
              apply({ ...filters, q: text, budget: e.target.value as DiscoverFilters["budget"] })
            }
          >
            {GROUP_BUDGET_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.value === "all" ? o.label : `Budget: ${o.label}`}
              </option>
            ))}
          </Select>
        </div>
      </form>

      {discover.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-56 rounded-xl" />
          ))}
        </div>
      ) : discover.isError ? (
        <ErrorState message="We couldn't load groups." onRetry={() => discover.refetch()} />
      ) : groups.length === 0 ? (
        <EmptyState
          icon={<Search className="size-10" aria-hidden />}
          title={filtered ? "No groups match your search" : "No groups to discover yet"}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => apply({ q: "", budget: "all" })}>
                Clear filters
              </Button>
            ) : undefined
          }
        >
          {filtered ? "Try another area or budget." : "Be the first: create a group and invite your friends."}
        </EmptyState>
      ) : (
        <div
          className="grid gap-4 transition-opacity sm:grid-cols-2 xl:grid-cols-3 aria-busy:opacity-60"
          aria-busy={discover.isFetching || undefined}
        >
          {groups.map((g) => (
            <DiscoverGroupCard key={g.id} group={g} onRequest={() => onRequest(g)} />
          ))}
        </div>
      )}
    </section>
  );
}
