import { describe, expect, it } from "vitest";
import { SEARCH_TOTAL_CAP, searchTotalFigure } from "./search-total.ts";

describe("searchTotalFigure", () => {
  it("shows an exact count with thousands separators, as UK pages write them", () => {
    expect(searchTotalFigure(0)).toBe("0");
    expect(searchTotalFigure(24)).toBe("24");
    expect(searchTotalFigure(SEARCH_TOTAL_CAP)).toBe("1,000");
    expect(searchTotalFigure(12_345)).toBe("12,345");
  });

  it("shows a count that stopped one past the cap as more than the cap", () => {
    expect(searchTotalFigure(SEARCH_TOTAL_CAP + 1)).toBe("1,000+");
  });

  it("shows an exact total past the cap as itself, not as capped", () => {
    expect(searchTotalFigure(SEARCH_TOTAL_CAP + 2)).toBe("1,002");
  });
});
