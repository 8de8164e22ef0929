import { describe, expect, it } from "vitest";
import {
  budgetBand,
  budgetBandLabel,
  budgetBandOptions,
  GROUP_BUDGET_BANDS,
  matchesBudgetBand,
  ROOMMATE_BUDGET_BANDS,
} from "./budget-bands.ts";

describe("group budget bands", () => {
  it("puts the boundaries on the right side", () => {
    expect(budgetBand(0, GROUP_BUDGET_BANDS)).toBe("low");
    expect(budgetBand(600, GROUP_BUDGET_BANDS)).toBe("low");
    expect(budgetBand(601, GROUP_BUDGET_BANDS)).toBe("medium");
    expect(budgetBand(600.5, GROUP_BUDGET_BANDS)).toBe("medium");
    expect(budgetBand(1000, GROUP_BUDGET_BANDS)).toBe("medium");
    expect(budgetBand(1001, GROUP_BUDGET_BANDS)).toBe("high");
  });

  it("has no band without a budget", () => {
    expect(budgetBand(null, GROUP_BUDGET_BANDS)).toBeNull();
    expect(budgetBand(undefined, GROUP_BUDGET_BANDS)).toBeNull();
    expect(budgetBand(Number.NaN, GROUP_BUDGET_BANDS)).toBeNull();
  });

  it("labels the bands", () => {
    expect(budgetBandOptions(GROUP_BUDGET_BANDS)).toEqual([
      { value: "low", label: "Up to £600" },
      { value: "medium", label: "£600–£1,000" },
      { value: "high", label: "Over £1,000" },
    ]);
  });
});

describe("roommate budget bands", () => {
  it("uses 500 as the low ceiling", () => {
    expect(budgetBand(500, ROOMMATE_BUDGET_BANDS)).toBe("low");
    expect(budgetBand(501, ROOMMATE_BUDGET_BANDS)).toBe("medium");
    expect(budgetBand(550, GROUP_BUDGET_BANDS)).toBe("low");
    expect(budgetBand(1000, ROOMMATE_BUDGET_BANDS)).toBe("medium");
    expect(budgetBand(1200, ROOMMATE_BUDGET_BANDS)).toBe("high");
  });

  it("labels the low band with its own ceiling", () => {
    expect(budgetBandLabel("low", ROOMMATE_BUDGET_BANDS)).toBe("Up to £500");
    expect(budgetBandLabel("medium", ROOMMATE_BUDGET_BANDS)).toBe("£500–£1,000");
  });
});

describe("matchesBudgetBand", () => {
  it("keeps everything for 'all'", () => {
    expect(matchesBudgetBand(null, "all", GROUP_BUDGET_BANDS)).toBe(true);
    expect(matchesBudgetBand(5000, "all", GROUP_BUDGET_BANDS)).toBe(true);
  });

  it("keeps only entries in the chosen band", () => {
    expect(matchesBudgetBand(700, "medium", GROUP_BUDGET_BANDS)).toBe(true);
    expect(matchesBudgetBand(700, "low", GROUP_BUDGET_BANDS)).toBe(false);
    expect(matchesBudgetBand(null, "low", GROUP_BUDGET_BANDS)).toBe(false);
  });
});
