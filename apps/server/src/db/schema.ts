import type { PhotoVariants } from "@roost/shared/contracts/properties.ts";
import { DEAL_STAGES } from "@roost/shared/domain/deal-stage.ts";
import type { ShortlistVote } from "@roost/shared/domain/group-shortlist.ts";
import { BILLS_ESTIMATE_MAX, SHARE_PREMIUM_MAX } from "@roost/shared/domain/housemate-shares.ts";
import { VERIFICATION_STATUSES } from "@roost/shared/domain/landlord-trust.ts";
import type { PausedReason } from "@roost/shared/domain/listing-availability.ts";
import type { ListingFacts } from "@roost/shared/domain/listing-facts.ts";
import { EMAIL_FREQUENCIES } from "@roost/shared/domain/notification-settings.ts";
import { NOTIFICATION_TYPES } from "@roost/shared/domain/notifications.ts";
import {
  ADVERT_TYPES,
  FURNISHING,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
} from "@roost/shared/domain/property.ts";
import { TENANCY_STATES } from "@roost/shared/domain/tenancy-state.ts";
import type { AdvertisedRent, TenancyTerms } from "@roost/shared/domain/tenancy-terms.ts";
import { USER_TYPES } from "@roost/shared/domain/user-types.ts";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { publicLatitudeSql, publicLongitudeSql, SPHERE_POINT_SQL } from "./location-sql.ts";

/**
 * The whole data model of the spec (§3) in one place, so features never fight over the schema.
 * Integrity rules that concurrency could break live here as constraints (docs/architecture.md §4).
 */

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => ts("created_at").notNull().defaultNow();
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
/** A transaction id (PostgreSQL 13+), compared with snapshots by pg_visible_in_snapshot. */
const xid8 = customType<{ data: string }>({ dataType: () => "xid8" });

// ---------------------------------------------------------------- enums (§3, §4, §9)
// The value lists come from packages/shared, so the database and both apps agree by construction.

export const userType = pgEnum("user_type", USER_TYPES);
export const notificationType = pgEnum("notification_type", NOTIFICATION_TYPES);
export const propertyStatus = pgEnum("property_status", PROPERTY_STATUSES);
export const propertyType = pgEnum("property_type", PROPERTY_TYPES);
export const furnishing = pgEnum("furnishing", FURNISHING);
export const advertType = pgEnum("advert_type", ADVERT_TYPES);
export const conversationType = pgEnum("conversation_type", ["direct", "group", "landlord_tenant"]);
export const messageType = pgEnum("message_type", ["text", "system"]);
export const groupRole = pgEnum("group_role", ["admin", "member"]);
export const requestStatus = pgEnum("request_status", ["pending", "accepted", "rejected"]);
export const dealStage = pgEnum("deal_stage", DEAL_STAGES);
export const badgeType = pgEnum("badge_type", ["verified_renter"]);
export const emailFrequency = pgEnum("email_frequency", EMAIL_FREQUENCIES);

