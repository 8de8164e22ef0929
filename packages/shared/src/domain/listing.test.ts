import { describe, expect, it } from "vitest";
import { type ListingForPublish, publishProblems } from "./listing.ts";

const complete: ListingForPublish = {
  address_line_1: "12 Ladybarn Lane",
  town: "Manchester",
  postcode: "M14 6WL",
  area: "fallowfield",
  property_type: "terraced-house",
  bedrooms: 4,
  bathrooms: 2,
  furnishing: "furnished",
  advert_type: "whole_property",
  monthly_rent: 2200,
  rooms: [],
  description: "A bright four-bedroom terrace close to the Curry Mile.",
  available_from: "2027-07-01",
  photo_count: 3,
};

describe("publishProblems", () => {
  it("finds nothing wrong with a complete whole-property listing", () => {
    expect(publishProblems(complete)).toEqual([]);
  });

  it("lists every missing field with the step that holds it", () => {
    const problems = publishProblems({
      ...complete,
      address_line_1: " ",
      area: null,
      monthly_rent: null,
      photo_count: 0,
      description: "Too short",
      available_from: null,
    });
    expect(problems.map((p) => [p.field, p.step])).toEqual([
      ["address_line_1", "address"],
      ["area", "address"],
      ["monthly_rent", "rent"],
      ["photo_count", "photos"],
      ["description", "details"],
      ["available_from", "details"],
    ]);
  });

  it("needs at least one room, each with a rent, for a room-by-room advert", () => {
    const rooms = { ...complete, advert_type: "individual_rooms" as const, monthly_rent: null };
    expect(publishProblems({ ...rooms, rooms: [] }).map((p) => p.message)).toEqual(["Add at least one room"]);
    expect(
      publishProblems({
        ...rooms,
        rooms: [
          { name: "Room 1", monthlyRent: 500 },
          { name: "Room 2", monthlyRent: null },
        ],
      }).map((p) => p.message),
    ).toEqual(["Enter a monthly rent for every room"]);
    expect(publishProblems({ ...rooms, rooms: [{ name: "Room 1", monthlyRent: 500 }] })).toEqual([]);
  });

  it("accepts zero bedrooms (a studio) but not an unknown number", () => {
    expect(publishProblems({ ...complete, bedrooms: 0 })).toEqual([]);
    expect(publishProblems({ ...complete, bedrooms: null }).map((p) => p.field)).toEqual(["bedrooms"]);
  });
});
