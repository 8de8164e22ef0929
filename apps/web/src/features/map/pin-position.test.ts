import { distanceMetres } from "@roost/shared/domain/geo.ts";
import { POSTCODE_DISTRICT_CENTRES } from "@roost/shared/domain/postcode-districts.ts";
import { describe, expect, it } from "vitest";
import { nudge, PIN_STEP_METRES, pinStart } from "./pin-position.ts";

describe("the wizard's pin", () => {
  it("starts at the postcode district's centre, and at the landlord's own pin once there is one", () => {
    expect(pinStart("m14 6hr", null, null)).toEqual({
      kind: "district",
      district: "M14",
      at: POSTCODE_DISTRICT_CENTRES.M14,
    });
    expect(pinStart("M14 6HR", 53.45, -2.22)).toEqual({ kind: "placed", at: { lat: 53.45, lng: -2.22 } });
    expect(pinStart("", null, null)).toEqual({ kind: "none" });
    expect(pinStart("SW1A 1AA", null, null)).toEqual({ kind: "none" });
  });

  it("moves one step (about a house's width) per arrow, in the direction pressed", () => {
    const at = { lat: 53.4475, lng: -2.226 };
    for (const direction of ["north", "south", "east", "west"] as const) {
      const moved = nudge(at, direction);
      expect(distanceMetres(at, moved)).toBeCloseTo(PIN_STEP_METRES, 0);
    }
    expect(nudge(at, "north").lat).toBeGreaterThan(at.lat);
    expect(nudge(at, "west").lng).toBeLessThan(at.lng);
    expect(nudge(nudge(at, "east"), "west")).toEqual(at);
  });
});
