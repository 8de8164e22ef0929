import { describe, expect, it } from "vitest";
import {
  distanceMetres,
  formatDistance,
  isWithinListingBounds,
  LISTING_BOUNDS,
  maxStraightLineMetres,
  TRAVEL_ESTIMATE,
  TRAVEL_TEXTS,
  travelEstimate,
  travelMinutes,
} from "./geo.ts";

const manchester = { lat: 53.4808, lng: -2.2426 };
const london = { lat: 51.5074, lng: -0.1278 };

describe("distanceMetres", () => {
  it("measures a degree of latitude and of longitude at the equator as about 111.2 km", () => {
    expect(distanceMetres({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195, -1);
    expect(distanceMetres({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(111_195, -1);
  });

  it("shrinks longitude with the cosine of the latitude", () => {
    const atManchester = distanceMetres({ lat: 53.48, lng: -2.24 }, { lat: 53.48, lng: -1.24 });
    expect(atManchester).toBeGreaterThan(66_000);
    expect(atManchester).toBeLessThan(66_300);
  });

  it("puts Manchester about 262 km from London, whichever way round", () => {
    expect(distanceMetres(manchester, london)).toBeGreaterThan(261_000);
    expect(distanceMetres(manchester, london)).toBeLessThan(263_000);
    expect(distanceMetres(london, manchester)).toBe(distanceMetres(manchester, london));
  });

  it("is zero from a point to itself and finite for antipodes", () => {
    expect(distanceMetres(manchester, manchester)).toBe(0);
    expect(distanceMetres({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6_371_008.8, 0);
  });
});

describe("travelMinutes", () => {
  it("walks 1 km of straight line in 1.3 km of streets at 4.8 km/h: 16.25 min, rounded up to 17", () => {
    expect(travelMinutes(1000, "walk")).toBe(17);
  });

  it("cycles the same kilometre at 15 km/h: 5.2 min, rounded up to 6", () => {
    expect(travelMinutes(1000, "cycle")).toBe(6);
  });

  it("is 0 only when already there and never less than 1 otherwise", () => {
    expect(travelMinutes(0, "walk")).toBe(0);
    expect(travelMinutes(1, "walk")).toBe(1);
    expect(travelMinutes(1, "cycle")).toBe(1);
  });

  it("does not round a whole number of minutes up to the next", () => {
    const exactlyTen = maxStraightLineMetres(10, "walk");
    expect(travelMinutes(exactlyTen, "walk")).toBe(10);
    expect(travelMinutes(exactlyTen + 1, "walk")).toBe(11);
  });

  it("documents its constants", () => {
    expect(TRAVEL_ESTIMATE).toEqual({ detourFactor: 1.3, walkKmPerHour: 4.8, cycleKmPerHour: 15 });
  });
});

describe("maxStraightLineMetres", () => {
  it("turns minutes back into the straight line the estimate allows", () => {
    expect(maxStraightLineMetres(13, "walk")).toBeCloseTo(800, 6);
    expect(maxStraightLineMetres(13, "cycle")).toBeCloseTo(2500, 6);
    expect(maxStraightLineMetres(0, "cycle")).toBe(0);
  });
});

describe("formatDistance", () => {
  it("keeps one decimal below 10 km and whole kilometres above", () => {
    expect(formatDistance(0)).toBe("0.0 km");
    expect(formatDistance(840)).toBe("0.8 km");
    expect(formatDistance(850)).toBe("0.9 km");
    expect(formatDistance(9940)).toBe("9.9 km");
    expect(formatDistance(9960)).toBe("10 km");
    expect(formatDistance(10_000)).toBe("10 km");
    expect(formatDistance(12_600)).toBe("13 km");
  });
});

describe("isWithinListingBounds", () => {
  it("takes Greater Manchester, edges included, and refuses elsewhere", () => {
    expect(isWithinListingBounds(manchester)).toBe(true);
    expect(isWithinListingBounds({ lat: LISTING_BOUNDS.south, lng: LISTING_BOUNDS.west })).toBe(true);
    expect(isWithinListingBounds({ lat: LISTING_BOUNDS.north, lng: LISTING_BOUNDS.east })).toBe(true);
    expect(isWithinListingBounds(london)).toBe(false);
    expect(isWithinListingBounds({ lat: LISTING_BOUNDS.south - 0.001, lng: -2.24 })).toBe(false);
    expect(isWithinListingBounds({ lat: LISTING_BOUNDS.north + 0.001, lng: -2.24 })).toBe(false);
    expect(isWithinListingBounds({ lat: 53.48, lng: LISTING_BOUNDS.west - 0.001 })).toBe(false);
    expect(isWithinListingBounds({ lat: 53.48, lng: LISTING_BOUNDS.east + 0.001 })).toBe(false);
  });
});

describe("travelEstimate and its texts", () => {
  it("gives distance and both times, and words them as an estimate", () => {
    const from = { lat: 53.4668, lng: -2.2339 };
    const to = { lat: 53.4668 + 1000 / 111_195.08, lng: -2.2339 };
    const estimate = travelEstimate(from, to);
    expect(estimate.metres).toBeCloseTo(1000, 0);
    expect(estimate.walkMinutes).toBe(17);
    expect(estimate.cycleMinutes).toBe(6);
    expect(TRAVEL_TEXTS.times(estimate)).toBe("about 17 min walk · 6 min cycle");
    expect(TRAVEL_TEXTS.line(estimate)).toBe("1.0 km · about 17 min walk · 6 min cycle");
    expect(TRAVEL_TEXTS.method).toContain("× 1.3");
  });
});
