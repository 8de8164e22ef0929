import type { ListingFacts } from "@roost/shared/domain/listing-facts.ts";
import { createRng } from "./random.ts";

// Realistic key facts for every demo listing (decision 055): Manchester's council tax bands by the
// size of the home, ratings mostly C to E with a few exempt F ratings, licences on the larger
// shared houses, bills listed where the rent includes them. Drawn from a stream of their own,
// seeded by the address, so the rest of the demo data is the same with or without them.

interface FactsInput {
  addressLine1: string;
  postcode: string;
  bedrooms: number;
  advertType: "whole_property" | "individual_rooms";
  billsIncluded: boolean;
  isHouse: boolean;
}

/** A number from the text, so each listing's facts are its own and the same every run. */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

const digits = (rng: ReturnType<typeof createRng>, n: number) =>
  Array.from({ length: n }, () => rng.int(0, 9)).join("");

export function demoListingFacts(listing: FactsInput): ListingFacts {
  const rng = createRng(seedOf(`${listing.addressLine1} ${listing.postcode}`));
  const rooms = listing.advertType === "individual_rooms";
  const bandIndex = Math.min(
    7,
    Math.max(0, Math.floor(listing.bedrooms / 2) + (listing.isHouse ? 1 : 0) + rng.int(-1, 1)),
  );
  const facts: ListingFacts = {
    council_tax_band: (["A", "B", "C", "D", "E", "F", "G", "H"] as const)[bandIndex],
    council_tax_payer: rooms && listing.billsIncluded && rng.chance(0.5) ? "included" : "tenants",
    tenancy_type: rooms ? "individual" : "joint",
    pets: rng.chance(0.2) ? "considered" : "ask",
  };
  // A room in an HMO needs no certificate of its own; most rooms adverts still show the house's.
  if (rooms && rng.chance(0.3)) facts.epc = "not_required";
  else {
    facts.epc = rng.weighted([
      ["B", 1],
      ["C", 5],
      ["D", 8],
      ["E", 4],
      ["F", 1],
    ] as const);
    facts.epc_certificate = Array.from({ length: 5 }, () => digits(rng, 4)).join("-");
    if (facts.epc === "F") facts.epc_exemption = `PRSE-${digits(rng, 6)}`;
  }
  if (listing.isHouse && listing.bedrooms >= 5) {
    facts.hmo_licence = rng.chance(0.85) ? "licensed" : "applied";
    if (facts.hmo_licence === "licensed") {
      facts.hmo_licence_number = `HMO/${rng.int(2022, 2026)}/${digits(rng, 4)}`;
      facts.hmo_licence_expires = `${rng.int(2027, 2030)}-0${rng.int(1, 9)}-${rng.int(10, 28)}`;
    }
  } else if (listing.isHouse && listing.bedrooms >= 3) {
    facts.hmo_licence = "not_needed";
  }
  if (listing.billsIncluded) {
    facts.bills = rng.chance(0.6) ? ["gas", "electricity", "water", "broadband"] : ["water", "broadband"];
    if (rng.chance(0.4)) facts.bills_cap = 10 * rng.int(8, 20);
  }
  const access = [
    ...(!listing.isHouse && rng.chance(0.3) ? (["step_free_entrance"] as const) : []),
    ...(listing.isHouse && rng.chance(0.15) ? (["ground_floor_bedroom"] as const) : []),
  ];
  if (access.length) facts.accessibility = [...access];
  return facts;
}
