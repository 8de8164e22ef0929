// The 150 demo listings: who owns them, where they are, what they cost and how they read.
// Over 300 lines on purpose: it is the seed's one listing generator — the tables it draws from
// (owners, statuses, types) and the steps that turn a plan into a row (rooms, rent, address, dates,
// photos, the description's prose), all drawing on one seeded random sequence and used nowhere else.

import { randomUUID } from "node:crypto";
import { campusBySlug } from "@roost/shared/domain/campuses.ts";
import { DAY_MS, HOUR_MS } from "@roost/shared/domain/durations.ts";
import { depositCap } from "@roost/shared/domain/listing.ts";
import { calendarDate } from "@roost/shared/domain/uk-time.ts";
import type { PropertyPhoto, PropertyRoom, properties, propertyStatus, propertyType } from "../schema.ts";
import { AREAS, type AreaSlug, postcode, type SeedArea } from "./areas.ts";
import { demoListingFacts } from "./listing-facts.ts";
import { INTERIOR_KINDS, type PhotoKind, type SeedPhoto } from "./photos.ts";
import type { Rng } from "./random.ts";

type PropertyType = (typeof propertyType.enumValues)[number];
type PropertyStatus = (typeof propertyStatus.enumValues)[number];
type Furnishing = "furnished" | "part-furnished" | "unfurnished";
export type PropertyInsert = typeof properties.$inferInsert & { id: string };

export interface SeedListing {
  row: PropertyInsert;
  ownerKey: string;
  area: SeedArea;
  live: boolean;
}

export const LISTING_LIFETIME_DAYS = 60;
export const LIVE: readonly PropertyStatus[] = ["published", "available", "let_agreed"];

/** How many listings each owner has; the first demo landlord gets a hand-picked status mix. */
const OWNER_COUNTS: Record<string, number> = {
  james: 16,
  priya: 14,
  margaret: 22,
  tariq: 26,
  helen: 24,
  david: 24,
  sarah: 24,
};

const JAMES_STATUSES: PropertyStatus[] = [
  "published",
  "available",
  "published",
  "draft",
  "available",
  "let_agreed",
  "published",
  "pause",
  "available",
  "expired",
  "published",
  "draft",
  "available",
  "let_agreed",
  "published",
  "expired",
];

/** Statuses of the other 134 listings, shuffled among them. */
const OTHER_STATUS_COUNTS: [PropertyStatus, number][] = [
  ["published", 62],
  ["available", 38],
  ["let_agreed", 12],
  ["draft", 8],
  ["pause", 7],
  ["expired", 7],
];

const OWNER_PATCHES: Record<string, [AreaSlug, number][]> = {
  james: [
    ["fallowfield", 5],
    ["withington", 3],
    ["rusholme", 2],
    ["victoria-park", 2],
  ],
  margaret: [
    ["didsbury", 5],
    ["chorlton", 4],
    ["withington", 1],
  ],
  tariq: [
    ["rusholme", 4],
    ["levenshulme", 4],
    ["moss-side", 4],
    ["victoria-park", 2],
    ["fallowfield", 1],
  ],
  helen: [
    ["city-centre", 5],
    ["ancoats", 4],
    ["northern-quarter", 4],
    ["hulme", 1],
  ],
  david: [
    ["salford", 6],
    ["hulme", 3],
    ["city-centre", 1],
  ],
  sarah: [
    ["withington", 4],
    ["fallowfield", 4],
    ["didsbury", 3],
  ],
  priya: [
    ["fallowfield", 2],
    ["withington", 1],
    ["rusholme", 1],
    ["victoria-park", 1],
    ["didsbury", 1],
    ["hulme", 1],
    ["city-centre", 2],
    ["salford", 1],
    ["levenshulme", 1],
    ["ancoats", 1],
    ["northern-quarter", 1],
    ["chorlton", 1],
    ["moss-side", 2],
  ],
};

interface Plan {
  owner: string;
  area: AreaSlug;
  type: PropertyType;
  bedrooms?: number;
  advert?: "whole_property" | "individual_rooms";
}

