import type { PropertyDraft } from "@roost/shared/contracts/properties.ts";
import { LISTING_LIFETIME_DAYS } from "@roost/shared/domain/constants.ts";
import { DAY_MS } from "@roost/shared/domain/durations.ts";
import {
  advertFactsMissing,
  type ListingForPublish,
  type PublishProblem,
  publishProblems,
} from "@roost/shared/domain/listing.ts";
import { effectiveMonthlyRent } from "@roost/shared/domain/price.ts";
import { areaBySlug } from "@roost/shared/domain/property.ts";
import type { PropertyRoom, properties } from "../../../db/schema.ts";
import { AppError, badRequest } from "../../../lib/errors.ts";
import type { PropertyRow } from "../property-access.ts";

// The listing rules the service applies on every write: how a draft payload maps onto columns,
// the derived rent_from, and "a live listing must stay publishable".

export type PropertyChanges = Partial<typeof properties.$inferInsert>;

/** A listing published at `now` stays on the market this long before the expiry job takes it down. */
export function expiryFrom(now: Date): Date {
  return new Date(now.getTime() + LISTING_LIFETIME_DAYS * DAY_MS);
}

/**
 * The draft payload as column values. Absent fields stay unchanged; null clears. The area must be
 * one of the known slugs, since search and the area pages filter on exactly that value.
 */
export function draftToColumns(input: PropertyDraft): PropertyChanges {
  const set: PropertyChanges = {};
  if (input.address_line_1 !== undefined) set.addressLine1 = input.address_line_1;
  if (input.town !== undefined) set.town = input.town;
  if (input.postcode !== undefined) set.postcode = input.postcode;
  if (input.area !== undefined) set.area = areaSlugOrNull(input.area);
  if (input.property_type !== undefined) set.propertyType = input.property_type;
  if (input.bedrooms !== undefined) set.bedrooms = input.bedrooms;
  if (input.bathrooms !== undefined) set.bathrooms = input.bathrooms;
  if (input.parking !== undefined) set.parking = input.parking;
  if (input.furnishing !== undefined) set.furnishing = input.furnishing;
  if (input.advert_type !== undefined) set.advertType = input.advert_type;
  if (input.monthly_rent !== undefined) set.monthlyRent = input.monthly_rent;
  if (input.rooms !== undefined) set.roomsData = input.rooms.map(toStoredRoom);
  if (input.bills_included !== undefined) set.billsIncluded = input.bills_included;
  if (input.deposit !== undefined) set.deposit = input.deposit;
  if (input.available_from !== undefined) set.availableFrom = input.available_from;
  if (input.facts !== undefined) set.facts = input.facts;
  if (input.description !== undefined) set.description = input.description;
  if (input.latitude !== undefined) set.latitude = input.latitude;
  if (input.longitude !== undefined) set.longitude = input.longitude;
  if (input.draft_step !== undefined) set.draftStep = input.draft_step;
  return set;
}

function areaSlugOrNull(value: string | null): string | null {
  if (value === null || value === "") return null;
  const area = areaBySlug(value);
  if (!area) throw badRequest("validation_failed", "Choose an area from the list", "area");
  return area.slug;
}

function toStoredRoom(room: NonNullable<PropertyDraft["rooms"]>[number]): PropertyRoom {
  return {
    name: room.name,
    monthlyRent: room.monthlyRent,
    ...(room.ensuite !== undefined ? { ensuite: room.ensuite } : {}),
    ...(room.availableFrom !== undefined ? { availableFrom: room.availableFrom } : {}),
  };
}

type RentInputs = Pick<PropertyRow, "advertType" | "monthlyRent" | "roomsData">;

/** rent_from is what search filters and sorts on: the rent, or the cheapest room (domain/price.ts). */
export function rentFromOf(row: RentInputs): number | null {
  return effectiveMonthlyRent({
    advertType: row.advertType,
    monthlyRent: row.monthlyRent,
    rooms: row.roomsData,
  });
}

export function toPublishInput(row: PropertyRow): ListingForPublish {
  return {
    address_line_1: row.addressLine1,
    town: row.town,
    postcode: row.postcode,
    area: row.area,
    property_type: row.propertyType,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    furnishing: row.furnishing,
    advert_type: row.advertType,
    monthly_rent: row.monthlyRent,
    rooms: row.roomsData,
    deposit: row.deposit,
    description: row.description,
    available_from: row.availableFrom,
    photo_count: row.photos.length,
    facts: row.facts,
  };
}

export function listingIncomplete(problem: PublishProblem): AppError {
  return new AppError(422, "listing_incomplete", problem.message, problem.field);
}

/**
 * Refuses with the first thing that stops `next` from being shown to tenants. `liveBefore` is the
 * listing as it is, when a live listing changes: one that is live without what an advert must
 * state (it went live before the rule) may still change while its owner completes it, and one
 * that states it all must keep doing so (decision 056).
 */
export function assertPublishable(next: PropertyRow, liveBefore?: PropertyRow): void {
  const grace = liveBefore !== undefined && advertFactsMissing(toPublishInput(liveBefore));
  const [first] = publishProblems(toPublishInput(next), { advertFacts: !grace });
  if (first) throw listingIncomplete(first);
}
