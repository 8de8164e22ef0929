// Property vocabularies and status rules of spec §3, §4 and §9.

export const PROPERTY_TYPES = [
  "studio-flat",
  "bedsit",
  "detached-house",
  "semi-detached-house",
  "terraced-house",
  "bungalow",
  "end-terrace",
  "flat",
  "penthouse",
  "maisonette",
  "mobile-home",
  "house-boat",
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_TYPE_LABELS: Readonly<Record<PropertyType, string>> = {
  "studio-flat": "Studio flat",
  bedsit: "Bedsit",
  "detached-house": "Detached house",
  "semi-detached-house": "Semi-detached house",
  "terraced-house": "Terraced house",
  bungalow: "Bungalow",
  "end-terrace": "End of terrace",
  flat: "Flat",
  penthouse: "Penthouse",
  maisonette: "Maisonette",
  "mobile-home": "Mobile home",
  "house-boat": "Houseboat",
};

export function isPropertyType(value: unknown): value is PropertyType {
  return typeof value === "string" && Object.hasOwn(PROPERTY_TYPE_LABELS, value);
}

/**
 * Listings imported or created before a slug was added must still read as words, so an unknown
 * slug is shown with its dashes turned into spaces rather than hidden.
 */
export function propertyTypeLabel(slug: string | null | undefined): string {
  if (!slug) return "";
  if (isPropertyType(slug)) return PROPERTY_TYPE_LABELS[slug];
  return slug.replaceAll("-", " ").replaceAll("_", " ");
}

export const PROPERTY_OWNER_FALLBACK_NAME = "Property Owner";

/**
 * Inquiry list title "{bedrooms} bed {property_type}" (§9). The type is lower-cased after the
 * number so it reads as a phrase ("2 bed semi-detached house").
 */
export function inquiryTitle(
  bedrooms: number | null | undefined,
  propertyType: string | null | undefined,
): string {
  const type = propertyTypeLabel(propertyType).toLowerCase() || "property";
  if (bedrooms === null || bedrooms === undefined || !Number.isFinite(bedrooms)) {
    return type.charAt(0).toUpperCase() + type.slice(1);
  }
  return `${bedrooms} bed ${type}`;
}

export const PROPERTY_STATUSES = [
  "draft",
  "published",
  "available",
  "let_agreed",
  "pause",
  "expired",
  // Taken off the market by Roost (account deletion, an operator acting on a report); public pages answer 410.
  "withdrawn",
] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const PROPERTY_STATUS_LABELS: Readonly<Record<PropertyStatus, string>> = {
  draft: "Draft",
  published: "Published",
  available: "Available",
  let_agreed: "Let agreed",
  pause: "Paused",
  expired: "Expired",
  withdrawn: "Withdrawn",
};

export function isPropertyStatus(value: unknown): value is PropertyStatus {
  return typeof value === "string" && (PROPERTY_STATUSES as readonly string[]).includes(value);
}

/** What the landlord's status selector offers: draft and expired are reached by other flows. */
export const SELECTABLE_STATUSES = ["published", "available", "let_agreed", "pause"] as const;
export type SelectableStatus = (typeof SELECTABLE_STATUSES)[number];

/** Statuses visible to the public and counted as on the market. */
export const LIVE_STATUSES = [
  "published",
  "available",
  "let_agreed",
] as const satisfies readonly PropertyStatus[];

export function isSelectableStatus(value: unknown): value is SelectableStatus {
  return typeof value === "string" && (SELECTABLE_STATUSES as readonly string[]).includes(value);
}

export function isLiveStatus(status: PropertyStatus): boolean {
  return (LIVE_STATUSES as readonly PropertyStatus[]).includes(status);
}

/** Live and still looking for tenants: a let-agreed listing is public but taken. */
export function isOpenStatus(status: PropertyStatus): boolean {
  return status === "published" || status === "available";
}

/** Choosing a live status stamps published_at with now; any other choice clears it (§4). */
export function statusSetsPublishedAt(status: PropertyStatus): boolean {
  return isLiveStatus(status);
}

/** The published_at value to store when the landlord picks `status` at `now`. */
export function publishedAtFor(status: PropertyStatus, now: Date): Date | null {
  return statusSetsPublishedAt(status) ? now : null;
}

/**
 * Whether the owner may change a listing in this status at all: one withdrawn by Roost stays as
 * the operator left it (only `npm run admin -- reinstate-listing` brings it back, as paused).
 */
export function ownerMayChange(status: PropertyStatus): boolean {
  return status !== "withdrawn";
}

/** Only drafts can be deleted: a listing that was ever public may have inquiries and deals. */
export function canDelete(status: PropertyStatus): boolean {
  return status === "draft";
}

export const FURNISHING = ["furnished", "part-furnished", "unfurnished"] as const;
export type Furnishing = (typeof FURNISHING)[number];

export const FURNISHING_LABELS: Readonly<Record<Furnishing, string>> = {
  furnished: "Furnished",
  "part-furnished": "Part furnished",
  unfurnished: "Unfurnished",
};

export function furnishingLabel(value: string | null | undefined): string {
  if (!value) return "";
  return Object.hasOwn(FURNISHING_LABELS, value)
    ? FURNISHING_LABELS[value as Furnishing]
    : value.replaceAll("-", " ").replaceAll("_", " ");
}

export const ADVERT_TYPES = ["whole_property", "individual_rooms"] as const;
export type AdvertType = (typeof ADVERT_TYPES)[number];

export const ADVERT_TYPE_LABELS: Readonly<Record<AdvertType, string>> = {
  whole_property: "Whole property",
  individual_rooms: "Individual rooms",
};

export interface ManchesterArea {
  /** Used in /properties-to-rent/{slug}. */
  slug: string;
  name: string;
  description: string;
}

export const MANCHESTER_AREAS: readonly ManchesterArea[] = [
  {
    slug: "fallowfield",
    name: "Fallowfield",
    description:
      "Fallowfield is Manchester's best-known student neighbourhood, a short bus ride down Wilmslow Road from the University of Manchester and Manchester Met.",
  },
  {
    slug: "withington",
    name: "Withington",
    description:
      "Withington is a quieter, village-like suburb just south of Fallowfield, popular with later-year students and young professionals and served by frequent Wilmslow Road buses.",
  },
  {
    slug: "rusholme",
    name: "Rusholme",
    description:
      "Rusholme sits between the university campuses and Fallowfield, known for the Curry Mile and within walking distance of Oxford Road.",
  },
  {
    slug: "victoria-park",
    name: "Victoria Park",
    description:
      "Victoria Park is a leafy conservation area beside Rusholme with large Victorian houses, many of them shared homes and halls a short walk from the campuses.",
  },
  {
    slug: "didsbury",
    name: "Didsbury",
    description:
      "Didsbury is a sought-after south Manchester suburb with independent shops, bars and Metrolink stops, popular with postgraduates and professionals.",
  },
  {
    slug: "hulme",
    name: "Hulme",
    description:
      "Hulme lies just south of the city centre next to Manchester Met and the University of Manchester, with modern flats and an easy walk to Oxford Road.",
  },
  {
    slug: "city-centre",
    name: "City Centre",
    description:
      "Manchester city centre offers apartments within walking distance of shops, nightlife, Piccadilly and Victoria stations and the Oxford Road universities.",
  },
  {
    slug: "salford",
    name: "Salford",
    description:
      "Salford, across the River Irwell from the city centre, is home to the University of Salford and MediaCityUK, with good-value houses and flats.",
  },
  {
    slug: "levenshulme",
    name: "Levenshulme",
    description:
      "Levenshulme, south-east of the centre along the A6, has affordable terraced houses, independent cafés and a direct train into Piccadilly.",
  },
  {
    slug: "ancoats",
    name: "Ancoats",
    description:
      "Ancoats is a regenerated former mill district next to the Northern Quarter, with converted warehouse apartments and a busy food scene.",
  },
  {
    slug: "northern-quarter",
    name: "Northern Quarter",
    description:
      "The Northern Quarter is the city centre's creative district, full of independent shops, bars and loft-style flats close to Piccadilly station.",
  },
  {
    slug: "chorlton",
    name: "Chorlton",
    description:
      "Chorlton is a relaxed south Manchester suburb with independent cafés, green spaces and Metrolink trams into the city centre.",
  },
  {
    slug: "moss-side",
    name: "Moss Side",
    description:
      "Moss Side sits just south-west of the universities, offering affordable terraced houses within walking or cycling distance of Oxford Road.",
  },
  {
    slug: "ardwick",
    name: "Ardwick",
    description:
      "Ardwick lies just east of Oxford Road and close to Piccadilly, with newer apartment blocks and purpose-built student accommodation near the campuses.",
  },
  {
    slug: "longsight",
    name: "Longsight",
    description:
      "Longsight lies south-east of the universities along Stockport Road, with good-value terraced houses and quick bus links to the campuses.",
  },
  {
    slug: "whalley-range",
    name: "Whalley Range",
    description:
      "Whalley Range is a leafy residential area between Moss Side and Chorlton, with large Victorian houses split into flats and shared homes.",
  },
  {
    slug: "old-trafford",
    name: "Old Trafford",
    description:
      "Old Trafford, home to the famous football and cricket grounds, offers affordable homes with Metrolink trams into the city centre and MediaCityUK.",
  },
];

/** The area a slug names, however a visitor spelt it: "Victoria Park", "victoria_park", " Fallowfield ". */
export function areaBySlug(slug: string): ManchesterArea | undefined {
  const wanted = slug
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
  return MANCHESTER_AREAS.find((area) => area.slug === wanted);
}

/**
 * Listing views (§7 Tracking): how many browser sessions a day one source may add to a listing's
 * views — a signed-in account, or a signed-out address (IPv6 by /64). A household or a phone and a
 * laptop fit; a script making up session ids does not inflate the figures (decision 014).
 */
export const VIEW_SESSIONS_PER_SOURCE_PER_DAY = 3;
