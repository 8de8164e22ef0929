// A room-by-room listing with every field filled in, and it as the wizard's form, for the form tests.

import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";
import { testProperty } from "../../../test/test-property.ts";
import { formFromProperty, type ListingForm } from "./listing-form.ts";

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
    facts: {
      council_tax_band: "C",
      council_tax_payer: "included",
      epc: "D",
      epc_certificate: "0123-4567-8901-2345-6789",
      tenancy_type: "individual",
    },
  });

/** roomsProperty as the wizard's form, with some fields changed. */
export const filledForm = (over: Partial<ListingForm> = {}): ListingForm => ({
  ...formFromProperty(roomsProperty()),
  ...over,
});
