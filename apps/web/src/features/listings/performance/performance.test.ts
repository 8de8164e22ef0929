import { describe, expect, it } from "vitest";
import {
  areaName,
  chartLayout,
  chartSummary,
  comparisonSummary,
  longDay,
  NOT_ENOUGH_COMPARABLE,
  niceScale,
  shortDay,
} from "./performance.ts";

const days = (views: number[]) =>
  views.map((v, i) => ({ day: `2025-06-${String(i + 1).padStart(2, "0")}`, views: v }));

describe("chart scale", () => {
  it("rounds the top of the axis to a friendly number", () => {
    expect(niceScale(0)).toEqual({ top: 4, step: 1 });
    expect(niceScale(3)).toEqual({ top: 4, step: 1 });
    expect(niceScale(7)).toEqual({ top: 8, step: 2 });
    expect(niceScale(37)).toEqual({ top: 40, step: 10 });
    expect(niceScale(120)).toEqual({ top: 150, step: 50 });
  });
});

describe("chart layout", () => {
  it("scales bars to the busiest day and keeps them inside the plot", () => {
    const layout = chartLayout(days([0, 5, 10, 20]), 400, 200);
    const [zero, five, , twenty] = layout.bars;
    expect(zero.height).toBe(0);
    expect(twenty.height).toBeCloseTo(layout.plot.bottom - layout.plot.top);
    expect(five.height).toBeCloseTo(twenty.height / 4);
    for (const b of layout.bars) {
      expect(b.x).toBeGreaterThanOrEqual(layout.plot.left);
      expect(b.x + b.width).toBeLessThanOrEqual(layout.plot.right + 0.001);
    }
    expect(layout.yTicks.map((t) => t.value)).toEqual([0, 5, 10, 15, 20]);
  });

  it("shows a day with one view as a visible bar", () => {
    const layout = chartLayout(days([1, 400]), 300, 200);
    expect(layout.bars[0].height).toBeGreaterThanOrEqual(2);
  });

  it("labels dates sparsely on narrow screens, always including the latest day", () => {
    const thirty = days(Array.from({ length: 30 }, (_, i) => i));
    const narrow = chartLayout(thirty, 340, 200);
    const wide = chartLayout(thirty, 1000, 200);
    expect(narrow.xLabels.length).toBeLessThanOrEqual(6);
    expect(wide.xLabels.length).toBeGreaterThan(narrow.xLabels.length);
    expect(narrow.xLabels.at(-1)?.day).toBe("2025-06-30");
    expect(narrow.xLabels.at(-1)?.anchor).toBe("end");
    expect(narrow.xLabels.at(-1)?.x).toBeLessThanOrEqual(narrow.plot.right);
    const gaps = narrow.xLabels.slice(1).map((l, i) => l.x - narrow.xLabels[i].x);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(50);
  });

  it("formats days in en-GB", () => {
    expect(shortDay("2025-06-03")).toBe("3 Jun");
    expect(shortDay("garbage")).toBe("garbage");
    expect(longDay("2025-06-03")).toBe("Tue 3 June");
  });

  it("describes the data for screen readers", () => {
    expect(chartSummary(days([0, 0]))).toMatch(/^No views/);
    expect(chartSummary(days([1, 4, 2]))).toMatch(/^7 views .* Busiest day: Mon 2 June with 4\.$/);
  });
});

describe("rent comparison", () => {
  it("compares rent per bedroom with the area median", () => {
    const s = comparisonSummary({
      area: "fallowfield",
      this_per_bedroom: 690,
      area_median_per_bedroom: 600,
      area_listings: 14,
    });
    expect(s.text).toBe("£690 per bedroom vs £600 median in Fallowfield across 14 live listings");
    expect(s.kind === "compared" && s.verdict).toBe("15% above the area median");
  });

  it("says below, level and handles one listing", () => {
    const below = comparisonSummary({
      area: "hulme",
      this_per_bedroom: 450,
      area_median_per_bedroom: 500,
      area_listings: 1,
    });
    expect(below.text).toContain("in Hulme across 1 live listing");
    expect(below.kind === "compared" && below.verdict).toBe("10% below the area median");
    const level = comparisonSummary({
      area: "hulme",
      this_per_bedroom: 500,
      area_median_per_bedroom: 500,
      area_listings: 3,
    });
    expect(level.kind === "compared" && level.verdict).toBe("In line with the area median");
  });

  it("says when there is nothing to compare with", () => {
    expect(comparisonSummary(null)).toEqual({ kind: "none", text: NOT_ENOUGH_COMPARABLE });
    expect(
      comparisonSummary({
        area: "hulme",
        this_per_bedroom: 500,
        area_median_per_bedroom: null,
        area_listings: 0,
      }).kind,
    ).toBe("none");
    expect(
      comparisonSummary({
        area: "hulme",
        this_per_bedroom: null,
        area_median_per_bedroom: 500,
        area_listings: 9,
      }).kind,
    ).toBe("none");
  });

  it("names areas from their slug", () => {
    expect(areaName("victoria-park")).toBe("Victoria Park");
    expect(areaName("somewhere-else")).toBe("somewhere else");
  });
});
