import { describe, expect, it } from "vitest";
import {
  advertFactsMissing,
  depositCap,
  type ListingForPublish,
  PUBLISH_DESCRIPTION_MIN,
  type PublishProblem,
  publishProblems,
} from "./listing.ts";

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
  deposit: 2500,
  description: "A bright four-bedroom terrace close to the Curry Mile.",
  available_from: "2027-07-01",
  photo_count: 3,
  facts: {
    council_tax_band: "B",
    council_tax_payer: "tenants",
    epc: "C",
    epc_certificate: "0123-4567-8901-2345-6789",
  },
};

describe("the deposit cap", () => {
  it("is five weeks' rent below £50,000 a year, six from it, rounded down to the pound", () => {
    // £2,200 a month: £26,400 a year, £507.69 a week.
    expect(depositCap(2200)).toEqual({ pounds: 2538, weeks: 5 });
    // £4,166 a month is £49,992 a year; £4,167 is £50,004.
    expect(depositCap(4166)).toEqual({ pounds: 4806, weeks: 5 });
    expect(depositCap(4167)).toEqual({ pounds: 5769, weeks: 6 });
  });

  it("stops a whole-home advert asking more, and says how much is allowed", () => {
    expect(publishProblems({ ...complete, deposit: 2538 })).toEqual([]);
    expect(publishProblems({ ...complete, deposit: 2539 })).toEqual([
      {
        field: "deposit",
        step: "rent",
        message: "The deposit can be at most £2,538, 5 weeks' rent (Tenant Fees Act 2019)",
      },
    ]);
  });
});

describe("what an advert must state (decision 056)", () => {
  const problemsOf = (changes: Partial<ListingForPublish>) =>
    publishProblems({ ...complete, ...changes }).map((p) => [p.field, p.step, p.message]);

  it("asks for the deposit, the council tax band and who pays it, and the EPC", () => {
    expect(problemsOf({ deposit: null, facts: {} })).toEqual([
      ["deposit", "rent", "Enter the deposit"],
      ["facts", "facts", "Choose the council tax band"],
      ["facts", "facts", "Say who pays the council tax"],
      ["facts", "facts", "Choose the EPC rating"],
    ]);
  });

  it("asks for a rating's certificate number, and an F or G rating's exemption", () => {
    expect(problemsOf({ facts: { ...complete.facts, epc_certificate: undefined } })).toEqual([
      ["facts", "facts", "Enter the EPC certificate number"],
    ]);
    expect(problemsOf({ facts: { ...complete.facts, epc: "F" } })).toEqual([
      [
        "facts",
        "facts",
        "A home rated F or G may be let only with an exemption: enter its PRS Exemptions Register reference",
      ],
    ]);
    expect(problemsOf({ facts: { ...complete.facts, epc: "G", epc_exemption: "PRSE-123456" } })).toEqual([]);
  });

  it("lets a room in an HMO go without an EPC, but never a whole home", () => {
    const noEpc = { council_tax_band: "B", council_tax_payer: "included", epc: "not_required" } as const;
    const rooms = { advert_type: "individual_rooms", rooms: [{ name: "Room 1", monthlyRent: 550 }] } as const;
    expect(problemsOf({ ...rooms, facts: noEpc })).toEqual([]);
    expect(problemsOf({ facts: noEpc })).toEqual([
      ["facts", "facts", "A home let whole needs its EPC rating: only a room in an HMO needs none"],
    ]);
    expect(problemsOf({ ...rooms, facts: { ...noEpc, epc: undefined } })).toEqual([
      ["facts", "facts", "Choose the EPC rating, or that none is needed for a room in an HMO"],
    ]);
  });

  it("keeps a live listing that predates these rules on the market while its owner completes them", () => {
    const before = { ...complete, deposit: null, facts: {} };
    expect(publishProblems(before, { advertFacts: false })).toEqual([]);
    expect(advertFactsMissing(before)).toBe(true);
    expect(advertFactsMissing(complete)).toBe(false);
    // What is wrong anyway still is.
    expect(publishProblems({ ...before, photo_count: 0 }, { advertFacts: false })).toHaveLength(1);
  });
});

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

