import type { InquiryStarted } from "@roost/shared/contracts/properties.ts";
import type { ProfileDetail } from "@roost/shared/contracts/roommates.ts";
import type { UserType } from "@roost/shared/domain/user-types.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles } from "../../db/schema.ts";
import { insertProperty, person } from "../../test/fixtures.ts";
import { useTestApp } from "../../test/test-app.ts";

// Spec §6: whoever lists the property, of any type, opens an applicant's profile
// from the deal card like a landlord: after the GDPR consent, and with the phone for a landlord only.

const t = useTestApp();

async function ownerWithApplicant(ownerType: UserType) {
  const owner = await person(t, `owner-${ownerType}`, ownerType);
  const student = await person(t, `applicant-${ownerType}`);
  await t.db.update(profiles).set({ phone: "07700 900123" }).where(eq(profiles.userId, student.id));
  const property = await insertProperty(t.db, owner.id);
  const started = await t.request<InquiryStarted>(`/api/properties/${property.id}/inquiry`, {
    cookie: student.cookie,
    body: {},
  });
  expect(started.status, JSON.stringify(started.body)).toBeLessThan(300);
  const requested = await t.request(
    `/api/conversations/${started.body.conversation_id}/deal/request-viewing`,
    {
      cookie: student.cookie,
      body: {},
    },
  );
  expect(requested.status, JSON.stringify(requested.body)).toBe(200);
  return { owner, student };
}

describe("owners of every type open an applicant's profile (§6)", () => {
  for (const ownerType of ["landlord", "property_finder", "professional", "general"] as const) {
    it(`${ownerType}: consent first, then the profile; phone only for a landlord`, async () => {
      const { owner, student } = await ownerWithApplicant(ownerType);
      const path = `/api/profiles/${student.id}`;
      const before = await t.request(path, { cookie: owner.cookie });
      expect(before.status, JSON.stringify(before.body)).toBe(200);
      expect(before.body).toMatchObject({ access: "consent_required", context: "landlord" });
      expect(before.body).not.toHaveProperty("bio");

      expect((await t.request(`${path}/consent`, { cookie: owner.cookie, body: {} })).status).toBe(200);
      const after = await t.request<ProfileDetail>(path, { cookie: owner.cookie });
      expect(after.body).toMatchObject({ access: "full", context: "landlord", connect_state: null });
      expect(after.body.phone).toBe(ownerType === "landlord" ? "07700 900123" : null);
    });
  }

  it("an owner of another type who has no enquiry or deal with the student gets 404", async () => {
    const stranger = await person(t, "owner-stranger", "professional");
    const student = await person(t, "not-an-applicant");
    expect((await t.request(`/api/profiles/${student.id}`, { cookie: stranger.cookie })).status).toBe(404);
    expect(
      (await t.request(`/api/profiles/${student.id}/consent`, { cookie: stranger.cookie, body: {} })).status,
    ).toBe(404);
  });
});