/** One of every property type, so the demo exercises every label. The first is James's showcase house. */
const FORCED: Plan[] = [
  { owner: "james", area: "fallowfield", type: "terraced-house", bedrooms: 5, advert: "individual_rooms" },
  { owner: "helen", area: "ancoats", type: "house-boat" },
  { owner: "helen", area: "city-centre", type: "penthouse" },
  { owner: "david", area: "salford", type: "mobile-home" },
  { owner: "margaret", area: "chorlton", type: "bungalow" },
  { owner: "margaret", area: "didsbury", type: "detached-house", bedrooms: 4 },
  { owner: "tariq", area: "rusholme", type: "bedsit" },
  { owner: "helen", area: "northern-quarter", type: "studio-flat" },
  { owner: "david", area: "hulme", type: "maisonette" },
  { owner: "tariq", area: "levenshulme", type: "end-terrace" },
  {
    owner: "sarah",
    area: "withington",
    type: "semi-detached-house",
    bedrooms: 7,
    advert: "individual_rooms",
  },
  { owner: "priya", area: "city-centre", type: "flat", bedrooms: 2 },
];

const TYPE_WEIGHTS: Record<SeedArea["kind"], [PropertyType, number][]> = {
  student: [
    ["terraced-house", 40],
    ["semi-detached-house", 16],
    ["end-terrace", 12],
    ["flat", 10],
    ["detached-house", 4],
    ["bedsit", 6],
    ["studio-flat", 4],
    ["maisonette", 4],
  ],
  suburb: [
    ["semi-detached-house", 24],
    ["terraced-house", 18],
    ["flat", 22],
    ["detached-house", 9],
    ["maisonette", 8],
    ["end-terrace", 8],
    ["bungalow", 5],
    ["studio-flat", 6],
  ],
  city: [
    ["flat", 50],
    ["studio-flat", 22],
    ["penthouse", 6],
    ["maisonette", 7],
    ["terraced-house", 4],
    ["bedsit", 4],
  ],
};

const TYPE_WORDS: Record<PropertyType, string> = {
  "studio-flat": "studio flat",
  bedsit: "bedsit",
  "detached-house": "detached house",
  "semi-detached-house": "semi-detached house",
  "terraced-house": "terraced house",
  bungalow: "bungalow",
  "end-terrace": "end-terrace house",
  flat: "flat",
  penthouse: "penthouse apartment",
  maisonette: "maisonette",
  "mobile-home": "mobile home",
  "house-boat": "narrowboat",
};

const HOUSE_TYPES: readonly PropertyType[] = [
  "terraced-house",
  "end-terrace",
  "semi-detached-house",
  "detached-house",
];
const APARTMENT_TYPES: readonly PropertyType[] = ["flat", "studio-flat", "penthouse", "maisonette", "bedsit"];

export function buildListings(
  rng: Rng,
  ownerIds: Record<string, string>,
  photos: Map<PhotoKind, SeedPhoto>,
  now: Date,
): SeedListing[] {
  const plans = planListings(rng);
  const otherStatuses = rng.shuffle(
    OTHER_STATUS_COUNTS.flatMap(([s, n]) => Array<PropertyStatus>(n).fill(s)),
  );
  let jamesIndex = 0;
  const usedAddresses = new Set<string>();
  const draftSteps = [4, 1, 3, 4, 2, 4, 3, 4, 2, 4, 3, 4];
  let draftIndex = 0;

  const listings = plans.map((plan): SeedListing => {
    const status =
      plan.owner === "james" ? JAMES_STATUSES[jamesIndex++] : (otherStatuses.pop() as PropertyStatus);
    const draftStep = status === "draft" ? draftSteps[draftIndex++ % draftSteps.length] : 0;
    const area = AREAS[plan.area];
    const row = buildRow(rng, plan, area, status, draftStep, usedAddresses, now);
    row.userId = ownerIds[plan.owner];
    return { row, ownerKey: plan.owner, area, live: LIVE.includes(status) };
  });

  // James's showcase house has been live for a while: the demo conversation is about it.
  const showcase = listings[0].row;
  showcase.publishedAt = new Date(now.getTime() - 20 * DAY_MS);
  showcase.createdAt = new Date(now.getTime() - 23 * DAY_MS);
  showcase.updatedAt = showcase.publishedAt;
  showcase.expiresAt = new Date(showcase.publishedAt.getTime() + LISTING_LIFETIME_DAYS * DAY_MS);

  // 'Contact for price' on two whole homes off the market, one let agreed and one paused: a live
  // listing must state its rent (rental bidding is banned), and Sophie's favourites keep showing them.
  for (const status of ["let_agreed", "pause"] as const) {
    const [l] = rng.shuffle(
      listings.filter(
        (l) => l.row.status === status && l.ownerKey !== "james" && l.row.advertType === "whole_property",
      ),
    );
    if (!l) throw new Error(`the seed plan has no whole home ${status} for 'Contact for price'`);
    l.row.monthlyRent = null;
    l.row.rentFrom = null;
    l.row.deposit = null;
    l.row.description = `${(l.row.description ?? "").replace(/ The deposit of £\d+ is protected in a government-approved scheme\./, "")}\n\nPlease get in touch for the rent and to arrange a viewing.`;
  }

  placeStudentHouseByCampus(listings);

  // About eight listings without photos (early drafts plus a few live ones) exercise the placeholder.
  const withoutPhotos = new Set(
    listings.filter((l) => l.row.status === "draft" && (l.row.draftStep ?? 0) < 4),
  );
  for (const l of rng.shuffle(listings.filter((l) => l.live && l.ownerKey !== "james"))) {
    if (withoutPhotos.size >= 8) break;
    withoutPhotos.add(l);
  }
  for (const l of listings) l.row.photos = withoutPhotos.has(l) ? [] : pickPhotos(rng, l, photos);

  return listings;
}

