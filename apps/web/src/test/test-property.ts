// A listing as GET /api/properties/:id returns it, for unit tests across features: a draft at the
// rent step with the address and property details filled in.

import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";

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
  facts: {},
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
