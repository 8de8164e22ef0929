// The marketplace API's request and response shapes: the server validates with these schemas and
// the web app types its hooks with them, so both sides agree on every field (docs/architecture.md §3).

import { z } from "zod";
import { PROPERTY_PHOTOS_MAX } from "../domain/constants.ts";
import { LISTING_BOUNDS } from "../domain/geo.ts";
import { perWeek } from "../domain/housemate-prices.ts";
import { MOVE_IN_FORMAT_PROBLEM, parseMoveIn } from "../domain/move-in.ts";
import { ADVERT_TYPES, FURNISHING, PROPERTY_STATUSES, PROPERTY_TYPES } from "../domain/property.ts";
import { geoSearchFilters } from "./geo-search.ts";
import { groupSearchFilters } from "./group-search.ts";
import { LandlordTrustSchema } from "./landlord-trust.ts";
import { listingFacts } from "./listing-facts.ts";
import { ukPostcode } from "./validation.ts";

export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_PAGE_SIZE_MAX = 48;
export const DESCRIPTION_MIN_LENGTH = 30;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const ROOMS_MAX = 12;
export const RENT_MAX_POUNDS = 50_000;
/** The most a weekly figure per person can be: the highest rent, for one person. */
export const PER_PERSON_WEEKLY_MAX = perWeek(RENT_MAX_POUNDS);

