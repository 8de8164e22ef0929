import { distanceMetres } from "@roost/shared/domain/geo.ts";
import { districtCentre } from "@roost/shared/domain/postcode-districts.ts";
import { describe, expect, it } from "vitest";
import { AREAS } from "./areas.ts";

// The hand-made district table (decision 036) covers every postcode the demo listings use, and
// each centre is near the area the demo puts those streets in: a wizard pin starting there is in
// the right part of town (a district spans a few kilometres: M20 runs from Withington to Didsbury).
describe("postcode district centres for the demo areas", () => {
  it("has a centre within 3 km of the area for every street's postcode", () => {
    for (const area of Object.values(AREAS)) {
      for (const [street, sector] of area.streets) {
        const centre = districtCentre(`${sector}AA`);
        expect(centre, `${street}, ${sector}`).not.toBeNull();
        if (centre) expect(distanceMetres(centre, area), `${street}, ${sector}`).toBeLessThan(3000);
      }
    }
  });
});
