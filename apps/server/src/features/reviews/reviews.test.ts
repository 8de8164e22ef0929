import type { PropertyReviews, Review, Reviewable } from "@roost/shared/contracts/reviews.ts";
import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applications, dealProgression, reviews } from "../../db/schema.ts";
import { createInquiry, insertProperty, type Person, person } from "../../test/fixtures.ts";
import { useTestApp } from "../../test/test-app.ts";
import { EXIT } from "../safety/admin-cli.ts";
import { admin as runAdminIn } from "../safety/admin-test-runner.ts";

const t = useTestApp();

const admin = (...argv: string[]) => runAdminIn(t, ...argv);
const BODY = "A warm, dry house; the landlord fixed the boiler the same day we asked.";

/** A deal its landlord confirmed `daysAgo` days ago, with `tenant` accepted on it. */
async function confirmedTenancy(tenant: Person, daysAgo: number, landlord?: Person) {
  const owner = landlord ?? (await person(t, "rev-landlord", "landlord"));
  const home = await insertProperty(t.db, owner.id, { now: t.clock.now() });
  const conversationId = await createInquiry(t.db, tenant.id, { id: home.id, userId: owner.id });
  const confirmedAt = new Date(t.clock.now().getTime() - daysAgo * DAY_MS);
  const [deal] = await t.db
    .insert(dealProgression)
    .values({
      conversationId,
      propertyId: home.id,
      studentId: tenant.id,
      landlordId: owner.id,
      currentStage: "deal_confirmed",
      landlordConfirmedAt: confirmedAt,
    })
    .returning();
  if (!deal) throw new Error("no deal");
  await t.db.insert(applications).values({
    dealProgressionId: deal.id,
    propertyId: home.id,
    applicantUserId: tenant.id,
    status: "accepted",
  });
  return { deal, home, owner };
}

const write = (cookie: string, dealId: string, body = BODY) =>
  t.request<Review>("/api/reviews", {
    cookie,
    body: { deal_id: dealId, landlord_rating: 5, property_rating: 4, body },
  });
const reviewsOf = async (propertyId: string, cookie?: string) =>
  (await t.request<PropertyReviews>(`/api/properties/${propertyId}/reviews`, cookie ? { cookie } : {})).body;

describe("a review by a real tenant", () => {
  it("opens 30 days after the landlord confirmed them, once, and shows as a verified tenancy", async () => {
    const tenant = await person(t, "rev-tenant", "student", { first_name: "Tia", last_name: "Tenant" });
    const early = await confirmedTenancy(tenant, 29);
    const refused = await write(tenant.cookie, early.deal.id);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: { code: "review_not_open" } });

    const { deal, home } = await confirmedTenancy(tenant, 30);
    const listed = (await t.request<Reviewable>("/api/me/reviewable", { cookie: tenant.cookie })).body;
    expect(listed.tenancies.map((x) => [x.deal_id, x.open])).toEqual(
      expect.arrayContaining([
        [deal.id, true],
        [early.deal.id, false],
      ]),
    );
    const written = await write(tenant.cookie, deal.id);
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({ author_name: "Tia Tenant", landlord_rating: 5, property_rating: 4 });
    expect((await write(tenant.cookie, deal.id)).status).toBe(409);
    expect((await write(tenant.cookie, deal.id, "too short")).status).toBe(400);

    const shown = await reviewsOf(home.id);
    expect(shown.reviews.map((r) => r.body)).toEqual([BODY]);
    expect(shown.summary).toEqual({ count: 1, landlord: 5, property: 4 });
  });

  it("is refused to anyone the landlord did not accept on that deal", async () => {
    const tenant = await person(t, "rev-real");
    const stranger = await person(t, "rev-stranger");
    const { deal } = await confirmedTenancy(tenant, 40);
    expect((await write(stranger.cookie, deal.id)).status).toBe(404);
    await t.db
      .update(applications)
      .set({ status: "submitted" })
      .where(eq(applications.dealProgressionId, deal.id));
    expect((await write(tenant.cookie, deal.id)).status).toBe(404);
  });
});

describe("the landlord's reply, reports and the operators", () => {
  it("lets the landlord reply once; a report reaches the operators, who hide only under a rule", async () => {
    const tenant = await person(t, "rev-reply");
    const { deal, home, owner } = await confirmedTenancy(tenant, 31);
    const review = (await write(tenant.cookie, deal.id)).body;
    const reply = (cookie: string) =>
      t.request<Review>(`/api/reviews/${review.id}/reply`, { cookie, body: { body: "Thank you, Tia!" } });
    expect((await reply(tenant.cookie)).status).toBe(404);
    expect((await reply(owner.cookie)).body.reply?.body).toBe("Thank you, Tia!");
    expect((await reply(owner.cookie)).status).toBe(409);
    expect((await reviewsOf(home.id, owner.cookie)).viewer_is_landlord).toBe(true);

    const reporter = await person(t, "rev-reporter");
    const report = () => t.request(`/api/reviews/${review.id}/report`, { cookie: reporter.cookie, body: {} });
    expect((await report()).status).toBe(201);
    expect((await report()).status).toBe(409);
    expect((await admin("review-reports")).out).toContain(`Review ${review.id} (1 report)`);

    const negative = await admin("hide-review", review.id, "too_negative", "They did not like it");
    expect(negative.code).toBe(EXIT.failed);
    expect((await reviewsOf(home.id)).reviews).toHaveLength(1);
    expect((await admin("hide-review", review.id, "personal_data", "Shares a phone number")).code).toBe(
      EXIT.ok,
    );
    expect((await reviewsOf(home.id)).reviews).toHaveLength(0);
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({ hiddenRule: "personal_data", hiddenReason: "Shares a phone number" });
    expect((await admin("unhide-review", review.id)).code).toBe(EXIT.ok);
    expect((await reviewsOf(home.id)).reviews).toHaveLength(1);
  });

  it("keeps a deleted account's review, by a former tenant", async () => {
    const tenant = await person(t, "rev-leaving");
    const { deal, home } = await confirmedTenancy(tenant, 45);
    await write(tenant.cookie, deal.id);
    await t.request("/api/me/delete", { cookie: tenant.cookie, body: { confirm: "DELETE" } });
    expect((await reviewsOf(home.id)).reviews.map((r) => r.author_name)).toEqual(["Former tenant"]);
  });
});
