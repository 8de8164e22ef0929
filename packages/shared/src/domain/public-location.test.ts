import { describe, expect, it } from "vitest";
import { distanceMetres } from "./geo.ts";
import {
  METRES_PER_DEGREE,
  offsetFractions,
  PUBLIC_LOCATION,
  PUBLIC_LOCATION_RADIUS_M,
  publicLocation,
} from "./public-location.ts";

const pin = { lat: 53.4432, lng: -2.2205 };
const ids = [
  "00000000-0000-4000-8000-000000000000",
  "0f3c5a1e-9b2d-4c7e-8a61-ffffffffffff",
  "7d1e2c3b-4a59-4687-b7c8-d9e0f1a2b3c4",
  "a1b2c3d4-e5f6-4789-8abc-800000800000",
  "ffffffff-ffff-4fff-bfff-400000c00000",
];

describe("offsetFractions", () => {
  it("reads direction and reach from the uuid's last 12 hex digits", () => {
    expect(offsetFractions("a1b2c3d4-e5f6-4789-8abc-800000400000")).toEqual({ direction: 0.5, reach: 0.25 });
    expect(offsetFractions("a1b2c3d4-e5f6-4789-8abc-000000000000")).toEqual({ direction: 0, reach: 0 });
    expect(offsetFractions("A1B2C3D4-E5F6-4789-8ABC-FFFFFFFFFFFF").reach).toBeCloseTo(1, 6);
    expect(offsetFractions("A1B2C3D4-E5F6-4789-8ABC-FFFFFFFFFFFF").reach).toBeLessThan(1);
  });

  it("falls back to zero for digits that are not hex", () => {
    expect(offsetFractions("not-a-uuid")).toEqual({ direction: 0, reach: 0 });
  });
});

describe("the privacy circle", () => {
  it("moves every listing 60–150 m, and the circle around the public point holds the real pin", () => {
    for (const id of ids) {
      const shown = publicLocation(id, pin);
      const moved = distanceMetres(pin, shown);
      expect(moved, id).toBeGreaterThan(PUBLIC_LOCATION.minOffsetMetres - 10);
      expect(moved, id).toBeLessThan(PUBLIC_LOCATION.maxOffsetMetres + 10);
      expect(moved, id).toBeLessThan(PUBLIC_LOCATION_RADIUS_M);
    }
  });

  it("moves north for direction 0 at the shortest reach, south for direction 0.5 a quarter along", () => {
    const north = publicLocation("a1b2c3d4-e5f6-4789-8abc-000000000000", pin);
    expect(north.lng).toBe(pin.lng);
    expect(north.lat).toBeCloseTo(pin.lat + 60 / METRES_PER_DEGREE, 4);
    const south = publicLocation("a1b2c3d4-e5f6-4789-8abc-800000400000", pin);
    expect(south.lat).toBeCloseTo(pin.lat - 82.5 / METRES_PER_DEGREE, 4);
    expect(Math.abs(south.lng - pin.lng)).toBeLessThan(0.00006);
  });

  it("moves east for direction 0.25, scaling longitude by the latitude", () => {
    const east = publicLocation("a1b2c3d4-e5f6-4789-8abc-400000000000", pin);
    expect(Math.abs(east.lat - pin.lat)).toBeLessThan(0.00006);
    const metresPerLngDegree = METRES_PER_DEGREE * Math.cos((pin.lat * Math.PI) / 180);
    expect(east.lng).toBeCloseTo(pin.lng + 60 / metresPerLngDegree, 4);
    expect(distanceMetres(pin, east)).toBeCloseTo(60, -1);
  });

  it("is the same every time for a listing and differs between listings", () => {
    expect(publicLocation(ids[2], pin)).toEqual(publicLocation(ids[2], pin));
    const shown = new Set(ids.map((id) => JSON.stringify(publicLocation(id, pin))));
    expect(shown.size).toBe(ids.length);
  });

  it("keeps 4 decimals, so nothing finer than about 10 m is published", () => {
    for (const id of ids) {
      const { lat, lng } = publicLocation(id, pin);
      expect(Math.round(lat * 10_000) / 10_000).toBe(lat);
      expect(Math.round(lng * 10_000) / 10_000).toBe(lng);
    }
  });
});