/**
 * The demo question of decision 036, "homes within 15 minutes' walk of my campus that all of us can afford",
 * needs a shared house by the University of Manchester: every area's centre is a kilometre or more
 * from Oxford Road, so only a lucky draw (then moved up to 150 m by the privacy rule) fell inside
 * 15 minutes. Moss Side's cheapest live whole house for three or more is set at its area's edge
 * nearest the campus (inside the area's usual spread), about 8 minutes' walk away.
 */
function placeStudentHouseByCampus(listings: SeedListing[]): void {
  const [house] = listings
    .filter(
      ({ live, row }) =>
        live &&
        row.area === "moss-side" &&
        row.advertType === "whole_property" &&
        (row.bedrooms ?? 0) >= 3 &&
        row.monthlyRent != null,
    )
    .sort((a, b) => (a.row.monthlyRent ?? 0) - (b.row.monthlyRent ?? 0));
  if (!house) return;
  const oxfordRoad = campusBySlug("uom");
  if (!oxfordRoad) return;
  house.row.latitude = Number((oxfordRoad.lat - 0.004).toFixed(6));
  house.row.longitude = Number((oxfordRoad.lng - 0.002).toFixed(6));
}

function planListings(rng: Rng): Plan[] {
  const remaining = { ...OWNER_COUNTS };
  const plans: Plan[] = [];
  for (const forced of FORCED) {
    plans.push(forced);
    remaining[forced.owner]--;
  }
  const random: Plan[] = [];
  for (const [owner, count] of Object.entries(remaining)) {
    for (let i = 0; i < count; i++) {
      const area = rng.weighted(OWNER_PATCHES[owner]);
      random.push({ owner, area, type: rng.weighted(TYPE_WEIGHTS[AREAS[area].kind]) });
    }
  }
  // Keep James's showcase first; interleave the rest so owners' listings are spread in time.
  return [plans[0], ...rng.shuffle([...plans.slice(1), ...random])];
}

function bedroomsFor(rng: Rng, type: PropertyType, area: SeedArea): number {
  switch (type) {
    case "studio-flat":
      return rng.chance(0.7) ? 0 : 1;
    case "bedsit":
      return rng.chance(0.3) ? 0 : 1;
    case "flat":
      return rng.weighted([
        [1, 4],
        [2, 5],
        [3, 2],
      ]);
    case "penthouse":
      return rng.int(2, 3);
    case "maisonette":
      return rng.int(2, 4);
    case "terraced-house":
      return area.kind === "student"
        ? rng.weighted([
            [3, 2],
            [4, 4],
            [5, 4],
            [6, 2],
          ])
        : rng.int(2, 4);
    case "end-terrace":
      return rng.int(3, 5);
    case "semi-detached-house":
      return rng.weighted([
        [3, 3],
        [4, 3],
        [5, 2],
        [6, 2],
        [7, 1],
      ]);
    case "detached-house":
      return rng.int(4, 7);
    case "bungalow":
      return rng.int(2, 3);
    case "mobile-home":
      return rng.int(1, 2);
    case "house-boat":
      return 1;
  }
}

