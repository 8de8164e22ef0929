import { describe, expect, it } from "vitest";
import { RATE_LIMIT_SCALE_MAX, RATE_LIMIT_SCALE_MIN, RATE_LIMITS, scaledPoints } from "./rate-limits.ts";

describe("rate limits", () => {
  it.each(Object.entries(RATE_LIMITS))("%s: an address gets at least ten users' worth", (_name, limit) => {
    // Rates compared without division, so 200/3600 against 10 x 20/3600 is exact.
    expect(limit.perAddress.points * limit.perUser.seconds).toBeGreaterThanOrEqual(
      10 * limit.perUser.points * limit.perAddress.seconds,
    );
    expect(limit.perUser.points).toBeGreaterThan(0);
    expect(limit.perUser.seconds).toBeGreaterThan(0);
  });

  it("stops a script at 100 requests a second in every category, even at the largest scale", () => {
    for (const limit of Object.values(RATE_LIMITS)) {
      expect(scaledPoints(limit.perUser, RATE_LIMIT_SCALE_MAX)).toBeLessThan(limit.perUser.seconds * 100);
    }
  });

  it("scales figures but never below one request per window", () => {
    expect(scaledPoints({ points: 30, seconds: 60 }, 2)).toBe(60);
    expect(scaledPoints({ points: 5, seconds: 60 }, RATE_LIMIT_SCALE_MIN)).toBe(1);
  });
});
