import { describe, expect, it } from "vitest";
import { CAMPUS_SLUGS, CAMPUSES, campusBySlug, campusLabel, campusOfUniversity } from "./campuses.ts";
import { UNIVERSITIES } from "./constants.ts";
import { distanceMetres } from "./geo.ts";

describe("campuses", () => {
  it("has one campus per §9 university, with unique slugs", () => {
    expect(CAMPUSES.map((c) => c.university)).toEqual([...UNIVERSITIES]);
    expect(new Set(CAMPUS_SLUGS).size).toBe(CAMPUSES.length);
  });

  it("places them where they are: the two city campuses 500 m apart, Peel Park 2–3 km west", () => {
    const [uom, mmu, salford] = CAMPUSES;
    expect(distanceMetres(uom, mmu)).toBeGreaterThan(400);
    expect(distanceMetres(uom, mmu)).toBeLessThan(700);
    expect(distanceMetres(uom, salford)).toBeGreaterThan(2500);
    expect(distanceMetres(uom, salford)).toBeLessThan(3500);
    expect(salford.lng).toBeLessThan(uom.lng);
  });

  it("puts Oxford Road within 3 km of Fallowfield, the student area south of it", () => {
    const [uom] = CAMPUSES;
    expect(distanceMetres(uom, { lat: 53.4432, lng: -2.2205 })).toBeLessThan(3000);
  });

  it("finds a campus by slug and by a profile's university, loosely", () => {
    expect(campusBySlug("mmu")?.name).toBe("All Saints");
    expect(campusBySlug("MMU")).toBeUndefined();
    expect(campusBySlug(null)).toBeUndefined();
    expect(campusOfUniversity(" salford university ")?.slug).toBe("salford");
    expect(campusOfUniversity("Other")).toBeUndefined();
    expect(campusOfUniversity("")).toBeUndefined();
    expect(campusOfUniversity(undefined)).toBeUndefined();
  });

  it("labels a campus with its university", () => {
    expect(campusLabel(CAMPUSES[0])).toBe("University of Manchester (Oxford Road)");
  });
});
