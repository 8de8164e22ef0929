import { randomBytes, randomUUID } from "node:crypto";
import type { ConversationRef, Message } from "@roost/shared/contracts/conversations.ts";
import type { Me } from "@roost/shared/contracts/profile.ts";
import { LISTING_LIFETIME_DAYS } from "@roost/shared/domain/constants.ts";
import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { depositCap } from "@roost/shared/domain/listing.ts";
import type { ListingFacts } from "@roost/shared/domain/listing-facts.ts";
import { effectiveMonthlyRent } from "@roost/shared/domain/price.ts";
import { isLiveStatus, type PropertyStatus } from "@roost/shared/domain/property.ts";
import type { TenancyTerms } from "@roost/shared/domain/tenancy-terms.ts";
import type { UserType } from "@roost/shared/domain/user-types.ts";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Db } from "../db/client.ts";
import {
  connectRequests,
  conversationParticipants,
  conversations,
  dealProgression,
  groupMembers,
  groups,
  type PropertyPhoto,
  profiles,
  properties,
  tenancies,
  tenancyAgreements,
  tenancyParties,
  user,
} from "../db/schema.ts";
import type { TestApp, TestResponse } from "./test-app.ts";

// The one fixtures module of the server tests. Users are signed up through the API (a session
// cookie to call it with); listings, groups, conversations and connections are inserted straight
// into the database, for fixtures that would take dozens of API calls. Each makes a complete,
// valid row; tests override only what they are about.

/** Asserts the status (showing the body when it differs) and hands the response on, typed. */
export function ok<R extends TestResponse<unknown>>(res: R, status = 200): R {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res;
}

// ---------------------------------------------------------------- users

let counter = 0;
/** An address no other test run or call uses (lower case, as sign-in stores it). */
export const uniqueEmail = (prefix: string) =>
  `${prefix.toLowerCase()}-${++counter}-${randomBytes(3).toString("hex")}@example.com`;

export interface Person {
  id: string;
  cookie: string;
  email: string;
  /** The display name onboarding made: "first last". */
  name: string;
}

export interface PersonOptions {
  first_name?: string;
  last_name?: string;
  /** Profile fields set straight in the database after onboarding (interests, budget, …). */
  profile?: Partial<typeof profiles.$inferInsert>;
}

/**
 * A signed-in user who has finished onboarding as `type`, with a unique email made from `prefix`;
 * the first name is the prefix and the last name "Tester" unless given.
 */
export async function person(
  t: TestApp,
  prefix: string,
  type: UserType = "student",
  { first_name = prefix, last_name = "Tester", profile }: PersonOptions = {},
): Promise<Person> {
  const email = uniqueEmail(prefix);
  const { id, cookie } = await t.signUp(email, type, { first_name, last_name });
  if (profile) await t.db.update(profiles).set(profile).where(eq(profiles.userId, id));
  return { id, cookie, email, name: `${first_name} ${last_name}` };
}

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

export async function setAvatar(db: Db, userId: string, avatarUrl: string) {
  await db.update(profiles).set({ avatarUrl }).where(eq(profiles.userId, userId));
}

// ---------------------------------------------------------------- listings

type PropertyInsert = typeof properties.$inferInsert;
export type PropertyRowFixture = typeof properties.$inferSelect;

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

/** What an advert must state besides its rent and deposit (decision 056). */
export const COMPLETE_ADVERT_FACTS: ListingFacts = {
  council_tax_band: "B",
  council_tax_payer: "tenants",
  epc: "C",
  epc_certificate: "0123-4567-8901-2345-6789",
};

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
    facts: COMPLETE_ADVERT_FACTS,
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
  // The most the rent allows (a room-by-room advert's deposit is not capped), unless given.
  if (!("deposit" in fields)) row.deposit = row.monthlyRent ? depositCap(row.monthlyRent).pounds : 500;
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

// ---------------------------------------------------------------- groups and connections

export async function createGroup(db: Db, leaderId: string, memberIds: string[], name = "Fallowfield Five") {
  const [group] = await db
    .insert(groups)
    .values({ name, createdBy: leaderId, inviteCode: randomBytes(4).toString("hex").toUpperCase() })
    .returning();
  if (!group) throw new Error("no group");
  await db
    .insert(groupMembers)
    .values([
      { groupId: group.id, userId: leaderId, role: "admin" },
      ...memberIds.map((userId) => ({ groupId: group.id, userId, role: "member" as const })),
    ]);
  return group;
}

export async function acceptConnection(db: Db, senderId: string, receiverId: string) {
  await db.insert(connectRequests).values({ senderId, receiverId, status: "accepted" }).onConflictDoNothing();
}

