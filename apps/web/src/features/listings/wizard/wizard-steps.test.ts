import { publishProblems } from "@roost/shared/domain/listing.ts";
import { describe, expect, it } from "vitest";
import { emptyForm } from "./listing-form.ts";
import { listingForPublish } from "./listing-form-summary.ts";
import {
  canVisitStep,
  clampStep,
  LAST_STEP,
  problemsByStep,
  REVIEW_STEP,
  STEP_FIELDS,
  stepForField,
  stepIndex,
  WIZARD_STEPS,
} from "./wizard-steps.ts";

describe("wizard steps", () => {
  it("runs address → property → rent → photos → details → facts → review", () => {
    expect(WIZARD_STEPS.map((s) => s.id)).toEqual([
      "address",
      "property",
      "rent",
      "photos",
      "details",
      "facts",
      "review",
    ]);
    expect(stepIndex("rent")).toBe(2);
    expect(REVIEW_STEP).toBe(LAST_STEP);
  });

  it("clamps a saved draft_step into the wizard", () => {
    expect(clampStep(3)).toBe(3);
    expect(clampStep(-1)).toBe(0);
    expect(clampStep(10)).toBe(LAST_STEP);
    expect(clampStep(2.7)).toBe(2);
    expect(clampStep(null)).toBe(0);
    expect(clampStep(Number.NaN)).toBe(0);
  });

  it("finds the step of a field, nested paths included", () => {
    expect(stepForField("postcode")).toBe("address");
    expect(stepForField("furnishing")).toBe("property");
    expect(stepForField("rooms.0.monthlyRent")).toBe("rent");
    expect(stepForField("rooms[2].name")).toBe("rent");
    expect(stepForField("photo_count")).toBe("photos");
    expect(stepForField("photos")).toBe("photos");
    expect(stepForField("available_from")).toBe("details");
    expect(stepForField("nonsense")).toBeNull();
    expect(stepForField(undefined)).toBeNull();
  });

  it("gives every publish problem a step that exists, with its field on that step", () => {
    const problems = publishProblems(listingForPublish({ ...emptyForm(), town: "" }, 0));
    for (const p of problems) {
      expect(stepIndex(p.step)).toBeGreaterThanOrEqual(0);
      expect(stepForField(p.field)).toBe(p.step);
    }
  });

  it("groups problems by step in wizard order", () => {
    const groups = problemsByStep([
      { field: "description", step: "details", message: "d" },
      { field: "postcode", step: "address", message: "a" },
      { field: "town", step: "address", message: "b" },
    ]);
    expect(groups.map((g) => g.step.id)).toEqual(["address", "details"]);
    expect(groups[0].problems.map((p) => p.message)).toEqual(["a", "b"]);
  });

  it("lets the stepper open only steps already reached", () => {
    expect(canVisitStep(0, 0)).toBe(true);
    expect(canVisitStep(2, 1)).toBe(false);
    expect(canVisitStep(2, 3)).toBe(true);
    expect(canVisitStep(LAST_STEP, 99)).toBe(true);
    expect(canVisitStep(-1, 3)).toBe(false);
  });

  it("puts every form field on exactly one step", () => {
    const all = Object.values(STEP_FIELDS).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});
