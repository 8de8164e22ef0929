// The form read as the listing it will become: what the publish checklist checks and the rents the
// review step prices, with half-typed numbers counted as missing.
import type { ListingForPublish } from "@roost/shared/domain/listing.ts";
import { type ListingForm, numberOrNull } from "./listing-form.ts";

const parsedNumber = (value: string): number | null => {
  const n = numberOrNull(value);
  return typeof n === "number" && Number.isFinite(n) ? n : null;
};

/** The form as publishProblems sees it, so the review checklist matches what the server will say. */
export function listingForPublish(form: ListingForm, photoCount: number): ListingForPublish {
  return {
    address_line_1: form.address_line_1,
    town: form.town,
    postcode: form.postcode,
    area: form.area || null,
    property_type: form.property_type || null,
    bedrooms: parsedNumber(form.bedrooms),
    bathrooms: parsedNumber(form.bathrooms),
    furnishing: form.furnishing || null,
    advert_type: form.advert_type,
    monthly_rent: parsedNumber(form.monthly_rent),
    rooms: form.rooms.map((r) => ({ name: r.name, monthlyRent: parsedNumber(r.monthlyRent) })),
    deposit: parsedNumber(form.deposit),
    description: form.description,
    available_from: form.available_from || null,
    photo_count: photoCount,
    facts: form.facts,
  };
}

/** Rents for priceDisplay, read from the form. */
export function priceInput(form: ListingForm) {
  return {
    advertType: form.advert_type,
    monthlyRent: parsedNumber(form.monthly_rent),
    rooms: form.rooms.map((r) => ({ monthlyRent: parsedNumber(r.monthlyRent) })),
  };
}
