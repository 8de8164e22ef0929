import { randomBytes, randomUUID } from "node:crypto";
import { LISTING_LIFETIME_DAYS } from "@roost/shared/domain/constants.ts";
import { effectiveMonthlyRent } from "@roost/shared/domain/price.ts";
import { isLiveStatus, type PropertyStatus } from "@roost/shared/domain/property.ts";
import type { UserType } from "@roost/shared/domain/user-types.ts";
import type { Db } from "../db/client.ts";
import { type PropertyPhoto, profiles, properties, user } from "../db/schema.ts";

// Rows inserted straight into the database, for fixtures that would take dozens of API calls.
// Each factory makes a complete, valid row; tests override only what they are about.

type PropertyInsert = typeof properties.$inferInsert;
export type PropertyRowFixture = typeof properties.$inferSelect;

/** A user with an onboarded profile (no session: sign in through TestApp for API calls). */
export async function insertUser(
  db: Db,
  {
    userType = "landlord",
    displayName = "Fixture Owner",
  }: { userType?: UserType | null; displayName?: string } = {},
): Promise<string> {
  const id = randomUUID();
  const email = `fixture-${randomBytes(5).toString("hex")}@example.com`;
  await db.insert(user).values({ id, name: displayName, email, emailVerified: true });
  await db.insert(profiles).values({ userId: id, email, displayName, userType });
  return id;
}

/** A photo entry whose files do not exist: enough for counts, covers and publishability. */
export function fakePhoto(id = randomBytes(6).toString("base64url")): PropertyPhoto {
  return {
    id,
    card: `/files/fixtures/${id}-card.webp`,
    large: `/files/fixtures/${id}-large.webp`,
    width: 1600,
    height: 1200,
  };
}

const DAY_MS = 86_400_000;

/**
 * A complete listing, published now by default (pass `now` from the test clock). rent_from is
 * derived like the service does unless the override sets it, and published_at/expires_at follow
 * the status unless given.
 */
export async function insertProperty(
  db: Db,
  ownerId: string,
  overrides: Partial<PropertyInsert> & { now?: Date } = {},
): Promise<PropertyRowFixture> {
  const { now = new Date(), ...fields } = overrides;
  const status: PropertyStatus = fields.status ?? "published";
  const live = isLiveStatus(status);
  const base: PropertyInsert = {
    userId: ownerId,
    addressLine1: "12 Mauldeth Road",
    town: "Manchester",
    postcode: "M14 6HR",
    area: "fallowfield",
    bedrooms: 3,
    bathrooms: 1,
    parking: false,
    propertyType: "terraced-house",
    furnishing: "furnished",
    advertType: "whole_property",
    monthlyRent: 1500,
    roomsData: [],
    billsIncluded: false,
    description: "A bright terraced house a short walk from the university, the shops and the bus.",
    availableFrom: "2026-09-01",
    photos: [fakePhoto()],
    status,
    draftStep: live ? 5 : 1,
    publishedAt: live ? now : null,
    expiresAt: live ? new Date(now.getTime() + LISTING_LIFETIME_DAYS * DAY_MS) : null,
    createdAt: now,
    updatedAt: now,
  };
  const row = { ...base, ...fields };
  if (!("rentFrom" in fields)) {
    row.rentFrom = effectiveMonthlyRent({
      advertType: row.advertType,
      monthlyRent: row.monthlyRent,
      rooms: row.roomsData ?? [],
    });
  }
  const [inserted] = await db.insert(properties).values(row).returning();
  return inserted;
}
