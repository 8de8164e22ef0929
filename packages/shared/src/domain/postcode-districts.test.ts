import { describe, expect, it } from "vitest";
import { distanceMetres, isWithinListingBounds } from "./geo.ts";
import { districtCentre, POSTCODE_DISTRICT_CENTRES, postcodeDistrict } from "./postcode-districts.ts";

describe("postcodeDistrict", () => {
  it("takes the outward code whatever the spacing and case", () => {
    expect(postcodeDistrict("M14 6LT")).toBe("M14");
    expect(postcodeDistrict("m146lt")).toBe("M14");
    expect(postcodeDistrict(" M1  1AD ")).toBe("M1");
    expect(postcodeDistrict("WA14 1AB")).toBe("WA14");
    expect(postcodeDistrict("EC1A 1BB")).toBe("EC1A");
  });

  it("refuses what is not a postcode", () => {
    expect(postcodeDistrict("")).toBeNull();
    expect(postcodeDistrict("M14")).toBeNull();
    expect(postcodeDistrict("Manchester")).toBeNull();
    expect(postcodeDistrict("M14 6LTX")).toBeNull();
    expect(postcodeDistrict("XYZ1 6LT")).toBeNull();
  });
});

describe("districtCentre", () => {
  it("finds the centre of a known district", () => {
    expect(districtCentre("M14 6LT")).toEqual(POSTCODE_DISTRICT_CENTRES.M14);
    expect(districtCentre("sk4 2aa")).toEqual(POSTCODE_DISTRICT_CENTRES.SK4);
  });

  it("has none outside the table, for non-postcodes or inherited names", () => {
    expect(districtCentre("EC1A 1BB")).toBeNull();
    expect(districtCentre("M99 1AA")).toBeNull();
    expect(districtCentre("not a postcode")).toBeNull();
    expect(Object.hasOwn(POSTCODE_DISTRICT_CENTRES, "toString")).toBe(false);
  });

  it("keeps every centre inside Greater Manchester", () => {
    for (const [district, centre] of Object.entries(POSTCODE_DISTRICT_CENTRES)) {
      expect(isWithinListingBounds(centre), district).toBe(true);
    }
  });

  it("keeps neighbours in the right order: M1 by the city centre, M20 south of M14, Salford west", () => {
    const { M1, M2, M14, M20, M5 } = POSTCODE_DISTRICT_CENTRES;
    expect(distanceMetres(M1, M2)).toBeLessThan(1500);
    expect(M20.lat).toBeLessThan(M14.lat);
    expect(M5.lng).toBeLessThan(M1.lng);
  });
});
