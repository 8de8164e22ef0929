import type { DealView } from "@roost/shared/contracts/deals.ts";
import type { InquiryStarted } from "@roost/shared/contracts/properties.ts";
import { describe, expect, it } from "vitest";
import { createGroup, insertProperty, ok, person } from "../../test/fixtures.ts";
import { useTestApp } from "../../test/test-app.ts";

// Decision 038: the landlord's deal card says whether the group's budgets cover the rent and how
// many are known, never a member's budget; students get no verdict (they see their own figures).

const t = useTestApp();

/** A group of three (budgets 731, 677 and none) enquiring about a 3-bed at `rent`. */
async function enquiry(rent: number, bedrooms = 3) {
  const landlord = await person(t, "gb-landlord", "landlord");
  const leader = await person(t, "gb-leader", "student", { profile: { budgetMax: 731 } });
  const a = await person(t, "gb-a", "student", { profile: { budgetMax: 677 } });
  const b = await person(t, "gb-b");
  await createGroup(t.db, leader.id, [a.id, b.id]);
  const property = await insertProperty(t.db, landlord.id, {
    monthlyRent: rent,
    bedrooms,
    latitude: 53.45,
    longitude: -2.22,
  });
  const { conversation_id } = ok(
    await t.request<InquiryStarted>(`/api/properties/${property.id}/inquiry`, {
      cookie: leader.cookie,
      body: {},
    }),
  ).body;
  const deal = (who: { cookie: string }) =>
    t.request<DealView>(`/api/conversations/${conversation_id}/deal`, { cookie: who.cookie });
  return { landlord, leader, deal };
}

describe("budgets in the landlord's application summary", () => {
  it("covers the rent when every known budget fits: 2 of 3 known", async () => {
    const { landlord, deal } = await enquiry(2001); // £667 each
    const { body } = ok(await deal(landlord));
    expect(body.group?.budgets).toEqual({ verdict: "covers_known", known: 2, total: 3 });
    // The verdict, not the figures: neither member's budget is anywhere in the answer.
    expect(JSON.stringify(body)).not.toMatch(/\b(731|677)\b|budget_max/);
  });

  it("falls short when one known budget is below the share", async () => {
    const { landlord, deal } = await enquiry(2100); // £700 each, over 677
    expect(ok(await deal(landlord)).body.group?.budgets).toEqual({ verdict: "short", known: 2, total: 3 });
  });

  it("says nothing when the home is too small for the group, and nothing to students", async () => {
    const small = await enquiry(1500, 2);
    expect(ok(await small.deal(small.landlord)).body.group?.budgets).toBeNull();
    const { leader, deal } = await enquiry(2001);
    const body = ok(await deal(leader)).body;
    expect(body.group).not.toBeNull();
    expect(body.group?.budgets).toBeNull();
  });
});
