import { groupPerPersonMax } from "@roost/shared/domain/housemate-prices.ts";
import { formatPounds } from "@roost/shared/domain/price.ts";
import { Users } from "lucide-react";
import { cn } from "../../components/ui/cn.ts";
import { useHousemateGroup } from "../../lib/housemate-group.ts";
import { DEFAULT_SORT, type SearchFilters } from "./search-params.ts";

/**
 * "Fits my group" (decision 038): puts the group's size and the most each member may pay (the
 * lowest known budget) into the URL as plain numbers, and orders by price per person. The URL
 * names no one, so the page and any cache of it are the same for every group of that size and
 * budget. Shown only to a student in a group, once the browser knows the group.
 */
export function FitsMyGroupToggle({
  filters,
  onChange,
}: {
  filters: SearchFilters;
  onChange(patch: Partial<SearchFilters>): void;
}) {
  const group = useHousemateGroup();
  if (!group) return null;
  const size = Math.max(1, group.members.length);
  const max = groupPerPersonMax(group) ?? undefined;
  const on = Boolean(filters.group_size);
  const explanation = `A bedroom each for ${size}${max === undefined ? "" : `, at most ${formatPounds(max)} each`}`;
  const toggle = () =>
    onChange(
      on
        ? {
            group_size: undefined,
            per_person_max: undefined,
            ...(filters.sort === "per_person" ? { sort: DEFAULT_SORT } : {}),
          }
        : { group_size: size, per_person_max: max, sort: "per_person" },
    );
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={toggle}
      title={explanation}
      className={cn(
        "inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium ring-1 transition focus-visible:outline-2 focus-visible:outline-brand-600",
        on
          ? "bg-brand-700 text-white ring-brand-700 hover:bg-brand-800"
          : "bg-white text-stone-700 ring-stone-300 hover:bg-stone-50",
      )}
      data-testid="fits-my-group"
    >
      <Users className="size-4" aria-hidden />
      Fits my group
      <span className="sr-only">: {explanation}</span>
    </button>
  );
}
