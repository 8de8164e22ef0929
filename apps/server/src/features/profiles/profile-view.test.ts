import type { MyGroup } from "@roost/shared/contracts/groups.ts";
import type { ProfileConsent, ProfileDetail, ProfileView } from "@roost/shared/contracts/roommates.ts";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  conversationParticipants,
  conversations,
  dealProgression,
  profileAccessConsents,
} from "../../db/schema.ts";
import { insertProperty, type Person, person } from "../../test/fixtures.ts";
import { type ApiErrorBody, useTestApp } from "../../test/test-app.ts";

const t = useTestApp();

/** A landlord-side viewer, a group (leader + member with a phone) and a deal of the viewer's with it. */
async function groupDealWith(viewerType: "landlord" | "property_finder") {
  const viewer = await person(t, "Lena", viewerType);
  const leader = await person(t, "Lead", "student", { profile: { avatarUrl: "/files/avatars/lead.webp" } });
  const member = await person(t, "Mia", "student", {
    profile: {
      phone: "07700 900222",
      bio: "Quiet, tidy, nursing",
      university: "University of Manchester",
      avatarUrl: "/files/avatars/mia.webp",
    },
  });
  const g = await t.request<MyGroup>("/api/groups", {
    cookie: leader.cookie,
    body: { name: "Consent Group" },
  });
  await t.request("/api/groups/join", { cookie: member.cookie, body: { invite_code: g.body.invite_code } });
  const property = await insertProperty(t.db, viewer.id);
  const [conv] = await t.db
    .insert(conversations)
    .values({ type: "landlord_tenant", propertyId: property.id, tenantId: leader.id })
    .returning();
  if (!conv) throw new Error("no conversation");
  await t.db.insert(dealProgression).values({
    conversationId: conv.id,
    propertyId: property.id,
    studentId: leader.id,
    landlordId: viewer.id,
    groupId: g.body.id,
  });
  return { viewer, leader, member, groupId: g.body.id as string };
}

/** Records consent; `T` is the answer's type the test reads, the consent unless named. */
const consent = <T = ProfileConsent>(who: Person, studentId: string) =>
  t.request<T>(`/api/profiles/${studentId}/consent`, { method: "POST", cookie: who.cookie });

describe("landlord GDPR consent (spec §5), recorded on the server", () => {
  it("a landlord linked to a group gets only each member's name and avatar until consent is recorded", async () => {
    const { viewer, member } = await groupDealWith("landlord");
    const before = await t.request(`/api/profiles/${member.id}`, { cookie: viewer.cookie });
    expect(before.status).toBe(200);
    expect(before.body).toEqual({
      access: "consent_required",
      context: "landlord",
      user_id: member.id,
      display_name: expect.stringMatching(/^Mia /),
      avatar_url: "/files/avatars/mia.webp",
    });
    expect(JSON.stringify(before.body)).not.toMatch(/07700|nursing|Manchester|Consent Group/);
    expect(await t.db.select().from(profileAccessConsents)).not.toContainEqual(
      expect.objectContaining({ viewerId: viewer.id }),
    );

    const recorded = await consent(viewer, member.id);
    expect(recorded.status).toBe(200);
    const at = recorded.body.consented_at;
    expect(new Date(at).getTime()).toBeGreaterThan(0);
    const [row] = await t.db
      .select()
      .from(profileAccessConsents)
      .where(
        and(eq(profileAccessConsents.viewerId, viewer.id), eq(profileAccessConsents.studentId, member.id)),
      );
    expect(row?.consentedAt.toISOString()).toBe(at);

    const after = await t.request(`/api/profiles/${member.id}`, { cookie: viewer.cookie });
    expect(after.body).toMatchObject({
      access: "full",
      context: "landlord",
      phone: "07700 900222",
      bio: "Quiet, tidy, nursing",
      group: { name: "Consent Group", member_count: 2 },
    });
  });

  it("consent is per student, one-time and idempotent: the first time stands", async () => {
    const { viewer, leader, member } = await groupDealWith("landlord");
    const first = await consent(viewer, member.id);
    t.clock.advance?.(60_000);
    const again = await consent(viewer, member.id);
    expect(again.status).toBe(200);
    expect(again.body.consented_at).toBe(first.body.consented_at);
    const rows = await t.db
      .select()
      .from(profileAccessConsents)
      .where(eq(profileAccessConsents.viewerId, viewer.id));
    expect(rows.map((r) => r.studentId)).toEqual([member.id]);
    // The leader has not been consented to: still name and avatar only.
    const lead = await t.request<ProfileView>(`/api/profiles/${leader.id}`, { cookie: viewer.cookie });
    expect(lead.body.access).toBe("consent_required");
  });

  it("a property finder also needs consent, and never gets the phone after it", async () => {
    const { viewer, member } = await groupDealWith("property_finder");
    expect(
      (await t.request<ProfileView>(`/api/profiles/${member.id}`, { cookie: viewer.cookie })).body.access,
    ).toBe("consent_required");
    expect((await consent(viewer, member.id)).status).toBe(200);
    const after = await t.request(`/api/profiles/${member.id}`, { cookie: viewer.cookie });
    expect(after.body).toMatchObject({ access: "full", bio: "Quiet, tidy, nursing", phone: null });
  });

  it("only a linked landlord-side viewer can record consent; everyone else gets 404 and nothing is stored", async () => {
    const { member } = await groupDealWith("landlord");
    const stranger = await person(t, "Sam", "landlord");
    const student = await person(t, "Sam");
    const general = await person(t, "Sam", "general");
    for (const who of [stranger, student, general]) {
      const res = await consent<ApiErrorBody>(who, member.id);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("not_found");
    }
    const landlord = await person(t, "Sam", "landlord");
    expect((await consent(landlord, "nobody")).status).toBe(404);
    expect((await consent(landlord, landlord.id)).status).toBe(404);
    expect((await t.request(`/api/profiles/${member.id}/consent`, { method: "POST" })).status).toBe(401);
    const stored = await t.db
      .select()
      .from(profileAccessConsents)
      .where(inArray(profileAccessConsents.viewerId, [stranger.id, student.id, general.id, landlord.id]));
    expect(stored).toHaveLength(0);
  });

  it("a student viewer needs no consent", async () => {
    const a = await person(t, "Sam");
    const b = await person(t, "Bea", "student", { profile: { bio: "Hello" } });
    const res = await t.request(`/api/profiles/${b.id}`, { cookie: a.cookie });
    expect(res.body).toMatchObject({ access: "full", context: "roommates", bio: "Hello" });
  });
});

