// Where the wizard's pin is, and the keyboard's way of moving it (pure, tested).

import type { LatLng } from "@roost/shared/domain/geo.ts";
import { districtCentre, postcodeDistrict } from "@roost/shared/domain/postcode-districts.ts";
import { METRES_PER_DEGREE } from "@roost/shared/domain/public-location.ts";

export type PinStart =
  | { kind: "placed"; at: LatLng }
  | { kind: "district"; at: LatLng; district: string }
  | { kind: "none" };

/** The landlord's own pin when there is one, else the postcode district's (approximate) centre. */
export function pinStart(postcode: string, latitude: number | null, longitude: number | null): PinStart {
  if (latitude !== null && longitude !== null)
    return { kind: "placed", at: { lat: latitude, lng: longitude } };
  const at = districtCentre(postcode);
  const district = postcodeDistrict(postcode);
  return at && district ? { kind: "district", at, district } : { kind: "none" };
}

export const PIN_DIRECTIONS = ["north", "west", "east", "south"] as const;
export type PinDirection = (typeof PIN_DIRECTIONS)[number];

/** One arrow press: about a house's width. */
export const PIN_STEP_METRES = 15;

/** The point `metres` away in `direction`, to 6 decimals (about 10 cm), as the API stores it. */
export function nudge(at: LatLng, direction: PinDirection, metres = PIN_STEP_METRES): LatLng {
  const dLat = metres / METRES_PER_DEGREE;
  const dLng = metres / (METRES_PER_DEGREE * Math.cos((at.lat * Math.PI) / 180));
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  switch (direction) {
    case "north":
      return { lat: round(at.lat + dLat), lng: at.lng };
    case "south":
      return { lat: round(at.lat - dLat), lng: at.lng };
    case "east":
      return { lat: at.lat, lng: round(at.lng + dLng) };
    case "west":
      return { lat: at.lat, lng: round(at.lng - dLng) };
  }
}