function bathroomsFor(rng: Rng, bedrooms: number): number {
  if (bedrooms <= 1) return 1;
  if (bedrooms <= 3) return rng.int(1, 2);
  if (bedrooms <= 5) return rng.int(2, 3);
  return rng.int(3, 4);
}

const round = (value: number, step: number) => Math.round(value / step) * step;

function wholeRent(rng: Rng, type: PropertyType, bedrooms: number, area: SeedArea): number {
  const r = area.roomRent;
  const jitter = 1 + (rng.next() - 0.5) * 0.16;
  let rent: number;
  switch (type) {
    case "studio-flat":
      rent = r * 1.45;
      break;
    case "bedsit":
      rent = r * 1.1;
      break;
    case "flat":
      rent = bedrooms === 1 ? r * 1.7 : bedrooms === 2 ? r * 2.3 : r * 3;
      break;
    case "penthouse":
      rent = 2200 + bedrooms * 300;
      break;
    case "maisonette":
      rent = r * bedrooms * 0.95 + 200;
      break;
    case "detached-house":
      rent = r * bedrooms + 250;
      break;
    case "bungalow":
      rent = 1050 + bedrooms * 100;
      break;
    case "mobile-home":
      rent = 625 + bedrooms * 50;
      break;
    case "house-boat":
      rent = 950;
      break;
    default:
      rent = r * bedrooms * (area.kind === "student" ? 0.97 : 1.05);
  }
  return round(rent * jitter, 25);
}

/** The most the law allows (domain/listing.ts), in tens of pounds, as landlords ask it. */
const fiveWeeks = (monthly: number) => Math.floor(depositCap(monthly).pounds / 10) * 10;

const AVAILABLE_STUDENT: [string, number][] = [
  ["2027-07-01", 4],
  ["2027-08-01", 2],
  ["2027-09-01", 4],
  ["2027-06-15", 1],
  ["2027-01-04", 1],
  ["2026-12-01", 1],
];
const AVAILABLE_OTHER: [string, number][] = [
  ["2026-12-01", 3],
  ["2026-12-15", 2],
  ["2027-01-04", 3],
  ["2027-02-01", 2],
  ["2027-03-01", 1],
  ["2027-07-01", 1],
];