/** Numbers arrive from inputs and query strings as text; blank means "not given". */
const toNumber = (value: unknown) => {
  if (value === "" || value === null || value === undefined) return undefined;
  if (typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return value;
};
const toBoolean = (value: unknown) => {
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  if (value === "") return undefined;
  return value;
};
const pounds = (label: string) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be in whole pounds`)
      .min(1, `${label} must be at least £1`)
      .max(RENT_MAX_POUNDS, `${label} is too large`),
  );
const count = (label: string, max: number) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(0, `${label} cannot be negative`)
      .max(max, `${label} must be at most ${max}`),
  );

/** A pin must be in Greater Manchester: anywhere else is a slip of the finger. */
const coordinate = (min: number, max: number) =>
  z
    .number({ error: "Place the pin on the map" })
    .min(min, "Place the pin in Greater Manchester")
    .max(max, "Place the pin in Greater Manchester");

export const roomInput = z.object({
  name: z.string().trim().min(1, "Give the room a name").max(60, "Room name must be at most 60 characters"),
  monthlyRent: pounds("Room rent").nullable(),
  ensuite: z.boolean().optional(),
  availableFrom: z.iso.date("Enter a valid date").nullable().optional(),
});
export type RoomInput = z.output<typeof roomInput>;

/**
 * A listing draft: every field optional, so the wizard can save after each step and nothing typed
 * is lost. Publishing checks completeness separately (see publishProblems in domain/listing.ts).
 */
export const propertyDraft = z.object({
  address_line_1: z.string().trim().max(200, "Address must be at most 200 characters").optional(),
  town: z.string().trim().max(100, "Town must be at most 100 characters").optional(),
  postcode: z.union([ukPostcode, z.literal("")]).optional(),
  area: z.string().trim().max(60).nullable().optional(),
  property_type: z.enum(PROPERTY_TYPES, { error: "Choose a property type" }).nullable().optional(),
  bedrooms: count("Bedrooms", 30).nullable().optional(),
  bathrooms: count("Bathrooms", 30).nullable().optional(),
  parking: z.preprocess(toBoolean, z.boolean()).optional(),
  furnishing: z.enum(FURNISHING, { error: "Choose the furnishing" }).nullable().optional(),
  advert_type: z.enum(ADVERT_TYPES, { error: "Choose how you let it" }).optional(),
  monthly_rent: pounds("Monthly rent").nullable().optional(),
  rooms: z.array(roomInput).max(ROOMS_MAX, `At most ${ROOMS_MAX} rooms`).optional(),
  bills_included: z.preprocess(toBoolean, z.boolean()).optional(),
  deposit: z
    .preprocess(toNumber, z.number().int("Deposit must be in whole pounds").min(0).max(RENT_MAX_POUNDS))
    .nullable()
    .optional(),
  available_from: z.iso.date("Enter a valid date").nullable().optional(),
  description: z
    .string()
    .trim()
    .max(DESCRIPTION_MAX_LENGTH, `At most ${DESCRIPTION_MAX_LENGTH} characters`)
    .optional(),
  /** The key facts (contracts/listing-facts.ts): sent whole, as the wizard's facts step holds them all. */
  facts: listingFacts.optional(),
  /** The landlord's pin (exact; only they see it). Without one, the postcode district's centre is used. */
  latitude: coordinate(LISTING_BOUNDS.south, LISTING_BOUNDS.north).nullable().optional(),
  longitude: coordinate(LISTING_BOUNDS.west, LISTING_BOUNDS.east).nullable().optional(),
  draft_step: z.number().int().min(0).max(10).optional(),
});
export type PropertyDraft = z.output<typeof propertyDraft>;

export const photoOrder = z.object({
  photo_ids: z.array(z.string().min(1)).max(PROPERTY_PHOTOS_MAX),
});

/** campus_time: nearest to `campus` first. */
export const SEARCH_SORTS = ["newest", "price_asc", "price_desc", "campus_time", "per_person"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Search filters, all in the URL (§ marketplace issue): the same names in the page URL and the API. */
export const propertySearchQuery = z.object({
  area: z.string().trim().max(60).optional(),
  q: z.string().trim().max(100).optional(),
  min_price: z.preprocess(toNumber, z.number().int().min(0).max(RENT_MAX_POUNDS)).optional(),
  max_price: z.preprocess(toNumber, z.number().int().min(0).max(RENT_MAX_POUNDS)).optional(),
  /** Minimum number of bedrooms ("2" means 2 or more). */
  bedrooms: z.preprocess(toNumber, z.number().int().min(0).max(30)).optional(),
  /** One type or several joined by commas. */
  property_type: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(",").filter(Boolean) : undefined))
    .pipe(z.array(z.enum(PROPERTY_TYPES)).optional()),
  furnishing: z.enum(FURNISHING).optional(),
  parking: z.preprocess(toBoolean, z.boolean()).optional(),
  bills_included: z.preprocess(toBoolean, z.boolean()).optional(),
  advert_type: z.enum(ADVERT_TYPES).optional(),
  /** Price per person per week, whole pounds (housemate-prices.ts's perPersonMonthly and perWeek). */
  min_pppw: z.preprocess(toNumber, z.number().int().min(0).max(PER_PERSON_WEEKLY_MAX)).optional(),
  max_pppw: z.preprocess(toNumber, z.number().int().min(0).max(PER_PERSON_WEEKLY_MAX)).optional(),
  /** "Move in from": a month ("2027-09") or an academic year ("2027/28"), move-in.ts. */
  move_in: z
    .string()
    .trim()
    .refine((value) => parseMoveIn(value) !== null, MOVE_IN_FORMAT_PROBLEM)
    .optional(),
  /** "Verified landlords only" (decision 058): only "true" filters. */
  verified_only: z.preprocess(toBoolean, z.boolean()).optional(),
  ...geoSearchFilters,
  ...groupSearchFilters,
  sort: z.enum(SEARCH_SORTS).default("newest"),
  cursor: z.string().max(200).optional(),
  limit: z.preprocess(toNumber, z.number().int().min(1).max(SEARCH_PAGE_SIZE_MAX)).default(SEARCH_PAGE_SIZE),
});
export type PropertySearchQuery = z.output<typeof propertySearchQuery>;

/**
 * The responsive copies a job makes of a photo after upload (decision 039): every size in every
 * format, at `${stem}-${width}.${format}`, and a 1200×630 JPEG share picture for link previews.
 * Absent until the job has run; the page then shows `large` and `card`.
 */
export const PhotoVariantsSchema = z.object({
  stem: z.string(),
  /** Ascending widths, each with its height (same proportions as the photo). */
  sizes: z.array(z.object({ width: z.number().int(), height: z.number().int() })),
  /** Most compact first: a <picture> offers them in this order. */
  formats: z.array(z.enum(["avif", "webp"])),
  share: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
});
export type PhotoVariants = z.infer<typeof PhotoVariantsSchema>;

export const PropertyPhotoSchema = z.object({
  id: z.string(),
  card: z.string(),
  large: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: PhotoVariantsSchema.optional(),
});
export type PropertyPhoto = z.infer<typeof PropertyPhotoSchema>;

/** A listing's photos after an upload, removal or reorder, in display order (the first is the cover). */
export const PropertyPhotosSchema = z.object({ photos: z.array(PropertyPhotoSchema) });
export type PropertyPhotos = z.infer<typeof PropertyPhotosSchema>;
/** The listing's floorplan after an upload or a removal. */
export const FloorplanSchema = z.object({ floorplan: PropertyPhotoSchema.nullable() });
/** One upload's answer: the new photo and the whole list, which concurrent uploads may have grown. */
export const PhotoUploadedSchema = PropertyPhotosSchema.extend({ photo: PropertyPhotoSchema });
export type PhotoUploaded = z.infer<typeof PhotoUploadedSchema>;

export const RoomSchema = z.object({
  name: z.string(),
  monthlyRent: z.number().int().nullable(),
  ensuite: z.boolean().optional(),
  availableFrom: z.string().nullable().optional(),
});

/** What a search result card needs (§2 Favourites card fields, plus what the search shows). */
export const PropertyCardSchema = z.object({
  id: z.string(),
  address_line_1: z.string(),
  town: z.string(),
  postcode: z.string(),
  area: z.string().nullable(),
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().int().nullable(),
  parking: z.boolean(),
  property_type: z.enum(PROPERTY_TYPES).nullable(),
  furnishing: z.enum(FURNISHING).nullable(),
  advert_type: z.enum(ADVERT_TYPES),
  monthly_rent: z.number().int().nullable(),
  rooms: z.array(RoomSchema),
  bills_included: z.boolean(),
  status: z.enum(PROPERTY_STATUSES),
  cover_url: z.string().nullable(),
  /** The cover's responsive copies (null until the photo job has made them). */
  cover_variants: PhotoVariantsSchema.nullish(),
  photo_count: z.number().int(),
  published_at: z.string().nullable(),
  /**
   * The first day the home, or its first room, can be moved into (move-in.ts's earliestMoveIn), an
   * ISO date; null when it is available now.
   */
  move_in_from: z.string().nullable(),
  /** Its landlord is verified (decision 058): the card shows the Trusted Landlord mark. */
  landlord_verified: z.boolean(),
  /** When it was last known to be available: published, set live or confirmed by its owner. */
  confirmed_available_at: z.string().nullable(),
  /**
   * The public location (domain/public-location.ts): 60–150 m from the pin, so maps draw a circle
   * of PUBLIC_LOCATION_RADIUS_M around it. Only the owner's own JSON (detail with is_owner, My
   * Listings) carries the exact pin. Null until the listing has a location.
   */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type PropertyCard = z.infer<typeof PropertyCardSchema>;

export const PropertySearchResultSchema = z.object({
  items: z.array(PropertyCardSchema),
  /** Opaque; pass back as `cursor` for the next page. Null on the last page. */
  next_cursor: z.string().nullable(),
  /**
   * Matching live listings, on the first page only (null on later pages). A filtered search counts
   * up to SEARCH_TOTAL_CAP + 1, which means "more than the cap" (domain/search-total.ts); an area
   * page or all listings is exact.
   */
  total: z.number().int().nullable(),
});
export type PropertySearchResult = z.infer<typeof PropertySearchResultSchema>;

export const PropertyOwnerSchema = z.object({
  user_id: z.string(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
  /** The sentence itself, in UK time: "Member since November 2026" (memberSinceText), or "Recently". */
  member_since: z.string(),
  trust: LandlordTrustSchema,
});

export const PropertyDetailSchema = PropertyCardSchema.extend({
  description: z.string(),
  deposit: z.number().int().nullable(),
  available_from: z.string().nullable(),
  facts: listingFacts,
  photos: z.array(PropertyPhotoSchema),
  floorplan: PropertyPhotoSchema.nullable(),
  owner: PropertyOwnerSchema,
  is_owner: z.boolean(),
  draft_step: z.number().int(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type PropertyDetail = z.infer<typeof PropertyDetailSchema>;

/** My Listings row: the card plus its counts (§2 My Listings, §7 Listings). */
export const viewEvent = z.object({
  /** A random id the browser keeps for its session (sessionStorage), so one view per session per day counts. */
  session_id: z.string().min(8).max(100),
  referrer: z.string().max(500).nullable().optional(),
});

export const InquiryStartedSchema = z.object({ conversation_id: z.string() });
export type InquiryStarted = z.infer<typeof InquiryStartedSchema>;
