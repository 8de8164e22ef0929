import { describe, expect, it } from "vitest";
import { budgetsOverlap, COMPATIBILITY_WEIGHTS, compatibility, sharedItems } from "./compatibility.ts";

describe("compatibility", () => {
  it("scores nothing for empty profiles", () => {
    expect(compatibility({}, {})).toEqual({ score: 0, reasons: [] });
  });

  it("gives the maximum of 100 when every signal is saturated", () => {
    const p = {
      university: "University of Manchester",
      budget_min: 400,
      budget_max: 700,
      interests: ["a", "b", "c", "d", "e"],
      hobbies: ["x", "y", "z", "w"],
      preferred_locations: ["Fallowfield", "Withington", "Rusholme"],
    };
    const result = compatibility(p, p);
    expect(result.score).toBe(100);
    expect(result.reasons).toEqual([
      "Same university",
      "Budgets overlap",
      "5 shared interests",
      "4 shared hobbies",
      "3 shared locations",
    ]);
  });

  it("the weights' caps add up to 100", () => {
    const w = COMPATIBILITY_WEIGHTS;
    expect(
      w.sameUniversity + w.budgetsOverlap + w.sharedInterestsCap + w.sharedHobbiesCap + w.sharedLocationsCap,
    ).toBe(100);
  });

  it("compares university, tags and locations trimmed and case-insensitively", () => {
    const result = compatibility(
      { university: " manchester met ", interests: ["Music", "Films"], preferred_locations: ["fallowfield"] },
      { university: "Manchester Met", interests: ["music ", "Gaming"], preferred_locations: ["Fallowfield"] },
    );
    expect(result.reasons).toEqual(["Same university", "1 shared interest", "Both like Fallowfield"]);
    expect(result.score).toBe(30 + 5 + 5);
  });

  it("is symmetric", () => {
    const a = { university: "Salford University", budget_min: 300, interests: ["x", "y"], hobbies: ["h"] };
    const b = { university: "Salford University", budget_max: 350, interests: ["y"], hobbies: ["h", "i"] };
    expect(compatibility(a, b).score).toBe(compatibility(b, a).score);
  });

  it("needs the same university on both sides", () => {
    expect(compatibility({ university: "Manchester Met" }, {}).reasons).toEqual([]);
    expect(compatibility({}, { university: "Manchester Met" }).reasons).toEqual([]);
    expect(compatibility({ university: "Manchester Met" }, { university: "Salford University" })).toEqual({
      score: 0,
      reasons: [],
    });
  });

  it("caps each kind of shared tag on its own", () => {
    const hobbies = ["a", "b", "c", "d", "e"];
    expect(compatibility({ hobbies }, { hobbies })).toEqual({
      score: COMPATIBILITY_WEIGHTS.sharedHobbiesCap,
      reasons: ["5 shared hobbies"],
    });
    expect(compatibility({ hobbies: ["Climbing"] }, { hobbies: ["climbing"] })).toEqual({
      score: COMPATIBILITY_WEIGHTS.perSharedHobby,
      reasons: ["1 shared hobby"],
    });
  });

  it("ignores blank universities", () => {
    expect(compatibility({ university: " " }, { university: " " }).reasons).toEqual([]);
  });
});

describe("budgetsOverlap", () => {
  it("needs at least one end on both sides", () => {
    expect(budgetsOverlap({}, { budget_min: 100 })).toBe(false);
  });
  it("treats missing ends as open", () => {
    expect(budgetsOverlap({ budget_min: 900 }, { budget_max: 1000 })).toBe(true);
    expect(budgetsOverlap({ budget_min: 1100 }, { budget_max: 1000 })).toBe(false);
  });
  it("touching ranges overlap, disjoint ones do not", () => {
    expect(budgetsOverlap({ budget_min: 400, budget_max: 600 }, { budget_min: 600, budget_max: 800 })).toBe(
      true,
    );
    expect(budgetsOverlap({ budget_min: 400, budget_max: 599 }, { budget_min: 600, budget_max: 800 })).toBe(
      false,
    );
    // The same pairs seen from the other side.
    expect(budgetsOverlap({ budget_min: 600, budget_max: 800 }, { budget_min: 400, budget_max: 600 })).toBe(
      true,
    );
    expect(budgetsOverlap({ budget_min: 600, budget_max: 800 }, { budget_min: 400, budget_max: 599 })).toBe(
      false,
    );
  });
});

describe("sharedItems", () => {
  it("counts each shared item once and keeps the other side's spelling", () => {
    expect(sharedItems(["Music", "music"], [" MUSIC", "music", "Art"])).toEqual(["MUSIC"]);
  });
});