function buildRow(
  rng: Rng,
  plan: Plan,
  area: SeedArea,
  status: PropertyStatus,
  draftStep: number,
  usedAddresses: Set<string>,
  now: Date,
): PropertyInsert {
  const type = plan.type;
  const bedrooms = plan.bedrooms ?? bedroomsFor(rng, type, area);
  const bathrooms = bathroomsFor(rng, bedrooms);
  const isHouse = HOUSE_TYPES.includes(type);
  const roomsChance = !isHouse
    ? type === "flat" || type === "maisonette"
      ? 0.2
      : 0
    : area.kind === "student"
      ? 0.7
      : area.kind === "city"
        ? 0.4
        : 0.3;
  const advertType =
    plan.advert ?? (bedrooms >= 3 && rng.chance(roomsChance) ? "individual_rooms" : "whole_property");

  const { street, line1: addressLine1, postcode: code } = address(rng, type, area, usedAddresses);

  let roomsData: PropertyRoom[] = [];
  let monthlyRent: number | null = null;
  let rentFrom: number | null = null;
  if (advertType === "individual_rooms") {
    const base = area.roomRent + rng.int(-4, 6) * 10;
    roomsData = Array.from({ length: bedrooms }, (_, i) => {
      const ensuite = rng.chance(i === 0 ? 0.6 : 0.3);
      return {
        name: `Room ${i + 1}`,
        monthlyRent: round(base + rng.int(-3, 3) * 10 + (ensuite ? 45 : 0), 5),
        ensuite,
      };
    });
    rentFrom = Math.min(...roomsData.map((r) => r.monthlyRent ?? Number.POSITIVE_INFINITY));
  } else {
    monthlyRent = wholeRent(rng, type, bedrooms, area);
    rentFrom = monthlyRent;
  }
  const billsIncluded =
    advertType === "individual_rooms" ? rng.chance(0.7) : rng.chance(bedrooms <= 1 ? 0.4 : 0.1);
  // An advert states its deposit; a tenth of the drafts have not got to it yet.
  const depositLater = rng.chance(0.1) && status === "draft";
  const deposit = depositLater ? null : fiveWeeks(rentFrom ?? 500);

  const parkingChance =
    type === "house-boat"
      ? 0
      : type === "bungalow" || type === "detached-house" || type === "mobile-home"
        ? 0.9
        : area.kind === "suburb"
          ? 0.6
          : area.kind === "student"
            ? 0.3
            : 0.1;
  const parking = rng.chance(parkingChance);
  const furnishing: Furnishing =
    area.kind === "suburb"
      ? rng.weighted([
          ["furnished", 4],
          ["part-furnished", 3],
          ["unfurnished", 3],
        ])
      : area.kind === "city"
        ? rng.weighted([
            ["furnished", 7],
            ["part-furnished", 2],
            ["unfurnished", 1],
          ])
        : rng.weighted([
            ["furnished", 17],
            ["part-furnished", 2],
            ["unfurnished", 1],
          ]);

  let availableFrom = rng.weighted(area.kind === "student" ? AVAILABLE_STUDENT : AVAILABLE_OTHER);
  if (status === "expired") availableFrom = rng.pick(["2026-10-01", "2026-11-01", "2027-01-04"]);
  if (status === "let_agreed") availableFrom = area.kind === "student" ? "2027-07-01" : "2027-01-04";

  const times = timestamps(rng, status, now);
  const description = describe(rng, {
    type,
    bedrooms,
    bathrooms,
    area,
    street,
    advertType,
    rooms: roomsData,
    furnishing,
    billsIncluded,
    parking,
    deposit,
    availableFrom,
  });

  const row: PropertyInsert = {
    id: randomUUID(),
    userId: "",
    addressLine1,
    town: area.town,
    postcode: code,
    area: area.slug,
    bedrooms,
    bathrooms,
    parking,
    propertyType: type,
    furnishing,
    advertType,
    monthlyRent,
    roomsData,
    rentFrom,
    billsIncluded,
    deposit,
    availableFrom,
    facts: demoListingFacts({
      addressLine1,
      postcode: code,
      bedrooms,
      advertType,
      billsIncluded,
      isHouse,
    }),
    description,
    latitude: Number((area.lat + (rng.next() - 0.5) * 0.012).toFixed(6)),
    longitude: Number((area.lng + (rng.next() - 0.5) * 0.018).toFixed(6)),
    photos: [],
    status,
    draftStep,
    isDemo: true,
    ...times,
  };

  // A draft holds only what the landlord had filled in when they stopped, before the key facts.
  if (status === "draft") {
    row.facts = {};
    if (draftStep < 2) {
      row.bathrooms = null;
      row.furnishing = null;
    }
    if (draftStep < 3) {
      row.monthlyRent = null;
      row.roomsData = [];
      row.rentFrom = null;
      row.deposit = null;
      row.billsIncluded = false;
      row.availableFrom = null;
      row.description = "";
    }
  }
  return row;
}

function address(
  rng: Rng,
  type: PropertyType,
  area: SeedArea,
  used: Set<string>,
): { street: string; line1: string; postcode: string } {
  const letter = (n: number) => rng.int(0, n - 1);
  for (;;) {
    let [street, sector] = rng.pick(area.streets);
    let line1: string;
    const number = rng.int(1, 180);
    if (type === "house-boat") {
      [street, sector] =
        area.slug === "ancoats" ? ["New Islington Marina", "M4 6"] : ["Castlefield Basin", "M3 4"];
      line1 = `Berth ${rng.int(1, 24)}, ${street}`;
    } else if (type === "mobile-home") {
      line1 = `${rng.int(1, 40)} Irwell Park Homes, ${street}`;
    } else if (APARTMENT_TYPES.includes(type) && area.kind === "city") {
      const floor = type === "penthouse" ? rng.int(14, 22) : rng.int(1, 12);
      line1 = `Apartment ${floor}${String(rng.int(1, type === "penthouse" ? 2 : 12)).padStart(2, "0")}, ${number} ${street}`;
    } else if (APARTMENT_TYPES.includes(type)) {
      line1 = `Flat ${rng.int(1, 6)}, ${number} ${street}`;
    } else {
      line1 = `${number} ${street}`;
    }
    if (used.has(line1)) continue;
    used.add(line1);
    return { street, line1, postcode: postcode(sector, letter) };
  }
}