describe("publishProblems, one rule at a time", () => {
  // Each row breaks exactly one thing in an otherwise complete listing: the review step must name
  // that field, link to the step that holds it and say what to do, and report nothing else.
  const single: [string, Partial<ListingForPublish>, Pick<PublishProblem, "field" | "step" | "message">][] = [
    [
      "a blank first address line",
      { address_line_1: "   " },
      { field: "address_line_1", step: "address", message: "Enter the first line of the address" },
    ],
    ["a blank town", { town: " \t" }, { field: "town", step: "address", message: "Enter the town or city" }],
    [
      "a blank postcode",
      { postcode: "  " },
      { field: "postcode", step: "address", message: "Enter the postcode" },
    ],
    ["no area", { area: null }, { field: "area", step: "address", message: "Choose the area" }],
    [
      "no property type",
      { property_type: null },
      { field: "property_type", step: "property", message: "Choose a property type" },
    ],
    [
      "an unknown number of bedrooms",
      { bedrooms: null },
      { field: "bedrooms", step: "property", message: "Enter the number of bedrooms" },
    ],
    [
      "an unknown number of bathrooms",
      { bathrooms: null },
      { field: "bathrooms", step: "property", message: "Enter the number of bathrooms" },
    ],
    [
      "no furnishing",
      { furnishing: null },
      { field: "furnishing", step: "property", message: "Choose the furnishing" },
    ],
    [
      "no monthly rent",
      { monthly_rent: null },
      { field: "monthly_rent", step: "rent", message: "Enter the monthly rent" },
    ],
    [
      "a monthly rent of £0",
      { monthly_rent: 0 },
      { field: "monthly_rent", step: "rent", message: "Enter the monthly rent" },
    ],
    [
      "no photo",
      { photo_count: 0 },
      { field: "photo_count", step: "photos", message: "Add at least one photo" },
    ],
    [
      "a description padded out with spaces",
      { description: ` ${"x".repeat(PUBLISH_DESCRIPTION_MIN - 1)}   ` },
      { field: "description", step: "details", message: "Write a description of at least 30 characters" },
    ],
    [
      "no availability date",
      { available_from: null },
      { field: "available_from", step: "details", message: "Choose when the property is available from" },
    ],
  ];

  it.each(single)("reports %s, and only that", (_, change, problem) => {
    expect(publishProblems({ ...complete, ...change })).toEqual([problem]);
  });

  it("accepts a description of exactly the minimum length", () => {
    expect(PUBLISH_DESCRIPTION_MIN).toBe(30);
    expect(publishProblems({ ...complete, description: "x".repeat(PUBLISH_DESCRIPTION_MIN) })).toEqual([]);
  });

  it("asks for a positive rent on every room of a room-by-room advert", () => {
    const rooms = { ...complete, advert_type: "individual_rooms" as const, monthly_rent: null };
    const rentProblem = { field: "rooms", step: "rent", message: "Enter a monthly rent for every room" };
    expect(publishProblems({ ...rooms, rooms: [{ name: "Room 1", monthlyRent: 0 }] })).toEqual([rentProblem]);
    expect(publishProblems({ ...rooms, rooms: [{ name: "Room 1", monthlyRent: null }] })).toEqual([
      rentProblem,
    ]);
    expect(publishProblems({ ...rooms, rooms: [] })).toEqual([
      { field: "rooms", step: "rent", message: "Add at least one room" },
    ]);
  });

  it("ignores the whole-property rent on a room-by-room advert and the rooms on a whole-property one", () => {
    expect(
      publishProblems({
        ...complete,
        advert_type: "individual_rooms",
        monthly_rent: 0,
        rooms: [{ name: "Room 1", monthlyRent: 450 }],
      }),
    ).toEqual([]);
    expect(publishProblems({ ...complete, rooms: [{ name: "Room 1", monthlyRent: null }] })).toEqual([]);
  });
});