describe("profile view", () => {
  it("a student sees another student's public profile with connect state and compatibility, never the phone", async () => {
    const a = await person(t, "Ana", "student", { profile: { university: "Manchester Met" } });
    const b = await person(t, "Bo", "student", {
      profile: {
        university: "Manchester Met",
        phone: "07700 900456",
        bio: "Hi",
      },
    });
    const res = await t.request(`/api/profiles/${b.id}`, { cookie: a.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user_id: b.id,
      bio: "Hi",
      access: "full",
      context: "roommates",
      phone: null,
      connect_state: "connect",
      compatibility: { reasons: ["Same university"] },
      group: null,
    });
    expect(res.body).not.toHaveProperty("email");
    const own = await t.request(`/api/profiles/${a.id}`, { cookie: a.cookie });
    expect(own.body).toMatchObject({ user_id: a.id, connect_state: null, compatibility: null });
  });

  it("404 for non-student profiles and unknown users; 401 signed out", async () => {
    const a = await person(t, "Sam");
    const landlord = await person(t, "Sam", "landlord");
    expect((await t.request(`/api/profiles/${landlord.id}`, { cookie: a.cookie })).status).toBe(404);
    expect((await t.request("/api/profiles/nobody", { cookie: a.cookie })).status).toBe(404);
    expect((await t.request(`/api/profiles/${a.id}`)).status).toBe(401);
  });

  it("a landlord sees a student (with phone, after consent) only when an inquiry or deal links them", async () => {
    const landlord = await person(t, "Lord", "landlord");
    const stranger = await person(t, "Sam", "landlord");
    const general = await person(t, "Sam", "general");
    const s = await person(t, "Stu", "student", { profile: { phone: "07700 900789" } });
    expect((await t.request(`/api/profiles/${s.id}`, { cookie: landlord.cookie })).status).toBe(404);

    const property = await insertProperty(t.db, landlord.id);
    const [conv] = await t.db
      .insert(conversations)
      .values({ type: "landlord_tenant", propertyId: property.id, tenantId: s.id })
      .returning();
    if (!conv) throw new Error("no conversation");
    await t.db.insert(conversationParticipants).values([
      { conversationId: conv.id, userId: s.id },
      { conversationId: conv.id, userId: landlord.id },
    ]);

    expect((await consent(landlord, s.id)).status).toBe(200);
    const res = await t.request(`/api/profiles/${s.id}`, { cookie: landlord.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user_id: s.id,
      access: "full",
      context: "landlord",
      phone: "07700 900789",
      connect_state: null,
      compatibility: null,
    });
    expect(res.body).not.toHaveProperty("email");
    expect((await t.request(`/api/profiles/${s.id}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await t.request(`/api/profiles/${s.id}`, { cookie: general.cookie })).status).toBe(404);
  });

  it("a landlord with a deal for a group sees its members and the group summary (after consent); a property finder gets no phone", async () => {
    const landlord = await person(t, "Sam", "landlord");
    const finder = await person(t, "Sam", "property_finder");
    const leader = await person(t, "Lead");
    const member = await person(t, "Member", "student", { profile: { phone: "07700 900111" } });
    const g = await t.request<MyGroup>("/api/groups", {
      cookie: leader.cookie,
      body: { name: "Deal Group" },
    });
    expect(
      (
        await t.request("/api/groups/join", {
          cookie: member.cookie,
          body: { invite_code: g.body.invite_code },
        })
      ).status,
    ).toBe(200);

    for (const owner of [landlord, finder]) {
      const property = await insertProperty(t.db, owner.id);
      const [conv] = await t.db
        .insert(conversations)
        .values({ type: "landlord_tenant", propertyId: property.id, tenantId: leader.id })
        .returning();
      if (!conv) throw new Error("no conversation");
      await t.db.insert(dealProgression).values({
        conversationId: conv.id,
        propertyId: property.id,
        studentId: leader.id,
        landlordId: owner.id,
        groupId: g.body.id,
      });
    }

    for (const owner of [landlord, finder]) expect((await consent(owner, member.id)).status).toBe(200);
    const res = await t.request<ProfileDetail>(`/api/profiles/${member.id}`, { cookie: landlord.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ context: "landlord", phone: "07700 900111" });
    expect(res.body.group).toMatchObject({ id: g.body.id, name: "Deal Group", member_count: 2 });
    expect(res.body.group?.members.map((m) => m.user_id)).toEqual([leader.id, member.id]);

    const byFinder = await t.request(`/api/profiles/${member.id}`, { cookie: finder.cookie });
    expect(byFinder.status).toBe(200);
    expect(byFinder.body).toMatchObject({ context: "landlord", phone: null });
  });
});