function timestamps(rng: Rng, status: PropertyStatus, now: Date) {
  const t = now.getTime();
  const ago = (days: number) => new Date(t - days * DAY_MS);
  if (LIVE.includes(status)) {
    const publishedAt = ago(0.1 + rng.next() * 59.4);
    const createdAt = new Date(publishedAt.getTime() - (rng.int(1, 14) * DAY_MS + rng.int(1, 20) * HOUR_MS));
    return {
      publishedAt,
      expiresAt: new Date(publishedAt.getTime() + LISTING_LIFETIME_DAYS * DAY_MS),
      createdAt,
      updatedAt: publishedAt,
    };
  }
  if (status === "expired") {
    const publishedAt = ago(62 + rng.next() * 60);
    return {
      publishedAt,
      expiresAt: new Date(publishedAt.getTime() + LISTING_LIFETIME_DAYS * DAY_MS),
      createdAt: new Date(publishedAt.getTime() - rng.int(1, 10) * DAY_MS),
      updatedAt: new Date(publishedAt.getTime() + LISTING_LIFETIME_DAYS * DAY_MS),
    };
  }
  if (status === "pause") {
    const createdAt = ago(20 + rng.next() * 180);
    return { publishedAt: null, expiresAt: null, createdAt, updatedAt: ago(1 + rng.next() * 14) };
  }
  const createdAt = ago(0.5 + rng.next() * 30);
  return {
    publishedAt: null,
    expiresAt: null,
    createdAt,
    updatedAt: new Date(Math.min(t, createdAt.getTime() + rng.int(1, 48) * HOUR_MS)),
  };
}

// ---------------------------------------------------------------- photos

function exteriorFor(rng: Rng, type: PropertyType, area: SeedArea): PhotoKind {
  switch (type) {
    case "terraced-house":
    case "end-terrace":
      return area.kind === "suburb" && rng.chance(0.3) ? "villa" : "terraced";
    case "semi-detached-house":
      return "semi";
    case "detached-house":
      return "villa";
    case "bedsit":
      return rng.pick(["villa", "terraced"] as const);
    case "bungalow":
    case "mobile-home":
      return "bungalow";
    case "house-boat":
      return "houseboat";
    default:
      if (area.slug === "ancoats" || area.slug === "northern-quarter")
        return rng.chance(0.6) ? "mill" : "apartments";
      if (area.kind === "city") return rng.chance(0.2) ? "mill" : "apartments";
      return rng.chance(0.5) ? "apartments" : "villa";
  }
}

function pickPhotos(rng: Rng, listing: SeedListing, pool: Map<PhotoKind, SeedPhoto>): PropertyPhoto[] {
  const type = listing.row.propertyType as PropertyType;
  const count = rng.int(3, 6);
  const kinds: PhotoKind[] = [exteriorFor(rng, type, listing.area), ...rng.sample(INTERIOR_KINDS, count - 1)];
  // Flats often lead with the living room rather than the building.
  if (APARTMENT_TYPES.includes(type) && rng.chance(0.3)) [kinds[0], kinds[1]] = [kinds[1], kinds[0]];
  return kinds.map((kind) => {
    const p = pool.get(kind);
    if (!p) throw new Error(`Seed photo ${kind} missing`);
    return { id: randomUUID(), card: p.card, large: p.large, width: p.width, height: p.height };
  });
}

// ---------------------------------------------------------------- descriptions

interface DescribeInput {
  type: PropertyType;
  bedrooms: number;
  bathrooms: number;
  area: SeedArea;
  street: string;
  advertType: "whole_property" | "individual_rooms";
  rooms: PropertyRoom[];
  furnishing: Furnishing;
  billsIncluded: boolean;
  parking: boolean;
  deposit: number | null;
  availableFrom: string;
}

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight"];

