// "Fits my group" in the search API (decision 038). The URL carries generic
// numbers, never who is asking: the browser fills them in from the signed-in student's group, so a
// page or a cache entry for "group of 4, at most £520 each" is the same for everyone who asks it.
// Kept beside propertySearchQuery (properties.ts), which spreads these in.

import { z } from "zod";
import { GROUP_MAX_MEMBERS } from "../domain/constants.ts";

export const GROUP_SEARCH_TEXTS = {
  groupSizeNeeded: "Give the group's size to search by price per person",
} as const;

const blankAsMissing = (value: unknown) => (value === "" ? undefined : value);

export const groupSearchFilters = {
  /**
   * The group's size: only homes with a bedroom for everyone (room adverts: a priced room each)
   * are listed, and per_person_max and sort=per_person use ceil(rent / group_size) per person
   * (room adverts: the cheapest room), as perPersonRent of domain/housemate-prices.ts.
   */
  group_size: z.preprocess(blankAsMissing, z.coerce.number().int().min(1).max(GROUP_MAX_MEMBERS)).optional(),
  /** The most each member pays (the lowest of the group's known budgets). Needs group_size. */
  per_person_max: z.preprocess(blankAsMissing, z.coerce.number().int().min(0).max(50_000)).optional(),
};
