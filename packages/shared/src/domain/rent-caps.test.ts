import { describe, expect, it } from "vitest";
import { depositCapOfAnnualRent, weeksOfRent } from "./rent-caps.ts";

describe("the Tenant Fees Act caps", () => {
  it("are weeks of the annual rent ÷ 52, rounded down so the cap is never exceeded by pence", () => {
    // £1,950 a month: £23,400 a year, £450 a week.
    expect(weeksOfRent(23_400, 1)).toBe(450);
    // £1,000 a month: £12,000 a year, £230.77 a week.
    expect(weeksOfRent(12_000, 1)).toBe(230);
    expect(weeksOfRent(12_000, 5)).toBe(1153);
  });

  it("allow a deposit of five weeks' rent below £50,000 a year", () => {
    expect(depositCapOfAnnualRent(23_400)).toEqual({ pounds: 2250, weeks: 5 });
    expect(depositCapOfAnnualRent(49_999)).toEqual({ pounds: 4807, weeks: 5 });
  });

  it("allow six weeks' rent from £50,000 a year", () => {
    expect(depositCapOfAnnualRent(50_000)).toEqual({ pounds: 5769, weeks: 6 });
    expect(depositCapOfAnnualRent(60_000)).toEqual({ pounds: 6923, weeks: 6 });
  });
});