// ---------------------------------------------------------------- conversations

/** A landlord_tenant conversation as the property feature creates it: tenant and owner participate. */
export async function createInquiry(db: Db, tenantId: string, property: { id: string; userId: string }) {
  const [conv] = await db
    .insert(conversations)
    .values({ type: "landlord_tenant", propertyId: property.id, tenantId })
    .returning();
  if (!conv) throw new Error("no conversation");
  await db.insert(conversationParticipants).values([
    { conversationId: conv.id, userId: tenantId, role: "member" },
    { conversationId: conv.id, userId: property.userId, role: "member" },
  ]);
  return conv.id;
}

/** Sends a chat message through the API; the body is the stored message, or name ApiErrorBody for a refusal. */
export async function send<T = Message>(
  t: TestApp,
  cookie: string,
  conversationId: string,
  content: string,
  id = randomUUID(),
) {
  return t.request<T>(`/api/conversations/${conversationId}/messages`, { cookie, body: { id, content } });
}

/** The direct chat of the cookie's user with userId, connecting the two first (spec §4: accepted enables it). */
export async function openDirect(t: TestApp, cookie: string, userId: string): Promise<string> {
  const me = await t.request<Me>("/api/me", { cookie });
  await acceptConnection(t.db, me.body.user.id, userId);
  const res = await t.request<ConversationRef>("/api/conversations/direct", {
    cookie,
    body: { user_id: userId },
  });
  if (res.status !== 200) throw new Error(`direct failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.conversation_id;
}

/** The chat of a new group of these people, the first its leader, opened by the leader through the API. */
export async function openGroupChat(t: TestApp, members: readonly Person[]): Promise<string> {
  const [leader, ...rest] = members as [Person, ...Person[]];
  const group = await createGroup(
    t.db,
    leader.id,
    rest.map((m) => m.id),
  );
  const res = await t.request<ConversationRef>("/api/conversations/group", {
    cookie: leader.cookie,
    body: { group_id: group.id },
  });
  return ok(res).body.conversation_id;
}

// ---------------------------------------------------------------- tenancies

/** Terms within every rule of an assured tenancy (decision 062), starting well in the future. */
export const VALID_TENANCY_TERMS: TenancyTerms = {
  letKind: "assured",
  tenancyType: "joint",
  startDate: "2030-09-01",
  endDate: null,
  rentPeriod: "monthly",
  rents: [1500],
  deposit: 1500,
  holdingDeposit: 300,
  rentInAdvance: 1500,
  billsIncluded: false,
  depositScheme: "dps",
  permittedOccupiers: [],
};

/** A confirmed deal of the inquiry and its tenancy in "terms drafted", with its parties. */
export async function insertTenancy(
  db: Db,
  deal: { conversationId: string; propertyId: string; landlordId: string; tenantIds: string[] },
) {
  const [progression] = await db
    .insert(dealProgression)
    .values({
      conversationId: deal.conversationId,
      propertyId: deal.propertyId,
      studentId: deal.tenantIds[0] ?? "",
      landlordId: deal.landlordId,
      currentStage: "deal_confirmed",
    })
    .returning();
  if (!progression) throw new Error("no deal");
  const [tenancy] = await db
    .insert(tenancies)
    .values({
      dealProgressionId: progression.id,
      propertyId: deal.propertyId,
      landlordId: deal.landlordId,
      terms: VALID_TENANCY_TERMS,
    })
    .returning();
  if (!tenancy) throw new Error("no tenancy");
  await db.insert(tenancyParties).values([
    { tenancyId: tenancy.id, userId: deal.landlordId, role: "landlord", position: 0 },
    ...deal.tenantIds.map((userId, position) => ({
      tenancyId: tenancy.id,
      userId,
      role: "tenant",
      position,
    })),
  ]);
  return { deal: progression, tenancy };
}

/** A joint tenancy's uploaded agreement, its file in the app's private storage. */
export async function insertAgreement(t: TestApp, tenancyId: string): Promise<string> {
  const originalKey = `tenancies/${tenancyId}/agreement-fixture.pdf`;
  await t.deps.privateStorage.put(originalKey, Buffer.from("%PDF-1.4\n%%EOF\n"), "application/pdf");
  const [agreement] = await t.db
    .insert(tenancyAgreements)
    .values({ tenancyId, fileName: "agreement.pdf", originalKey, pageCount: 1, uploadedAt: t.clock.now() })
    .returning({ id: tenancyAgreements.id });
  if (!agreement) throw new Error("no agreement");
  return agreement.id;
}