function describe(rng: Rng, d: DescribeInput): string {
  const word = TYPE_WORDS[d.type];
  const size = d.bedrooms === 0 ? "" : `${d.bedrooms}-bedroom `;
  const adjective = rng.pick([
    "well-presented",
    "bright",
    "spacious",
    "recently renovated",
    "characterful",
    "modern",
  ]);
  const audience =
    d.area.kind === "student"
      ? d.bedrooms >= 3
        ? `ideal for a group of ${NUMBER_WORDS[d.bedrooms]} students`
        : "ideal for students, postgraduates or a couple"
      : d.area.kind === "city"
        ? "perfect for postgraduates, young professionals or a couple"
        : "suited to postgraduates, professionals or friends who want somewhere a little quieter";
  const furnished =
    d.furnishing === "furnished"
      ? "fully furnished"
      : d.furnishing === "part-furnished"
        ? "part-furnished"
        : "unfurnished";
  const ensuites = d.rooms.filter((r) => r.ensuite).length;

  const intro =
    d.advertType === "individual_rooms"
      ? rng.pick([
          `Rooms available in this ${adjective} ${size}${word} on ${d.street}, ${d.area.name}, let individually and ${audience}.`,
          `${capitalise(NUMBER_WORDS[d.rooms.length])} double rooms to rent in a ${adjective} ${word} on ${d.street} — join an existing group or bring your friends.`,
          `A ${adjective}, ${furnished} ${size}${word} in the heart of ${d.area.placeName}, let by the room and ${audience}.`,
        ]) +
        (ensuites > 0
          ? ` ${ensuites === d.rooms.length ? "Every room has" : ensuites === 1 ? "One of the rooms has" : `${capitalise(NUMBER_WORDS[ensuites])} of the rooms have`} an en-suite shower room.`
          : "")
      : d.type === "house-boat"
        ? `Something different: a ${adjective} ${word} moored at ${d.street}, with a cosy wood burner, a double cabin and a galley kitchen. Ideal for a postgraduate or professional who wants canal-side living in the city.`
        : rng.pick([
            `A ${adjective} ${furnished} ${size}${word} to rent on ${d.street} in ${d.area.placeName}, ${audience}.`,
            `This ${adjective} ${size}${word} on ${d.street} is available as a whole and is ${audience}.`,
            `Welcome to this ${adjective} ${size}${word} in ${d.area.placeName}, offered ${furnished} and ${audience}.`,
          ]);

  const insidePool = HOUSE_TYPES.includes(d.type)
    ? [
        "The kitchen has been refitted with an integrated oven, gas hob, fridge-freezer, dishwasher and washing machine.",
        "There's a separate lounge with a large sofa, a smart TV and space for everyone to get together.",
        "Every bedroom has a double bed, wardrobe, chest of drawers and a desk with a chair.",
        `There ${d.bathrooms === 1 ? "is one bathroom" : `are ${NUMBER_WORDS[d.bathrooms]} bathrooms`}, with a power shower upstairs.`,
        "Gas central heating and double glazing throughout keep the house warm in winter.",
        "Outside there's an enclosed rear yard with secure space for bikes and bins.",
        "There's a small garden at the back — perfect for summer barbecues.",
        "Fast fibre broadband is installed and ready to go.",
      ]
    : [
        "The open-plan living space has large windows that fill the room with light.",
        "The kitchen comes with an oven, hob, fridge-freezer and a washer-dryer.",
        `There ${d.bathrooms === 1 ? "is a modern bathroom" : `are ${NUMBER_WORDS[d.bathrooms]} modern bathrooms`} with a rainfall shower.`,
        "The building has secure entry, a lift and bike storage.",
        "Electric heating, double glazing and fast fibre broadband are all in place.",
        d.bedrooms === 0
          ? "The sleeping area has a comfortable double bed, a wardrobe and a desk for studying."
          : "The bedrooms are generous doubles with fitted wardrobes.",
      ];
  const inside =
    rng.sample(insidePool, rng.int(2, 4)).join(" ") + (d.parking ? " Off-road parking is included." : "");

  const location = [
    rng.pick(d.area.universities),
    rng.pick(d.area.transport),
    ...rng.sample([...d.area.amenities, ...d.area.outdoors], rng.int(1, 2)),
  ].join(" ");

  const practical: string[] = [];
  if (d.billsIncluded) practical.push("Bills are included: gas, electricity, water and broadband.");
  else practical.push("Bills are not included, so you can choose your own suppliers.");
  practical.push(`Available from ${calendarDate(d.availableFrom)}.`);
  if (d.deposit) practical.push(`The deposit of £${d.deposit} is protected in a government-approved scheme.`);
  practical.push(
    rng.pick([
      "Send a message to arrange a viewing — video viewings are available too.",
      "Get in touch to book a viewing; we usually reply within a couple of hours.",
      "Viewings are available most weekdays and Saturday mornings.",
    ]),
  );

  const paragraphs = [intro];
  if (rng.chance(0.75)) paragraphs.push(inside);
  paragraphs.push(location);
  if (rng.chance(0.65)) paragraphs.push(practical.join(" "));
  return paragraphs.join("\n\n");
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