// ---------------------------------------------------------------- better-auth's tables

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: ts("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: ts("access_token_expires_at"),
    refreshTokenExpiresAt: ts("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("account_user_idx").on(t.userId)],
);

export const verification = pgTable("verification", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: ts("expires_at").notNull(),
  createdAt: createdAt(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** better-auth's rate limiter keeps its counters here so every server instance shares them. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// ---------------------------------------------------------------- profiles

export const profiles = pgTable(
  "profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    displayName: text("display_name"),
    email: text("email"),
    // The contact email its owner confirmed by link (decision 041): notification emails go to it
    // while it is still the contact email above, otherwise to the sign-in address.
    verifiedContactEmail: text("verified_contact_email"),
    phone: text("phone"),
    bio: text("bio"),
    currentYear: text("current_year"),
    university: text("university"),
    avatarUrl: text("avatar_url"),
    facebookUrl: text("facebook_url"),
    instagramUrl: text("instagram_url"),
    xUrl: text("x_url"),
    interests: text("interests").array().notNull().default(sql`'{}'::text[]`),
    hobbies: text("hobbies").array().notNull().default(sql`'{}'::text[]`),
    preferredLocations: text("preferred_locations").array().notNull().default(sql`'{}'::text[]`),
    // Null until onboarding: the spec's "default general" is the form's preselected choice, not a stored value.
    userType: userType("user_type"),
    isVerified: boolean("is_verified").notNull().default(false),
    budgetMin: integer("budget_min"),
    budgetMax: integer("budget_max"),
    // Set by an operator (npm run admin -- suspend-user): the account cannot sign in or use the API.
    suspendedAt: ts("suspended_at"),
    // Granted only by `npm run admin -- grant-operator` (decision 058): reviews verifications.
    isOperator: boolean("is_operator").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("profiles_user_type_idx").on(t.userType, t.createdAt),
    check(
      "profiles_budget_order",
      sql`${t.budgetMin} is null or ${t.budgetMax} is null or ${t.budgetMin} <= ${t.budgetMax}`,
    ),
  ],
);

// ---------------------------------------------------------------- properties

export interface PropertyRoom {
  name: string;
  monthlyRent: number | null;
  ensuite?: boolean;
  availableFrom?: string | null;
}

export interface PropertyPhoto {
  id: string;
  card: string;
  large: string;
  width: number;
  height: number;
  /** Made by the photo-variants job after upload (decision 039); no migration: photos are JSON. */
  variants?: PhotoVariants;
}

export const properties = pgTable(
  "properties",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    addressLine1: text("address_line_1").notNull().default(""),
    town: text("town").notNull().default(""),
    postcode: text("postcode").notNull().default(""),
    area: text("area"),
    bedrooms: integer("bedrooms"),
    bathrooms: integer("bathrooms"),
    parking: boolean("parking").notNull().default(false),
    propertyType: propertyType("property_type"),
    furnishing: furnishing("furnishing"),
    advertType: advertType("advert_type").notNull().default("whole_property"),
    monthlyRent: integer("monthly_rent"),
    roomsData: jsonb("rooms_data").$type<PropertyRoom[]>().notNull().default([]),
    // The price a tenant pays at least: monthly_rent, or the lowest room rent. Kept by the service so
    // search can filter and sort on one indexed column.
    rentFrom: integer("rent_from"),
    billsIncluded: boolean("bills_included").notNull().default(false),
    deposit: integer("deposit"),
    availableFrom: date("available_from", { mode: "string" }),
    /** The key facts of the advert (domain/listing-facts.ts, decision 055), validated on every write. */
    facts: jsonb("facts").$type<ListingFacts>().notNull().default({}),
    /** One floorplan image, encoded and stored like a photo (decision 055). */
    floorplan: jsonb("floorplan").$type<PropertyPhoto>(),
    /**
     * When its owner was asked to state what an advert must (it went live before the rule); it is
     * paused ADVERT_FACTS_GRACE_DAYS later if they have not (decision 056).
     */
    factsRequestedAt: ts("facts_requested_at"),
    /**
     * Its owner's profile.is_verified, kept equal by triggers (migration 0029, decision 058): the
     * card's Trusted Landlord mark and the "Verified landlords only" filter read it here.
     */
    ownerVerified: boolean("owner_verified").notNull().default(false),
    /**
     * When its owner last confirmed it is still available (decision 058; publishing and setting it
     * live count too), and when they were last asked to, unanswered. listing-availability-job.ts.
     */
    availabilityConfirmedAt: ts("availability_confirmed_at"),
    availabilityAskedAt: ts("availability_asked_at"),
    /** Why Roost paused it (PAUSED_REASONS); null when live or paused by its owner. */
    pausedReason: text("paused_reason").$type<PausedReason>(),
    /** The seed's demo listings: never matched as copies, nor matched against (decision 059). */
    isDemo: boolean("is_demo").notNull().default(false),
    // What search filters on (decision 054), kept by PostgreSQL from the columns above with the
    // shared rules (housemate-prices.ts, move-in.ts) written again as SQL functions (migration 0024).
    perPersonWeekly: integer("per_person_weekly").generatedAlwaysAs(
      sql`listing_per_person_weekly(advert_type, monthly_rent, bedrooms, rent_from)`,
    ),
    moveInFrom: date("move_in_from", { mode: "string" }).generatedAlwaysAs(
      sql`listing_move_in_from(advert_type, available_from, rooms_data)`,
    ),
    description: text("description").notNull().default(""),
    // The landlord's pin: only they see it (decision 036).
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    // What everyone else sees and searches: the pin moved 60–150 m and rounded (db/location-sql.ts).
    publicLatitude: doublePrecision("public_latitude").generatedAlwaysAs(publicLatitudeSql),
    publicLongitude: doublePrecision("public_longitude").generatedAlwaysAs(publicLongitudeSql),
    photos: jsonb("photos").$type<PropertyPhoto[]>().notNull().default([]),
    status: propertyStatus("status").notNull().default("draft"),
    // Where the landlord stopped in the listing wizard, so a draft reopens on the right step.
    draftStep: integer("draft_step").notNull().default(0),
    publishedAt: ts("published_at"),
    expiresAt: ts("expires_at"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    /**
     * The search card as JSON text but for the public location, kept by a trigger on every write
     * (migration 0019, decision 042): search pages read it instead of building 25 objects each.
     */
    searchCard: text("search_card"),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(address_line_1, '') || ' ' || coalesce(town, '') || ' ' || coalesce(postcode, '') || ' ' || coalesce(description, ''))`,
    ),
    /**
     * The transaction that last wrote the listing while it was live or going live, stamped by a
     * trigger (migration 0023, decision 047): search's in-process index reads the rows changed
     * since its snapshot.
     */
    changedXid: xid8("changed_xid"),
  },
  (t) => [
    index("properties_owner_idx").on(t.userId, t.createdAt.desc()),
    index("properties_changed_xid_idx").on(t.changedXid),
    // Search's ordered indexes (these two, and the price orders' in migration 0002) also INCLUDE
    // every filter column (migration 0020), which drizzle cannot declare: changing one here means
    // recreating it with its INCLUDE list in a migration of its own.
    index("properties_live_newest_idx")
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} in ('published', 'available', 'let_agreed')`),
    index("properties_live_area_newest_idx")
      .on(t.area, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} in ('published', 'available', 'let_agreed')`),
    index("properties_live_rent_idx")
      .on(t.rentFrom, t.id)
      .where(sql`${t.status} in ('published', 'available', 'let_agreed')`),
    index("properties_live_area_rent_idx")
      .on(t.area, t.rentFrom, t.id)
      .where(sql`${t.status} in ('published', 'available', 'let_agreed')`),
    index("properties_expiry_idx").on(t.expiresAt).where(sql`${t.status} in ('published', 'available')`),
    index("properties_search_idx").using("gin", t.searchVector),
    // Map boxes and "within N minutes" (decision 044): a GiST index on the public point hands out
    // the listings inside a box in time proportional to how many there are. Migration 0022 makes it
    // INCLUDE every filter column and the sort keys (drizzle cannot declare that), so a place's
    // matches are collected and counted without reading the table (search-place.ts).
    index("properties_live_point_idx")
      .using("gist", sql`point(${t.publicLongitude}, ${t.publicLatitude})`)
      .where(
        sql`${t.status} in ('published', 'available', 'let_agreed') and ${t.publicLatitude} is not null`,
      ),
    // Nearest-first (the campus_time sort): a GiST KNN scan on the point as a unit-sphere cube.
    // Only rows with a location: cube() refuses an array holding nulls.
    index("properties_live_sphere_idx")
      .using("gist", sql`(${sql.raw(SPHERE_POINT_SQL)})`)
      .where(
        sql`${t.status} in ('published', 'available', 'let_agreed') and ${t.publicLatitude} is not null`,
      ),
    check("properties_bedrooms_range", sql`${t.bedrooms} is null or ${t.bedrooms} between 0 and 30`),
    check("properties_bathrooms_range", sql`${t.bathrooms} is null or ${t.bathrooms} between 0 and 30`),
    check("properties_rent_positive", sql`${t.monthlyRent} is null or ${t.monthlyRent} > 0`),
    check("properties_deposit_positive", sql`${t.deposit} is null or ${t.deposit} >= 0`),
  ],
);

/**
 * Live listings per area ('' for listings without one), kept exact by statement triggers on
 * properties (migration 0018): the total of an area page or of all listings is read here instead
 * of counted (features/properties/search/search-live-counts.ts, decision 042).
 */
/**
 * Live listings that were deleted (the app only deletes drafts; an operator's DELETE or TRUNCATE
 * does the rest), for search's in-process index (migration 0023, decision 047). A row without a
 * property id stands for a TRUNCATE: everything went.
 */
export const listingTombstones = pgTable(
  "listing_tombstones",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    propertyId: uuid("property_id"),
    changedXid: xid8("changed_xid").notNull().default(sql`pg_current_xact_id()`),
    createdAt: createdAt(),
  },
  (t) => [index("listing_tombstones_changed_xid_idx").on(t.changedXid)],
);

export const liveListingCounts = pgTable("live_listing_counts", {
  area: text("area").primaryKey(),
  listings: integer("listings").notNull(),
});

/**
 * Exact postcode centres, loaded from an operator's ONS Postcode Directory with
 * `npm run import:postcodes FILE`; before the hand-made district table (decision 036).
 */
export const postcodeCentres = pgTable("postcode_centres", {
  /** Upper case with one space: "M14 6LT". */
  postcode: text("postcode").primaryKey(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
});

export const favourites = pgTable(
  "favourites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index("favourites_property_idx").on(t.propertyId),
  ],
);

export const propertyViews = pgTable(
  "property_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    viewerId: text("viewer_id").references(() => user.id, { onDelete: "set null" }),
    sessionId: text("session_id").notNull(),
    userAgent: text("user_agent"),
    referrer: text("referrer"),
    ipAddress: text("ip_address"),
    viewDate: date("view_date", { mode: "string" })
      .notNull()
      .default(sql`(now() at time zone 'Europe/London')::date`),
    createdAt: createdAt(),
  },
  // One view per browser session per property per (UK) day.
  (t) => [uniqueIndex("property_views_once_per_day").on(t.propertyId, t.sessionId, t.viewDate)],
);

export const propertyInquiries = pgTable(
  "property_inquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    inquirerId: text("inquirer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    inquiryType: text("inquiry_type").notNull().default("message"),
    createdAt: createdAt(),
  },
  (t) => [index("property_inquiries_property_idx").on(t.propertyId, t.createdAt)],
);

export const propertyDailyStats = pgTable(
  "property_daily_stats",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
    uniqueViewers: integer("unique_viewers").notNull().default(0),
    inquiries: integer("inquiries").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] })],
);

// ---------------------------------------------------------------- saved searches (decision 033)

/**
 * A user's saved search: each search filter (packages/shared contracts/saved-searches.ts) is a typed
 * column, null when not used, so one statement over these columns finds every search a new listing
 * matches (saved-search-matching.ts). `keyword_query` is the keyword as search turns it into a
 * prefix tsquery, stored so matching never re-parses it; `keyword` is what the user typed.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    area: text("area"),
    keyword: text("keyword"),
    keywordQuery: text("keyword_query"),
    minPrice: integer("min_price"),
    maxPrice: integer("max_price"),
    minBedrooms: integer("min_bedrooms"),
    propertyTypes: propertyType("property_types").array(),
    furnishing: furnishing("furnishing"),
    parking: boolean("parking"),
    billsIncluded: boolean("bills_included"),
    advertType: advertType("advert_type"),
    minPppw: integer("min_pppw"),
    maxPppw: integer("max_pppw"),
    // "Move in from" as asked ("2027/28"), and the last day it allows, which matching checks.
    moveIn: text("move_in"),
    moveInBy: date("move_in_by", { mode: "string" }),
    verifiedOnly: boolean("verified_only"),
    // The map box, in degrees, on the listing's public point (decision 041).
    boxSouth: doublePrecision("box_south"),
    boxWest: doublePrecision("box_west"),
    boxNorth: doublePrecision("box_north"),
    boxEast: doublePrecision("box_east"),
    // Time to a campus: what was asked, and what matching checks — the campus's point and the
    // straight line the shorter of the two limits allows (search-geo.ts), worked out when saved.
    campus: text("campus"),
    maxWalkMinutes: integer("max_walk_minutes"),
    maxCycleMinutes: integer("max_cycle_minutes"),
    nearLatitude: doublePrecision("near_latitude"),
    nearLongitude: doublePrecision("near_longitude"),
    nearMetres: doublePrecision("near_metres"),
    alert: emailFrequency("alert").notNull().default("instant"),
    lastVisitedAt: ts("last_visited_at").notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("saved_searches_user_idx").on(t.userId, t.createdAt.desc()),
    // Matching narrows by area first (a listing has one area; a search has one or none), then price.
    index("saved_searches_area_price_idx").on(t.area, t.maxPrice, t.minPrice),
  ],
);

/**
 * Which homes each saved search has already matched: a home is alerted once per search. No foreign
 * keys: their checks were half the time of recording a listing's thousands of matches (decision
 * 041); statement triggers of migration 0015 delete the matches of a deleted search or home instead.
 */
export const savedSearchMatches = pgTable(
  "saved_search_matches",
  {
    savedSearchId: uuid("saved_search_id").notNull(),
    propertyId: uuid("property_id").notNull(),
    matchedAt: ts("matched_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.propertyId] }),
    index("saved_search_matches_property_idx").on(t.propertyId),
  ],
);

// ---------------------------------------------------------------- notifications

export interface NotificationData {
  sender_id?: string;
  sender_name?: string;
  conversation_id?: string;
  conversation_type?: "direct" | "group" | "landlord_tenant";
  group_id?: string;
  property_id?: string;
  /** A tenancy's step (decision 062). */
  tenancy_id?: string;
}

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    message: text("message").notNull(),
    type: notificationType("type").notNull(),
    data: jsonb("data").$type<NotificationData>().notNull().default({}),
    expiresAt: ts("expires_at"),
    readAt: ts("read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_newest_idx").on(t.userId, t.createdAt.desc()),
    index("notifications_user_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
    // The sweep of unread notifications that become emails (decision 032) reads a recent window.
    index("notifications_unread_recent_idx").on(t.createdAt).where(sql`${t.readAt} is null`),
  ],
);

// ---------------------------------------------------------------- groups

export const groups = pgTable(
  "groups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    budgetMin: integer("budget_min"),
    budgetMax: integer("budget_max"),
    maxMembers: integer("max_members").notNull().default(6),
    createdBy: text("created_by")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    inviteCode: varchar("invite_code", { length: 8 }).notNull().unique(),
    lookingForProperty: boolean("looking_for_property").notNull().default(true),
    preferredLocations: text("preferred_locations").array().notNull().default(sql`'{}'::text[]`),
    /** The group's own bills estimate per person per month; null for the shared default. */
    billsEstimate: integer("bills_estimate"),
    createdAt: createdAt(),
  },
  (t) => [
    index("groups_discover_idx").on(t.createdAt.desc()).where(sql`${t.lookingForProperty}`),
    check("groups_max_members_range", sql`${t.maxMembers} between 2 and 10`),
    check("groups_invite_code_upper", sql`${t.inviteCode} = upper(${t.inviteCode})`),
    check(
      "groups_budget_order",
      sql`${t.budgetMin} is null or ${t.budgetMax} is null or ${t.budgetMin} <= ${t.budgetMax}`,
    ),
    check(
      "groups_bills_estimate_range",
      sql`${t.billsEstimate} between 0 and ${sql.raw(String(BILLS_ESTIMATE_MAX))}`,
    ),
  ],
);

export const groupMembers = pgTable(
  "group_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    groupId: uuid("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    // Unique: a user is in at most one group at a time (§5).
    userId: text("user_id")
      .notNull()
      .unique("group_members_one_group_per_user")
      .references(() => user.id, { onDelete: "cascade" }),
    role: groupRole("role").notNull().default("member"),
    joinedAt: ts("joined_at").notNull().defaultNow(),
  },
  (t) => [
    index("group_members_group_idx").on(t.groupId),
    // What a shortlist vote refers to, so that leaving the group takes the member's votes with it.
    unique("group_members_group_user").on(t.groupId, t.userId),
  ],
);

/** The homes a group is weighing (decision 060); adding one twice keeps the first. */
export const groupShortlist = pgTable(
  "group_shortlist",
  {
    groupId: uuid("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    addedBy: text("added_by").references(() => user.id, { onDelete: "set null" }),
    addedAt: ts("added_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.propertyId] })],
);

/** One vote per current member per shortlisted home; a member's votes go when they leave. */
export const groupShortlistVotes = pgTable(
  "group_shortlist_votes",
  {
    groupId: uuid("group_id").notNull(),
    propertyId: uuid("property_id").notNull(),
    userId: text("user_id").notNull(),
    vote: text("vote").$type<ShortlistVote>().notNull(),
    reason: text("reason"),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.propertyId, t.userId] }),
    foreignKey({
      name: "group_shortlist_votes_home_fk",
      columns: [t.groupId, t.propertyId],
      foreignColumns: [groupShortlist.groupId, groupShortlist.propertyId],
    }).onDelete("cascade"),
    foreignKey({
      name: "group_shortlist_votes_member_fk",
      columns: [t.groupId, t.userId],
      foreignColumns: [groupMembers.groupId, groupMembers.userId],
    }).onDelete("cascade"),
    check("group_shortlist_votes_vote", sql`${t.vote} in ('yes', 'maybe', 'no')`),
  ],
);

/**
 * How a group splits one shortlisted home (decision 061): a member's premium over an even share of
 * a whole home, or the room they claimed in a room advert. A member who leaves takes theirs along.
 */
export const groupShortlistShares = pgTable(
  "group_shortlist_shares",
  {
    groupId: uuid("group_id").notNull(),
    propertyId: uuid("property_id").notNull(),
    userId: text("user_id").notNull(),
    roomIndex: smallint("room_index"),
    premium: integer("premium").notNull().default(0),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.propertyId, t.userId] }),
    foreignKey({
      name: "group_shortlist_shares_home_fk",
      columns: [t.groupId, t.propertyId],
      foreignColumns: [groupShortlist.groupId, groupShortlist.propertyId],
    }).onDelete("cascade"),
    foreignKey({
      name: "group_shortlist_shares_member_fk",
      columns: [t.groupId, t.userId],
      foreignColumns: [groupMembers.groupId, groupMembers.userId],
    }).onDelete("cascade"),
    uniqueIndex("group_shortlist_shares_one_claim_per_room").on(t.groupId, t.propertyId, t.roomIndex),
    check(
      "group_shortlist_shares_premium",
      sql`${t.premium} between 0 and ${sql.raw(String(SHARE_PREMIUM_MAX))}`,
    ),
    check("group_shortlist_shares_room", sql`${t.roomIndex} is null or ${t.roomIndex} >= 0`),
  ],
);

/** Short notes in a shortlisted home's row; a former member's stay, shown as "Former member". */
export const groupShortlistComments = pgTable(
  "group_shortlist_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    groupId: uuid("group_id").notNull(),
    propertyId: uuid("property_id").notNull(),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: "group_shortlist_comments_home_fk",
      columns: [t.groupId, t.propertyId],
      foreignColumns: [groupShortlist.groupId, groupShortlist.propertyId],
    }).onDelete("cascade"),
    index("group_shortlist_comments_home_idx").on(t.groupId, t.propertyId, t.createdAt),
  ],
);

export const groupJoinRequests = pgTable(
  "group_join_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    groupId: uuid("group_id")
      .notNull()
      .references(() => groups.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    message: varchar("message", { length: 500 }),
    status: requestStatus("status").notNull().default("pending"),
    createdAt: createdAt(),
    respondedAt: ts("responded_at"),
  },
  (t) => [
    uniqueIndex("group_join_requests_one_pending")
      .on(t.groupId, t.userId)
      .where(sql`${t.status} = 'pending'`),
    index("group_join_requests_user_idx").on(t.userId, t.createdAt.desc()),
    index("group_join_requests_group_idx").on(t.groupId, t.createdAt.desc()),
  ],
);

export const connectRequests = pgTable(
  "connect_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    senderId: text("sender_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    receiverId: text("receiver_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    message: text("message"),
    status: requestStatus("status").notNull().default("pending"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    // One request per unordered pair, whichever of the two sent it.
    uniqueIndex("connect_requests_one_per_pair").on(
      sql`least(${t.senderId}, ${t.receiverId})`,
      sql`greatest(${t.senderId}, ${t.receiverId})`,
    ),
    index("connect_requests_receiver_idx").on(t.receiverId),
    check("connect_requests_not_self", sql`${t.senderId} <> ${t.receiverId}`),
  ],
);

// ---------------------------------------------------------------- conversations

export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: conversationType("type").notNull(),
    name: text("name"),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    groupId: uuid("group_id").references(() => groups.id, { onDelete: "cascade" }),
    // Direct: the two user ids sorted and joined, so a pair has one direct conversation.
    directKey: text("direct_key"),
    // Landlord_tenant: the student who enquired, so a (student, property) pair has one conversation.
    tenantId: text("tenant_id").references(() => user.id, { onDelete: "cascade" }),
    lastMessageAt: ts("last_message_at"),
    // The seq of the latest message; bumping it locks the row, so seqs follow commit order.
    lastSeq: bigint("last_seq", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("conversations_direct_pair").on(t.directKey).where(sql`${t.type} = 'direct'`),
    uniqueIndex("conversations_one_per_group").on(t.groupId).where(sql`${t.type} = 'group'`),
    uniqueIndex("conversations_one_per_tenant_property")
      .on(t.propertyId, t.tenantId)
      .where(sql`${t.type} = 'landlord_tenant'`),
    check(
      "conversations_shape",
      sql`(${t.type} = 'direct' and ${t.directKey} is not null)
        or (${t.type} = 'group' and ${t.groupId} is not null)
        or (${t.type} = 'landlord_tenant' and ${t.tenantId} is not null)`,
    ),
  ],
);

export const conversationParticipants = pgTable(
  "conversation_participants",
  {
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("member"),
    lastReadAt: ts("last_read_at"),
    joinedAt: ts("joined_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index("conversation_participants_user_idx").on(t.userId),
  ],
);

export const messages = pgTable(
  "messages",
  {
    // Chosen by the sending client, so a retried send is recognised and never stored twice.
    id: uuid("id").primaryKey(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: text("sender_id").references(() => user.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    messageType: messageType("message_type").notNull().default("text"),
    isSystemMessage: boolean("is_system_message").notNull().default(false),
    createdAt: ts("created_at").notNull().default(sql`clock_timestamp()`),
    // Position in the conversation, assigned under the conversation row lock (appendMessage).
    seq: bigint("seq", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("messages_conversation_seq").on(t.conversationId, t.seq),
    // Unread counts and read markers still compare times.
    index("messages_conversation_time_idx").on(t.conversationId, t.createdAt, t.id),
    check("messages_content_not_blank", sql`length(btrim(${t.content})) > 0`),
  ],
);

// ---------------------------------------------------------------- deal flow

export const dealProgression = pgTable(
  "deal_progression",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    studentId: text("student_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    landlordId: text("landlord_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    groupId: uuid("group_id").references(() => groups.id, { onDelete: "set null" }),
    currentStage: dealStage("current_stage").notNull().default("initial"),
    status: text("status").notNull().default("active"),
    viewingRequestedAt: ts("viewing_requested_at"),
    slotsGivenAt: ts("slots_given_at"),
    viewingScheduledAt: ts("viewing_scheduled_at"),
    viewingConfirmedByStudentAt: ts("viewing_confirmed_by_student_at"),
    viewingConfirmedByLandlordAt: ts("viewing_confirmed_by_landlord_at"),
    viewingConfirmedAt: ts("viewing_confirmed_at"),
    studentReadyAt: ts("student_ready_at"),
    landlordConfirmedAt: ts("landlord_confirmed_at"),
    /**
     * The rent the listing advertised when the viewing was requested (decision 062): a tenancy's
     * rent may not be above it, whatever the listing says later.
     */
    advertisedRent: jsonb("advertised_rent").$type<AdvertisedRent>(),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    // One viewing request per (conversation, property).
    uniqueIndex("deal_progression_one_per_conversation").on(t.conversationId, t.propertyId),
    index("deal_progression_landlord_idx").on(t.landlordId),
    check("deal_progression_status", sql`${t.status} in ('active', 'closed')`),
  ],
);

export const viewingTimeSlots = pgTable(
  "viewing_time_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dealProgressionId: uuid("deal_progression_id")
      .notNull()
      .references(() => dealProgression.id, { onDelete: "cascade" }),
    proposedAt: ts("proposed_at").notNull(),
    createdBy: text("created_by")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    isSelected: boolean("is_selected").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("viewing_time_slots_deal_idx").on(t.dealProgressionId),
    uniqueIndex("viewing_time_slots_one_selected").on(t.dealProgressionId).where(sql`${t.isSelected}`),
  ],
);

export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dealProgressionId: uuid("deal_progression_id")
      .notNull()
      .references(() => dealProgression.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    groupId: uuid("group_id").references(() => groups.id, { onDelete: "set null" }),
    applicantUserId: text("applicant_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("submitted"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("applications_one_per_deal_applicant").on(t.dealProgressionId, t.applicantUserId),
    index("applications_applicant_idx").on(t.applicantUserId, t.createdAt.desc()),
    check("applications_status", sql`${t.status} in ('submitted', 'accepted', 'declined')`),
  ],
);

export const userBadges = pgTable(
  "user_badges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    badgeType: badgeType("badge_type").notNull(),
    badgeName: text("badge_name").notNull(),
    description: text("description"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("user_badges_once_per_type").on(t.userId, t.badgeType)],
);

// ---------------------------------------------------------------- landlord trust (decision 058)

/** A landlord's measured time to a first reply, recomputed by the landlord-response-times job. */
export const landlordResponseTimes = pgTable("landlord_response_times", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** Null when no enquiry counted. */
  medianMinutes: integer("median_minutes"),
  enquiries: integer("enquiries").notNull(),
  computedAt: ts("computed_at").notNull(),
});

/** A document uploaded for verification: kept in private storage, never under /files. */
export interface PrivateDocument {
  key: string;
  contentType: string;
  bytes: number;
}

export const verificationStatus = pgEnum("verification_status", VERIFICATION_STATUSES);

export const landlordVerifications = pgTable(
  "landlord_verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: verificationStatus("status").notNull().default("pending"),
    proofKind: text("proof_kind").notNull(),
    /** Both documents are set to null when they are deleted, VERIFICATION_DOCUMENTS_KEPT_DAYS after the decision. */
    identityDocument: jsonb("identity_document").$type<PrivateDocument>(),
    proofDocument: jsonb("proof_document").$type<PrivateDocument>(),
    reason: text("reason"),
    decidedAt: ts("decided_at"),
    /** The operator's user id, or "admin command". */
    decidedBy: text("decided_by"),
    documentsDeletedAt: ts("documents_deleted_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("landlord_verifications_one_pending").on(t.userId).where(sql`${t.status} = 'pending'`),
    index("landlord_verifications_user_idx").on(t.userId, t.createdAt.desc()),
    index("landlord_verifications_queue_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** A review by an applicant of a confirmed deal (decision 058); the landlord is the deal's. */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dealId: uuid("deal_id")
      .notNull()
      .references(() => dealProgression.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** Null once the writer deleted their account: the review stays, by "Former tenant". */
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    landlordRating: integer("landlord_rating").notNull(),
    propertyRating: integer("property_rating").notNull(),
    body: text("body").notNull(),
    reply: text("reply"),
    repliedAt: ts("replied_at"),
    /** Set by an operator under a rule of the review policy (REVIEW_POLICY_RULES), with why. */
    hiddenAt: ts("hidden_at"),
    hiddenRule: text("hidden_rule"),
    hiddenReason: text("hidden_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reviews_one_per_author_deal").on(t.dealId, t.authorId),
    index("reviews_property_idx").on(t.propertyId, t.createdAt.desc()),
    check(
      "reviews_ratings",
      sql`${t.landlordRating} between 1 and 5 and ${t.propertyRating} between 1 and 5`,
    ),
  ],
);

/**
 * A listing photo's difference hash and its six band keys (decision 059): a photo too small or too
 * plain to match on has no row, nor does any photo stored before copies were checked (the demo's).
 */
export const listingPhotoHashes = pgTable(
  "listing_photo_hashes",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    photoId: text("photo_id").notNull(),
    hash: bigint("hash", { mode: "bigint" }).notNull(),
    bandKeys: integer("band_keys").array().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.photoId] }),
    index("listing_photo_hashes_bands_idx").using("gin", t.bandKeys),
  ],
);

/** A listing description's sketch, written when the listing goes live (decision 059). */
export const listingTextSketches = pgTable(
  "listing_text_sketches",
  {
    propertyId: uuid("property_id")
      .primaryKey()
      .references(() => properties.id, { onDelete: "cascade" }),
    sketch: integer("sketch").array().notNull(),
  },
  (t) => [index("listing_text_sketches_idx").using("gin", t.sketch)],
);

/**
 * A listing held from going live because it matched other accounts' listings (decision 059):
 * open until an operator clears it (it goes live) or withdraws it. A cleared review's matches are
 * not held again for the same listing.
 */
export const copyReviews = pgTable(
  "copy_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    matchedPropertyIds: uuid("matched_property_ids").array().notNull(),
    photoMatches: integer("photo_matches").notNull(),
    textSimilarity: doublePrecision("text_similarity"),
    status: text("status").$type<"open" | "cleared" | "withdrawn">().notNull().default("open"),
    decidedAt: ts("decided_at"),
    decidedBy: text("decided_by"),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("copy_reviews_one_open").on(t.propertyId).where(sql`${t.status} = 'open'`),
    index("copy_reviews_queue_idx").on(t.createdAt).where(sql`${t.status} = 'open'`),
  ],
);

export const reviewReports = pgTable(
  "review_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    details: text("details"),
    status: text("status").notNull().default("open"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("review_reports_one_per_reporter").on(t.reviewId, t.reporterId)],
);

// ---------------------------------------------------------------- newsletter, jobs, mail

export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  userAgent: text("user_agent"),
  referrer: text("referrer"),
  createdAt: createdAt(),
});

/** The PostgreSQL-backed job queue (see jobs/queue.ts): survives restarts, shared by instances. */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    // Set for jobs that must exist once (e.g. one reminder per deal); a repeat enqueue is ignored.
    uniqueKey: text("unique_key").unique(),
    runAt: ts("run_at").notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(24),
    lastError: text("last_error"),
    lockedUntil: ts("locked_until"),
    doneAt: ts("done_at"),
    /** Set when the last attempt failed: the job waits for `npm run jobs -- retry ID` (decision 019). */
    deadAt: ts("dead_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("jobs_due_idx").on(t.runAt).where(sql`${t.doneAt} is null and ${t.deadAt} is null`),
    index("jobs_dead_idx").on(t.deadAt).where(sql`${t.deadAt} is not null`),
  ],
);

/**
 * One row per email that should go out once: its idempotency key names the event and the
 * recipient (decision 019). With the outbox it is written in the outbox row's transaction
 * (exactly once); over SMTP it is 'sending' before the server is contacted and 'sent' after its
 * 250, so a retry skips what was sent and resends, with the same Message-ID, only what may not be.
 */
export const mailDeliveries = pgTable("mail_deliveries", {
  idempotencyKey: text("idempotency_key").primaryKey(),
  messageId: text("message_id").notNull(),
  kind: text("kind").notNull(),
  state: text("state", { enum: ["sending", "sent"] }).notNull(),
  attempts: integer("attempts").notNull().default(1),
  /** As on mail_outbox: account deletion removes the records that name the person (decision 013). */
  personIds: text("person_ids").array().notNull().default(sql`'{}'::text[]`),
  sentAt: ts("sent_at"),
  createdAt: createdAt(),
});

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").array().notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    attachments: jsonb("attachments")
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default([]),
    kind: text("kind").notNull(),
    /** Extra header fields such as List-Unsubscribe (decision 032), shown by the dev mailbox. */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /** Ids of the people the mail is to or names: account deletion finds it by them (decision 013). */
    personIds: text("person_ids").array().notNull().default(sql`'{}'::text[]`),
    sentAt: ts("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_newest_idx").on(t.createdAt.desc())],
);

/**
 * A person's email notification choices (decision 032), one row once they change anything: with
 * no row, the defaults of their user type apply (packages/shared notification-settings.ts).
 */
export const notificationSettings = pgTable("notification_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  messagesEnquiries: emailFrequency("messages_enquiries").notNull(),
  viewingsDeals: emailFrequency("viewings_deals").notNull(),
  groupsRoommates: emailFrequency("groups_roommates").notNull(),
  savedSearchAlerts: emailFrequency("saved_search_alerts").notNull(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

// ---------------------------------------------------------------- web push (docs/decisions/064-web-push.md)

/** A person's push switches, one row once they save: with no row every switch is off. */
export const pushSettings = pgTable("push_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  messagesEnquiries: boolean("messages_enquiries").notNull().default(false),
  viewingsDeals: boolean("viewings_deals").notNull().default(false),
  groupsRoommates: boolean("groups_roommates").notNull().default(false),
  savedSearchAlerts: boolean("saved_search_alerts").notNull().default(false),
  showMessageText: boolean("show_message_text").notNull().default(false),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/**
 * One device's push subscription: where its push service takes our pushes (endpoint) and the keys
 * they are encrypted to. It belongs to the session it was made under, so signing out of that
 * device removes it (ON DELETE CASCADE).
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    sessionId: text("session_id").references(() => session.id, { onDelete: "cascade" }),
    /** "Chrome on Android": enough for the person to recognise the device in their data export. */
    userAgentLabel: text("user_agent_label"),
    createdAt: createdAt(),
    lastSuccessAt: ts("last_success_at"),
  },
  (t) => [
    index("push_subscriptions_user_idx").on(t.userId),
    index("push_subscriptions_session_idx").on(t.sessionId),
  ],
);

// ---------------------------------------------------------------- vouchers (docs/decisions/007-vouchers.md)

/**
 * A student's personal code for one partner offer of the voucher pack. The offers themselves are
 * fixed data in packages/shared/src/domain/vouchers.ts; a code is issued once per (user, offer)
 * and never changes.
 */
export const voucherCodes = pgTable(
  "voucher_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    offerId: text("offer_id").notNull(),
    code: text("code").notNull(),
    issuedAt: ts("issued_at").notNull(),
    expiresAt: ts("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("voucher_codes_one_per_user_offer").on(t.userId, t.offerId),
    uniqueIndex("voucher_codes_code_unique").on(t.code),
  ],
);

// ---------------------------------------------------------------- trust and safety

/**
 * A landlord-side viewer's one-time GDPR consent to see a student's profile detail (§5), recorded on
 * the server so the API can withhold the detail until it exists (the browser keeps only a cache).
 */
export const profileAccessConsents = pgTable(
  "profile_access_consents",
  {
    viewerId: text("viewer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    studentId: text("student_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    consentedAt: ts("consented_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.viewerId, t.studentId] })],
);

/** "Block user": the blocked user can't message, connect, join the blocker's group or see their profile. */
export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: text("blocker_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("user_blocks_blocked_idx").on(t.blockedId),
    check("user_blocks_not_self", sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/** "Report this listing" / "Report this user": one per reporter and target, read by operators. */
export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "cascade" }),
    reportedUserId: text("reported_user_id").references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    details: text("details"),
    status: text("status").notNull().default("open"),
    resolvedAt: ts("resolved_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reports_one_per_reporter_listing")
      .on(t.reporterId, t.propertyId)
      .where(sql`${t.propertyId} is not null`),
    uniqueIndex("reports_one_per_reporter_user")
      .on(t.reporterId, t.reportedUserId)
      .where(sql`${t.reportedUserId} is not null`),
    index("reports_open_idx").on(t.createdAt).where(sql`${t.status} = 'open'`),
    check("reports_one_target", sql`(${t.propertyId} is null) <> (${t.reportedUserId} is null)`),
    check("reports_status", sql`${t.status} in ('open', 'actioned', 'dismissed')`),
  ],
);

/**
 * The applicants of a deal: the group's members at the moment the viewing was requested (leader
 * first), not whoever joins the group later.
 */
export const dealApplicants = pgTable(
  "deal_applicants",
  {
    dealProgressionId: uuid("deal_progression_id")
      .notNull()
      .references(() => dealProgression.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.dealProgressionId, t.userId] }),
    index("deal_applicants_user_idx").on(t.userId),
  ],
);

/** The rate limits' counters, shared by every instance (rate-limits/shared-counters.ts). */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

// ---------------------------------------------------------------- tenancies (decision 062)

export const tenancyState = pgEnum("tenancy_state", TENANCY_STATES);

/** The let a confirmed deal becomes: its terms, agreed in Roost, and where it stands. */
export const tenancies = pgTable(
  "tenancies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dealProgressionId: uuid("deal_progression_id")
      .notNull()
      .references(() => dealProgression.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    landlordId: text("landlord_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    state: tenancyState("state").notNull().default("terms_drafted"),
    /** Validated by the shared rules on every write (domain/tenancy-terms.ts). */
    terms: jsonb("terms").$type<TenancyTerms>().notNull(),
    /** Goes up with every change of the terms, which voids any signature of an earlier version. */
    termsVersion: integer("terms_version").notNull().default(1),
    /** The deal's snapshot of the advertised rent, copied when the tenancy starts. */
    advertisedRent: jsonb("advertised_rent").$type<AdvertisedRent>(),
    /**
     * When the landlord, sending an assured tenancy to sign, confirmed its agreement holds the
     * written statement of terms and matches Roost's summary (Roost cannot read the document).
     */
    statementConfirmedAt: ts("statement_confirmed_at"),
    /**
     * Why the landlord marked the let exempt from Right to Rent checks (right-to-rent.ts's
     * exemptions, for the lets the Renters' Rights Act does not cover), and when.
     */
    rightToRentExemption: text("right_to_rent_exemption"),
    rightToRentExemptAt: ts("right_to_rent_exempt_at"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    stateChangedAt: ts("state_changed_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tenancies_one_per_deal").on(t.dealProgressionId),
    index("tenancies_landlord_idx").on(t.landlordId),
  ],
);

/**
 * Who a tenancy binds, fixed when it starts: its landlord and the deal's applicants who were still
 * in the group, in the deal's order (position 0 is the leader, who gets the split's leftover pound).
 */
export const tenancyParties = pgTable(
  "tenancy_parties",
  {
    tenancyId: uuid("tenancy_id")
      .notNull()
      .references(() => tenancies.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenancyId, t.userId] }),
    index("tenancy_parties_user_idx").on(t.userId),
    check("tenancy_parties_role", sql`${t.role} in ('landlord', 'tenant')`),
  ],
);

/**
 * A written agreement the landlord uploaded (decision 062): one for a joint tenancy (`tenantId`
 * null), one per tenant of individual tenancies. The files are in private storage. Sending the
 * tenancy out for signature fixes the signable document (Roost's summary page, then the upload) by
 * its SHA-256; the signed PDF is made when its last signer signs.
 */
export const tenancyAgreements = pgTable(
  "tenancy_agreements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenancyId: uuid("tenancy_id")
      .notNull()
      .references(() => tenancies.id, { onDelete: "cascade" }),
    tenantId: text("tenant_id").references(() => user.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    originalKey: text("original_key").notNull(),
    pageCount: integer("page_count").notNull(),
    uploadedAt: ts("uploaded_at").notNull(),
    signableKey: text("signable_key"),
    signableSha256: text("signable_sha256"),
    signedKey: text("signed_key"),
    signedAt: ts("signed_at"),
  },
  (t) => [unique("tenancy_agreements_one_per_tenant").on(t.tenancyId, t.tenantId).nullsNotDistinct()],
);

/**
 * One signature of one agreement's signable document: the typed name, the verified email, and the
 * address and browser it came from, as the signing certificate prints them.
 */
export const tenancySignatures = pgTable(
  "tenancy_signatures",
  {
    agreementId: uuid("agreement_id")
      .notNull()
      .references(() => tenancyAgreements.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    signedName: text("signed_name").notNull(),
    email: text("email").notNull(),
    signedAt: ts("signed_at").notNull(),
    ipAddress: text("ip_address").notNull(),
    userAgent: text("user_agent").notNull(),
    documentSha256: text("document_sha256").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.agreementId, t.userId] }),
    check("tenancy_signatures_role", sql`${t.role} in ('landlord', 'tenant', 'guarantor')`),
  ],
);

/**
 * The landlord's Right to Rent record for one adult occupier (decision 062): a tenant of the
 * tenancy (`tenantId`) or a permitted occupier named in its terms (`occupierName`). What was
 * checked and when, never the document; only the landlord and that tenant read it.
 */
export const rightToRentChecks = pgTable(
  "right_to_rent_checks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenancyId: uuid("tenancy_id")
      .notNull()
      .references(() => tenancies.id, { onDelete: "cascade" }),
    tenantId: text("tenant_id").references(() => user.id, { onDelete: "cascade" }),
    occupierName: text("occupier_name"),
    document: text("document").notNull(),
    timeLimited: boolean("time_limited").notNull(),
    checkedOn: date("checked_on", { mode: "string" }).notNull(),
    followUpOn: date("follow_up_on", { mode: "string" }),
    recordedAt: ts("recorded_at").notNull(),
  },
  (t) => [
    unique("right_to_rent_one_per_occupier").on(t.tenancyId, t.tenantId, t.occupierName).nullsNotDistinct(),
    check("right_to_rent_occupier", sql`(${t.tenantId} is null) <> (${t.occupierName} is null)`),
  ],
);

/**
 * The guarantor a tenant names (decision 062): someone without an account, reached by an emailed
 * link signed with the server's secret. The link names this row, its nonce and its expiry; sending
 * it again draws a new nonce, so the link before stops working. The guarantor signs the agreement
 * the tenant signs, and their signature is kept here, beside the link it came through.
 */
export const tenancyGuarantors = pgTable(
  "tenancy_guarantors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenancyId: uuid("tenancy_id")
      .notNull()
      .references(() => tenancies.id, { onDelete: "cascade" }),
    tenantId: text("tenant_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    linkNonce: text("link_nonce").notNull(),
    linkExpiresAt: ts("link_expires_at").notNull(),
    invitedAt: ts("invited_at").notNull(),
    signedName: text("signed_name"),
    signedAt: ts("signed_at"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    documentSha256: text("document_sha256"),
    /** The statement as the guarantor ticked it, naming the tenant as they were named then. */
    signedStatement: text("signed_statement"),
  },
  (t) => [unique("tenancy_guarantors_one_per_tenant").on(t.tenancyId, t.tenantId)],
);

/**
 * A holding deposit or tenancy deposit, recorded, not moved (decision 062): who paid, how much and
 * when, then the landlord's "received" with its date, from which the deadlines run. A holding
 * deposit ends refunded, credited to the rent or deposit, or kept with a written reason; a deposit
 * is protected in a scheme, with its certificate number and the dates.
 */
export const tenancyPayments = pgTable(
  "tenancy_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenancyId: uuid("tenancy_id")
      .notNull()
      .references(() => tenancies.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    payerId: text("payer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    recordedBy: text("recorded_by").notNull(),
    recordedAt: ts("recorded_at").notNull(),
    receivedOn: date("received_on", { mode: "string" }),
    /** A holding deposit's deadline for agreement, when agreed in writing other than the 15th day. */
    agreedDeadlineOn: date("agreed_deadline_on", { mode: "string" }),
    outcome: text("outcome"),
    outcomeOn: date("outcome_on", { mode: "string" }),
    keptReason: text("kept_reason"),
    protectionScheme: text("protection_scheme"),
    certificateNumber: text("certificate_number"),
    protectedOn: date("protected_on", { mode: "string" }),
    informationGivenOn: date("information_given_on", { mode: "string" }),
  },
  (t) => [
    index("tenancy_payments_tenancy_idx").on(t.tenancyId),
    check("tenancy_payments_kind", sql`${t.kind} in ('holding_deposit', 'deposit')`),
    check(
      "tenancy_payments_outcome",
      sql`${t.outcome} is null or ${t.outcome} in ('refunded', 'credited', 'kept')`,
    ),
  ],
);
