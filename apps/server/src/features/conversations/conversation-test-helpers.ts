// Test-only factories for conversation, message and realtime tests (not a test file itself).
import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  connectRequests,
  conversationParticipants,
  conversations,
  groupMembers,
  groups,
  profiles,
  properties,
} from "../../db/schema.ts";
import type { TestApp } from "../../test/test-app.ts";

let counter = 0;
export const uniqueEmail = (prefix: string) =>
  `${prefix}-${++counter}-${randomBytes(3).toString("hex")}@example.com`;

export async function person(
  t: TestApp,
  prefix: string,
  type = "student",
  names?: { first_name: string; last_name: string },
) {
  return t.signUp(uniqueEmail(prefix), type, names ?? { first_name: prefix, last_name: "Tester" });
}

export async function createProperty(
  db: Db,
  ownerId: string,
  overrides: Partial<typeof properties.$inferInsert> = {},
) {
  const [row] = await db
    .insert(properties)
    .values({
      userId: ownerId,
      addressLine1: "12 Wilmslow Road",
      town: "Manchester",
      postcode: "M14 6AB",
      bedrooms: 3,
      propertyType: "terraced-house",
      status: "published",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("no property");
  return row;
}

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

export async function setAvatar(db: Db, userId: string, avatarUrl: string) {
  await db.update(profiles).set({ avatarUrl }).where(eq(profiles.userId, userId));
}

export async function send(
  t: TestApp,
  cookie: string,
  conversationId: string,
  content: string,
  id: string = randomUUID(),
) {
  return t.request(`/api/conversations/${conversationId}/messages`, { cookie, body: { id, content } });
}

/** The direct chat of the cookie's user with userId, connecting the two first (spec §4: accepted enables it). */
export async function openDirect(t: TestApp, cookie: string, userId: string): Promise<string> {
  const me = await t.request("/api/me", { cookie });
  await acceptConnection(t.db, me.body.user.id, userId);
  const res = await t.request("/api/conversations/direct", { cookie, body: { user_id: userId } });
  if (res.status !== 200) throw new Error(`direct failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.conversation_id;
}
