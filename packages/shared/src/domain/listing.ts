/** Minimum description length for a published listing: enough to say something useful. */
export const PUBLISH_DESCRIPTION_MIN = 30;

export interface ListingForPublish {
  address_line_1: string;
  town: string;
  postcode: string;
  area: string | null;
  property_type: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  furnishing: string | null;
  advert_type: "whole_property" | "individual_rooms";
  monthly_rent: number | null;
  rooms: readonly { name: string; monthlyRent: number | null }[];
  description: string;
  available_from: string | null;
  photo_count: number;
}

export interface PublishProblem {
  field: keyof ListingForPublish;
  /** The wizard step that holds the field, so the review step can link straight to it. */
  step: "address" | "property" | "rent" | "photos" | "details";
  message: string;
}

/**
 * What stops a draft from being published. The wizard's review step lists these and the server
 * refuses to publish while any remain, so both apply exactly the same rules.
 */
export function publishProblems(l: ListingForPublish): PublishProblem[] {
  const problems: PublishProblem[] = [];
  const need = (
    ok: boolean,
    field: PublishProblem["field"],
    step: PublishProblem["step"],
    message: string,
  ) => {
    if (!ok) problems.push({ field, step, message });
  };
  need(l.address_line_1.trim() !== "", "address_line_1", "address", "Enter the first line of the address");
  need(l.town.trim() !== "", "town", "address", "Enter the town or city");
  need(l.postcode.trim() !== "", "postcode", "address", "Enter the postcode");
  need(Boolean(l.area), "area", "address", "Choose the area");
  need(Boolean(l.property_type), "property_type", "property", "Choose a property type");
  need(l.bedrooms !== null, "bedrooms", "property", "Enter the number of bedrooms");
  need(l.bathrooms !== null, "bathrooms", "property", "Enter the number of bathrooms");
  need(Boolean(l.furnishing), "furnishing", "property", "Choose the furnishing");
  if (l.advert_type === "whole_property") {
    need(l.monthly_rent !== null && l.monthly_rent > 0, "monthly_rent", "rent", "Enter the monthly rent");
  } else {
    need(l.rooms.length > 0, "rooms", "rent", "Add at least one room");
    need(
      l.rooms.length === 0 || l.rooms.every((r) => r.monthlyRent !== null && r.monthlyRent > 0),
      "rooms",
      "rent",
      "Enter a monthly rent for every room",
    );
  }
  need(l.photo_count > 0, "photo_count", "photos", "Add at least one photo");
  need(
    l.description.trim().length >= PUBLISH_DESCRIPTION_MIN,
    "description",
    "details",
    `Write a description of at least ${PUBLISH_DESCRIPTION_MIN} characters`,
  );
  need(Boolean(l.available_from), "available_from", "details", "Choose when the property is available from");
  return problems;
}
