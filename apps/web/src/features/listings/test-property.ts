// A listing as GET /api/properties/:id returns it, for the wizard's unit tests: a draft at the
// rent step with address and property details filled in; and a room-by-room listing with every
// field filled in, as the wizard's form, for the form tests.

import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";
import { formFromProperty, type ListingForm } from "./listing-form.ts";

export const testProperty = (over: Partial<PropertyDetail> = {}): PropertyDetail => ({
  id: "p1",
  address_line_1: "5 Ladybarn Lane",
  town: "Manchester",
  postcode: "M14 6WN",
  area: "fallowfield",
  bedrooms: 3,
  bathrooms: 1,
  parking: false,
  property_type: "terraced-house",
  furnishing: null,
  advert_type: "whole_property",
  monthly_rent: null,
  rooms: [],
  bills_included: false,
  status: "draft",
  cover_url: null,
  photo_count: 0,
  published_at: null,
  description: "",
  deposit: null,
  available_from: null,
  move_in_from: null,
  latitude: null,
  longitude: null,
  photos: [],
  owner: {
    user_id: "u1",
    display_name: "James",
    avatar_url: null,
    member_since: "Member since January 2024",
  },
  is_owner: true,
  draft_step: 2,
  expires_at: null,
  created_at: "2025-01-01T00:00:00Z",
  ...over,
});

/** A house let room by room with every field filled in (its description is too short to publish). */
export const roomsProperty = (): PropertyDetail =>
  testProperty({
    address_line_1: "12 Wilmslow Road",
    postcode: "M14 6HR",
    bedrooms: 4,
    bathrooms: 2,
    parking: true,
    furnishing: "furnished",
    advert_type: "individual_rooms",
    rooms: [{ name: "Front double", monthlyRent: 650, ensuite: true, availableFrom: "2025-09-01" }],
    bills_included: true,
    description: "A lovely house",
    deposit: 500,
    available_from: "2025-09-01",
  });

/** roomsProperty as the wizard's form, with some fields changed. */
export const filledForm = (over: Partial<ListingForm> = {}): ListingForm => ({
  ...formFromProperty(roomsProperty()),
  ...over,
});
