import { describe, expect, it } from "vitest";
import { RESPONSE_TIME_TEXTS, responseTimeOf } from "./landlord-trust.ts";
import { UI_TEXTS } from "./ui-texts.ts";

const measured = (medianMinutes: number | null, enquiries = 5) =>
  responseTimeOf({ medianMinutes, enquiries });

describe("responseTimeOf", () => {
  it("claims the spec's two hours only up to two hours", () => {
    expect(measured(0)).toBe("within_2_hours");
    expect(measured(120)).toBe("within_2_hours");
    expect(measured(121)).toBe("within_a_day");
    expect(RESPONSE_TIME_TEXTS.within_2_hours).toBe(UI_TEXTS.landlordResponseTime);
  });

  it("says a day up to 24 hours and a few days up to 3 days", () => {
    expect(measured(24 * 60)).toBe("within_a_day");
    expect(measured(24 * 60 + 1)).toBe("within_a_few_days");
    expect(measured(3 * 24 * 60)).toBe("within_a_few_days");
  });

  it("says nothing beyond three days", () => {
    expect(measured(3 * 24 * 60 + 1)).toBeNull();
    expect(measured(7 * 24 * 60)).toBeNull();
  });

  it("calls a landlord with fewer than three enquiries new, however quick", () => {
    expect(measured(5, 2)).toBe("new");
    expect(measured(null, 0)).toBe("new");
    expect(measured(5, 3)).toBe("within_2_hours");
  });
});
