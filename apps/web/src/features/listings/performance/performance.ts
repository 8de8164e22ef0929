// Numbers and geometry behind the performance page: the views chart is drawn at the width it is
// given (measured on screen) so its text stays readable on a phone instead of being scaled down.

import type { PropertyPerformance } from "@roost/shared/contracts/my-listings.ts";
import { formatPounds } from "@roost/shared/domain/price.ts";
import { areaBySlug } from "@roost/shared/domain/property.ts";
import { calendarDate } from "@roost/shared/domain/uk-time.ts";

export interface DayViews {
  day: string;
  views: number;
}

/** "2025-06-03" → "3 Jun": the axis's label of a calendar day. */
export function shortDay(day: string): string {
  return calendarDate(day, { month: "short", year: false }) || day;
}

/** "2025-06-03" → "Tue 3 June": a bar's own label. */
export function longDay(day: string): string {
  return calendarDate(day, { weekday: "short", year: false }) || day;
}

/** A round top for the axis with 2–5 whole-number steps (1, 2, 5 × 10ⁿ), at least 4. */
export function niceScale(max: number): { top: number; step: number } {
  if (!(max > 0)) return { top: 4, step: 1 };
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max([1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power, 1);
  const wholeStep = Math.ceil(step);
  return { top: Math.max(Math.ceil(max / wholeStep) * wholeStep, 4), step: wholeStep };
}

export interface ChartLayout {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  bars: { x: number; y: number; width: number; height: number; day: string; views: number }[];
  yTicks: { value: number; y: number }[];
  xLabels: { x: number; text: string; day: string; anchor: "middle" | "end" }[];
  max: number;
}

const MIN_LABEL_SPACING = 56;

/**
 * Bars scaled to the busiest day, y ticks at round numbers, and date labels spaced so they never
 * collide (every day when there is room, otherwise every n-th, always including the latest day).
 */
export function chartLayout(daily: readonly DayViews[], width: number, height: number): ChartLayout {
  const max = Math.max(0, ...daily.map((d) => d.views));
  const scale = niceScale(max);
  const topLabel = String(scale.top);
  const left = 12 + topLabel.length * 7;
  const plot = { left, top: 28, right: Math.max(width - 8, left + 1), bottom: height - 28 };
  const plotWidth = plot.right - plot.left;
  const plotHeight = plot.bottom - plot.top;
  const slot = daily.length > 0 ? plotWidth / daily.length : plotWidth;
  const gap = Math.min(Math.max(slot * 0.25, 1), 6);
  const bars = daily.map((d, i) => {
    const h = scale.top > 0 ? (d.views / scale.top) * plotHeight : 0;
    // A day with views is at least 2 px tall so it is never mistaken for a day without any.
    const barHeight = d.views > 0 ? Math.max(h, 2) : 0;
    return {
      x: plot.left + i * slot + gap / 2,
      y: plot.bottom - barHeight,
      width: Math.max(slot - gap, 1),
      height: barHeight,
      day: d.day,
      views: d.views,
    };
  });
  const yTicks: ChartLayout["yTicks"] = [];
  for (let v = 0; v <= scale.top; v += scale.step) {
    yTicks.push({ value: v, y: plot.bottom - (v / scale.top) * plotHeight });
  }
  const every = Math.max(1, Math.ceil(daily.length / Math.max(1, Math.floor(plotWidth / MIN_LABEL_SPACING))));
  const xLabels: ChartLayout["xLabels"] = [];
  for (let i = daily.length - 1; i >= 0; i -= every) {
    const x = plot.left + i * slot + slot / 2;
    // A label centred on the last bar would stick out past the edge: right-align it instead.
    const nearEdge = x > plot.right - 24;
    xLabels.unshift({
      x: nearEdge ? plot.right : x,
      text: shortDay(daily[i].day),
      day: daily[i].day,
      anchor: nearEdge ? "end" : "middle",
    });
  }
  return { width, height, plot, bars, yTicks, xLabels, max };
}

export function areaName(area: string): string {
  return areaBySlug(area)?.name ?? area.replaceAll("-", " ");
}

export type ComparisonSummary =
  | { kind: "none"; text: string }
  | {
      kind: "compared";
      text: string;
      thisPerBedroom: string;
      median: string;
      /** Whole per cent, always positive; 0 means level with the median. */
      percent: number;
      direction: "above" | "below" | "level";
      verdict: string;
    };

export const NOT_ENOUGH_COMPARABLE = "Not enough comparable listings";

/** "£650 per bedroom vs £600 median in Fallowfield across 14 live listings", and by how much. */
export function comparisonSummary(comparison: PropertyPerformance["comparison"]): ComparisonSummary {
  if (
    !comparison ||
    comparison.this_per_bedroom === null ||
    comparison.area_median_per_bedroom === null ||
    comparison.area_median_per_bedroom <= 0
  ) {
    return { kind: "none", text: NOT_ENOUGH_COMPARABLE };
  }
  const mine = comparison.this_per_bedroom;
  const median = comparison.area_median_per_bedroom;
  const n = comparison.area_listings;
  const text = `${formatPounds(mine)} per bedroom vs ${formatPounds(median)} median in ${areaName(comparison.area)} across ${n} live ${n === 1 ? "listing" : "listings"}`;
  const percent = Math.round((Math.abs(mine - median) / median) * 100);
  const direction = percent === 0 ? "level" : mine > median ? "above" : "below";
  const verdict =
    direction === "level" ? "In line with the area median" : `${percent}% ${direction} the area median`;
  return {
    kind: "compared",
    text,
    thisPerBedroom: formatPounds(mine),
    median: formatPounds(median),
    percent,
    direction,
    verdict,
  };
}

/** One sentence for screen readers describing the chart's data. */
export function chartSummary(daily: readonly DayViews[]): string {
  if (daily.length === 0) return "No data yet.";
  const total = daily.reduce((s, d) => s + d.views, 0);
  const best = daily.reduce((a, b) => (b.views > a.views ? b : a));
  const range = `${longDay(daily[0].day)} to ${longDay(daily[daily.length - 1].day)}`;
  if (total === 0) return `No views from ${range}.`;
  return `${total} ${total === 1 ? "view" : "views"} from ${range}. Busiest day: ${longDay(best.day)} with ${best.views}.`;
}
