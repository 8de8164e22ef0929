// Discover Groups filters live in the URL (?q=&budget=) so a search survives reload and back.

import type { BudgetFilter } from "@roost/shared/contracts/groups.ts";
import { BUDGET_BANDS, budgetBandOptions, GROUP_BUDGET_BANDS } from "@roost/shared/domain/budget-bands.ts";
import type { QueryString } from "../../lib/api-routes.ts";

export interface DiscoverFilters {
  q: string;
  budget: BudgetFilter;
}

export const EMPTY_DISCOVER_FILTERS: DiscoverFilters = { q: "", budget: "all" };

const isBudgetFilter = (v: string | null): v is BudgetFilter =>
  v === "all" || (BUDGET_BANDS as readonly string[]).includes(v ?? "");

export function discoverFiltersFromParams(params: URLSearchParams): DiscoverFilters {
  const budget = params.get("budget");
  return { q: params.get("q") ?? "", budget: isBudgetFilter(budget) ? budget : "all" };
}

/** Writes the filters onto a copy of params, dropping defaults so the clean URL is /groups. */
export function discoverFiltersToParams(filters: DiscoverFilters, base?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  const q = filters.q.trim();
  if (q) next.set("q", q);
  else next.delete("q");
  if (filters.budget !== "all") next.set("budget", filters.budget);
  else next.delete("budget");
  return next;
}

/** The API query string (GET /api/groups/discover?q=&budget=). */
export function discoverQueryString(filters: DiscoverFilters): QueryString {
  const s = discoverFiltersToParams(filters).toString();
  return s ? `?${s}` : "";
}

export const GROUP_BUDGET_OPTIONS: { value: BudgetFilter; label: string }[] = [
  { value: "all", label: "All budgets" },
  ...budgetBandOptions(GROUP_BUDGET_BANDS),
];
