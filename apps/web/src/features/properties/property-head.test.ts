import { describe, expect, it } from "vitest";
import { testProperty } from "../../test/test-property.ts";
import { propertyHead } from "./property-head.ts";

const accommodation = (over: Parameters<typeof testProperty>[0]) => {
  const offer = propertyHead(testProperty({ status: "published", ...over })).jsonLd?.[0] as {
    itemOffered: Record<string, unknown>;
  };
  return offer.itemOffered;
};

describe("the property page's JSON-LD", () => {
  it("carries the rooms, pets and features schema.org has properties for", () => {
    expect(
      accommodation({
        bedrooms: 4,
        bills_included: true,
        parking: true,
        facts: { pets: "considered", accessibility: ["step_free_entrance", "accessible_bathroom"] },
      }),
    ).toMatchObject({
      numberOfRooms: 4,
      petsAllowed: true,
      amenityFeature: [
        { "@type": "LocationFeatureSpecification", name: "Bills included", value: true },
        { "@type": "LocationFeatureSpecification", name: "Parking", value: true },
        { "@type": "LocationFeatureSpecification", name: "Step-free entrance", value: true },
        { "@type": "LocationFeatureSpecification", name: "Accessible bathroom", value: true },
      ],
    });
  });

  it("counts a rooms advert's rooms, and says 'Ask the landlord' rather than guess about pets", () => {
    const item = accommodation({
      advert_type: "individual_rooms",
      rooms: [
        { name: "Room 1", monthlyRent: 500 },
        { name: "Room 2", monthlyRent: 520 },
      ],
      facts: { pets: "ask" },
    });
    expect(item).toMatchObject({ numberOfRooms: 2, petsAllowed: "Ask the landlord" });
    expect(item).not.toHaveProperty("amenityFeature");
  });

  it("leaves out what the listing does not state", () => {
    const item = accommodation({ bedrooms: null, facts: {} });
    expect(item).not.toHaveProperty("numberOfRooms");
    expect(item).not.toHaveProperty("petsAllowed");
  });
});
