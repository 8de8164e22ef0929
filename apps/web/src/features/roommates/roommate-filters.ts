// Roommate search filters live in the URL (?q=&university=&budget=) so they survive reload/back.

import type { BudgetFilter } from "@roost/shared/contracts/groups.ts";
import { BUDGET_BANDS, budgetBandOptions, ROOMMATE_BUDGET_BANDS } from "@roost/shared/domain/budget-bands.ts";
import { UNIVERSITIES } from "@roost/shared/domain/constants.ts";
import type { QueryString } from "../../lib/api-routes.ts";

export const ALL_UNIVERSITIES = "all";

export interface RoommateFilters {
  q: string;
  /** One of UNIVERSITIES, or "all". */
  university: string;
  budget: BudgetFilter;
}

export const EMPTY_ROOMMATE_FILTERS: RoommateFilters = { q: "", university: ALL_UNIVERSITIES, budget: "all" };

const isBudgetFilter = (v: string | null): v is BudgetFilter =>
  v === "all" || (BUDGET_BANDS as readonly string[]).includes(v ?? "");

export function roommateFiltersFromParams(params: URLSearchParams): RoommateFilters {
  const university = params.get("university") ?? "";
  const budget = params.get("budget");
  return {
    q: params.get("q") ?? "",
    university: (UNIVERSITIES as readonly string[]).includes(university) ? university : ALL_UNIVERSITIES,
    budget: isBudgetFilter(budget) ? budget : "all",
  };
}

/** Writes the filters onto a copy of params, leaving out defaults so the clean URL is /roommates. */
export function roommateFiltersToParams(filters: RoommateFilters, base?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  const q = filters.q.trim();
  if (q) next.set("q", q);
  else next.delete("q");
  if (filters.university !== ALL_UNIVERSITIES) next.set("university", filters.university);
  else next.delete("university");
  if (filters.budget !== "all") next.set("budget", filters.budget);
  else next.delete("budget");
  return next;
}

/** GET /api/roommates query string; the API's default order is compatibility. */
/** The API query: the filters, plus the page's cursor after the first page. */
export function roommatesQueryString(filters: RoommateFilters, cursor: string | null = null): QueryString {
  const params = roommateFiltersToParams(filters);
  if (cursor) params.set("cursor", cursor);
  const s = params.toString();
  return s ? `?${s}` : "";
}

export function hasActiveFilters(filters: RoommateFilters): boolean {
  return roommateFiltersToParams(filters).toString() !== "";
}

export const UNIVERSITY_OPTIONS: { value: string; label: string }[] = [
  { value: ALL_UNIVERSITIES, label: "All universities" },
  ...UNIVERSITIES.map((u) => ({ value: u, label: u })),
];

export const ROOMMATE_BUDGET_OPTIONS: { value: BudgetFilter; label: string }[] = [
  { value: "all", label: "All budgets" },
  ...budgetBandOptions(ROOMMATE_BUDGET_BANDS),
];
