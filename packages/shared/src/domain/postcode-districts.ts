// Greater Manchester postcode district centres: where the listing wizard drops the pin
// before the landlord moves it, when no exact postcode centre has been imported
// (`npm run import:postcodes`). APPROXIMATE: hand-placed at the middle of each district's
// populated part from the Royal Mail district maps, good to about a kilometre — a starting point
// for the pin, never shown as a listing's location. No data set can be downloaded to check them
// further; an operator who needs better loads the ONS Postcode Directory.

import type { LatLng } from "./geo.ts";

export const POSTCODE_DISTRICT_CENTRES: Readonly<Record<string, LatLng>> = {
  // Manchester and Salford: the districts the demo listings use, and their neighbours.
  M1: { lat: 53.4775, lng: -2.2345 }, // Piccadilly, Oxford Road north
  M2: { lat: 53.4805, lng: -2.2445 }, // King Street, Albert Square
  M3: { lat: 53.4815, lng: -2.2515 }, // Deansgate, Spinningfields, Greengate
  M4: { lat: 53.485, lng: -2.2275 }, // Northern Quarter, Ancoats
  M5: { lat: 53.4795, lng: -2.279 }, // Ordsall, Salford Crescent, Peel Park
  M6: { lat: 53.4905, lng: -2.293 }, // Pendleton, Seedley, Weaste
  M7: { lat: 53.503, lng: -2.265 }, // Broughton, Kersal
  M8: { lat: 53.506, lng: -2.234 }, // Cheetham Hill, Crumpsall
  M9: { lat: 53.516, lng: -2.203 }, // Harpurhey, Blackley
  M11: { lat: 53.479, lng: -2.176 }, // Openshaw, Clayton
  M12: { lat: 53.463, lng: -2.201 }, // Ardwick, Longsight
  M13: { lat: 53.461, lng: -2.224 }, // Chorlton-on-Medlock, Victoria Park
  M14: { lat: 53.4475, lng: -2.226 }, // Fallowfield, Rusholme, Moss Side
  M15: { lat: 53.4665, lng: -2.25 }, // Hulme
  M16: { lat: 53.4555, lng: -2.27 }, // Whalley Range, Old Trafford
  M17: { lat: 53.466, lng: -2.315 }, // Trafford Park
  M18: { lat: 53.461, lng: -2.175 }, // Gorton
  M19: { lat: 53.439, lng: -2.193 }, // Levenshulme, Burnage
  M20: { lat: 53.42, lng: -2.233 }, // Didsbury, Withington
  M21: { lat: 53.441, lng: -2.279 }, // Chorlton
  M22: { lat: 53.39, lng: -2.255 }, // Northenden, Wythenshawe
  M23: { lat: 53.396, lng: -2.28 }, // Baguley
  M25: { lat: 53.529, lng: -2.284 }, // Prestwich
  M27: { lat: 53.511, lng: -2.345 }, // Swinton
  M30: { lat: 53.484, lng: -2.34 }, // Eccles
  M32: { lat: 53.448, lng: -2.31 }, // Stretford
  M33: { lat: 53.424, lng: -2.323 }, // Sale
  M40: { lat: 53.5, lng: -2.195 }, // Moston, Newton Heath, Miles Platting
  M41: { lat: 53.448, lng: -2.356 }, // Urmston
  M50: { lat: 53.472, lng: -2.296 }, // Salford Quays
  M90: { lat: 53.36, lng: -2.273 }, // Manchester Airport
  // The boroughs around: one or two districts each, for towns students commute from.
  SK1: { lat: 53.408, lng: -2.15 }, // Stockport centre
  SK4: { lat: 53.424, lng: -2.18 }, // Heaton Moor, Heaton Chapel
  SK8: { lat: 53.393, lng: -2.21 }, // Cheadle, Gatley
  OL1: { lat: 53.543, lng: -2.115 }, // Oldham centre
  BL1: { lat: 53.585, lng: -2.44 }, // Bolton centre
  WN1: { lat: 53.547, lng: -2.63 }, // Wigan centre
  WA14: { lat: 53.387, lng: -2.35 }, // Altrincham
};

/** "M14 6LT" or "m146lt" to "M14": the outward code, everything but the last three characters. */
export function postcodeDistrict(postcode: string): string | null {
  const compact = postcode.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/.test(compact)) return null;
  return compact.slice(0, -3);
}

/** The approximate centre of a postcode's district, or null outside the table. */
export function districtCentre(postcode: string): LatLng | null {
  const district = postcodeDistrict(postcode);
  if (district === null || !Object.hasOwn(POSTCODE_DISTRICT_CENTRES, district)) return null;
  return POSTCODE_DISTRICT_CENTRES[district];
}
