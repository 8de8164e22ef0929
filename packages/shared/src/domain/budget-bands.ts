// Budget filter bands of spec §9. Groups and roommates use different low thresholds, so the
// thresholds travel with the call instead of being baked into one function.

import { formatPounds } from "./price.ts";

export const BUDGET_BANDS = ["low", "medium", "high"] as const;
export type BudgetBand = (typeof BUDGET_BANDS)[number];

/** Upper bounds in whole pounds, inclusive: low ≤ lowMax < medium ≤ mediumMax < high. */
export interface BudgetBandThresholds {
  readonly lowMax: number;
  readonly mediumMax: number;
}

/** Applied to a group's budget_max. */
export const GROUP_BUDGET_BANDS: BudgetBandThresholds = { lowMax: 600, mediumMax: 1000 };
/** Applied to a roommate's budget_max. */
export const ROOMMATE_BUDGET_BANDS: BudgetBandThresholds = { lowMax: 500, mediumMax: 1000 };

export function budgetBand(value: number | null | undefined, bands: BudgetBandThresholds): BudgetBand | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  if (value <= bands.lowMax) return "low";
  if (value <= bands.mediumMax) return "medium";
  return "high";
}

export function budgetBandLabel(band: BudgetBand, bands: BudgetBandThresholds): string {
  switch (band) {
    case "low":
      return `Up to ${formatPounds(bands.lowMax)}`;
    case "medium":
      return `${formatPounds(bands.lowMax)}–${formatPounds(bands.mediumMax)}`;
    case "high":
      return `Over ${formatPounds(bands.mediumMax)}`;
  }
}

export function budgetBandOptions(bands: BudgetBandThresholds): { value: BudgetBand; label: string }[] {
  return BUDGET_BANDS.map((value) => ({ value, label: budgetBandLabel(value, bands) }));
}

/**
 * Filter predicate: "all" keeps everything; a chosen band drops entries with no budget, since
 * they cannot be said to fit it.
 */
export function matchesBudgetBand(
  value: number | null | undefined,
  filter: BudgetBand | "all",
  bands: BudgetBandThresholds,
): boolean {
  return filter === "all" || budgetBand(value, bands) === filter;
}
