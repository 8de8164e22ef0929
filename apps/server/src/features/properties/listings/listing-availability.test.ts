import type { MyListing } from "@roost/shared/contracts/my-listings.ts";
import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";
import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { ukIsoDate } from "@roost/shared/domain/uk-time.ts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties } from "../../../db/schema.ts";
import { runDueJobs } from "../../../jobs/worker.ts";
import { insertProperty, person } from "../../../test/fixtures.ts";
import { testAppWithSmtp, unfoldMail } from "../../../test/local-smtp.ts";
import { LISTING_AVAILABILITY, listingAvailabilityJob } from "./listing-availability-job.ts";

const { t, smtp } = await testAppWithSmtp();

/** The hourly run as the worker makes it, then every email job it enqueued. */
async function runCheck(listingsPerBatch?: number) {
  await listingAvailabilityJob(
    { deps: t.deps, payload: {}, job: { id: 0, name: LISTING_AVAILABILITY, attempt: 1 }, now: t.clock.now() },
    listingsPerBatch,
  );
  while ((await runDueJobs(t.deps)) > 0);
}
const daysAgo = (days: number) => new Date(t.clock.now().getTime() - days * DAY_MS);
const rowOf = async (id: string) => (await t.db.select().from(properties).where(eq(properties.id, id)))[0];
const mine = async (cookie: string) => (await t.request<MyListing[]>("/api/me/properties", { cookie })).body;
/** Whether `at` is the test clock's present, give or take the test's own running time. */
const isNow = (at: Date | null | undefined) =>
  at !== null && at !== undefined && Math.abs(at.getTime() - t.clock.now().getTime()) < 5_000;
/** The confirmation link an email carries, as a path. */
function linkIn(mail: string): string {
  // Quoted-printable writes "=" as "=3D".
  const match = mail
    .replace(/=3D/g, "=")
    .match(/https?:\/\/[^\s"]+(\/api\/listings\/availability\?token=[\w.%-]+)/);
  if (!match?.[1]) throw new Error("no confirmation link in the email");
  return match[1];
}

describe("a live listing's availability", () => {
  it("is asked after 14 days, once, by email with a signed link that confirms it without moving published_at", async () => {
    const owner = await person(t, "avail-owner", "landlord");
    const old = await insertProperty(t.db, owner.id, { now: daysAgo(15), addressLine1: "1 Stale Street" });
    const fresh = await insertProperty(t.db, owner.id, { now: daysAgo(3), addressLine1: "2 Fresh Street" });
    const letAgreed = await insertProperty(t.db, owner.id, {
      now: daysAgo(20),
      status: "let_agreed",
      addressLine1: "3 Let Street",
    });

    const before = smtp.received.length;
    await runCheck();
    const asked = smtp.received.slice(before);
    expect(asked.map((m) => m.to)).toEqual([[owner.email]]);
    const mail = unfoldMail(asked[0]?.raw ?? "");
    expect(mail).toContain("Subject: Are your listings on Roost still available?");
    expect(mail).toContain("1 Stale Street");
    expect(mail).not.toContain("2 Fresh Street");
    expect(mail).not.toContain("3 Let Street");
    const pauseOn = ukIsoDate(new Date(t.clock.now().getTime() + 7 * DAY_MS));
    const listed = await mine(owner.cookie);
    expect(listed.find((l) => l.id === old.id)?.availability_pause_on).toBe(pauseOn);
    for (const other of [fresh, letAgreed])
      expect(listed.find((l) => l.id === other.id)?.availability_pause_on).toBeNull();

    await runCheck();
    expect(smtp.received.length).toBe(before + 1);

    // The link opens a page that asks; only its button confirms, and no sign-in is needed.
    const link = linkIn(mail);
    const page = await t.request(link);
    expect(page.status).toBe(200);
    expect(page.body).toContain("1 Stale Street");
    expect((await rowOf(old.id))?.availabilityConfirmedAt).toBeNull();
    const confirmed = await t.request(link, { method: "POST" });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toContain("is confirmed available");
    const row = await rowOf(old.id);
    expect(isNow(row?.availabilityConfirmedAt)).toBe(true);
    expect(row?.availabilityAskedAt).toBeNull();
    expect(row?.publishedAt?.getTime()).toBe(old.publishedAt?.getTime());
    const card = (await t.request<PropertyDetail>(`/api/properties/${old.id}`)).body;
    expect(card.confirmed_available_at).toBe(row?.availabilityConfirmedAt?.toISOString());

    // A link altered, or another listing's id in it, confirms nothing.
    expect((await t.request(`${link}x`, { method: "POST" })).status).toBe(400);
    expect((await t.request("/api/listings/availability?token=abc.def", { method: "POST" })).status).toBe(
      400,
    );
  });

  it("pauses what is still unconfirmed 7 days later, says why, and going live again clears it", async () => {
    const owner = await person(t, "avail-pause", "landlord");
    const listing = await insertProperty(t.db, owner.id, {
      now: daysAgo(14),
      addressLine1: "4 Quiet Street",
    });
    await runCheck();
    t.clock.advance?.(6 * DAY_MS);
    await runCheck();
    expect((await rowOf(listing.id))?.status).toBe("published");

    const before = smtp.received.length;
    t.clock.advance?.(DAY_MS);
    await runCheck();
    expect((await rowOf(listing.id))?.status).toBe("pause");
    const paused = smtp.received.slice(before).map((m) => unfoldMail(m.raw));
    expect(
      paused.some((m) => m.includes("Subject: We paused listings whose availability wasn't confirmed")),
    ).toBe(true);
    expect((await mine(owner.cookie)).find((l) => l.id === listing.id)).toMatchObject({
      status: "pause",
      paused_reason: "availability",
      availability_pause_on: null,
    });

    const relisted = await t.request(`/api/properties/${listing.id}/status`, {
      method: "PATCH",
      cookie: owner.cookie,
      body: { status: "available" },
    });
    expect(relisted.status).toBe(200);
    expect(await rowOf(listing.id)).toMatchObject({
      status: "available",
      pausedReason: null,
      availabilityAskedAt: null,
    });
    expect(isNow((await rowOf(listing.id))?.availabilityConfirmedAt)).toBe(true);
  });

  it("is confirmed from My Listings by its owner only, and only while open to tenants", async () => {
    const owner = await person(t, "avail-button", "landlord");
    const stranger = await person(t, "avail-stranger", "landlord");
    const listing = await insertProperty(t.db, owner.id, { now: daysAgo(20) });
    const confirm = (cookie: string) =>
      t.request(`/api/properties/${listing.id}/availability`, { method: "POST", cookie });
    expect((await confirm(stranger.cookie)).status).toBe(404);
    expect((await confirm(owner.cookie)).status).toBe(200);
    expect(isNow((await rowOf(listing.id))?.availabilityConfirmedAt)).toBe(true);
    await t.request(`/api/properties/${listing.id}/status`, {
      method: "PATCH",
      cookie: owner.cookie,
      body: { status: "pause" },
    });
    expect((await confirm(owner.cookie)).status).toBe(409);
  });

  it("asks every owner in one email even when their listings alone overflow a batch", async () => {
    const owners = await Promise.all([1, 2, 3].map((n) => person(t, `avail-batch-${n}`, "landlord")));
    for (const [n, owner] of owners.entries())
      for (const street of ["Oak", "Elm"])
        await insertProperty(t.db, owner.id, {
          now: daysAgo(15),
          addressLine1: `${n + 10} ${street} Batch Street`,
        });

    const before = smtp.received.length;
    await runCheck(1);
    const sent = smtp.received.slice(before);
    for (const [n, owner] of owners.entries()) {
      const theirs = sent.filter((m) => m.to.includes(owner.email));
      expect(theirs).toHaveLength(1);
      const mail = unfoldMail(theirs[0]?.raw ?? "");
      expect(mail).toContain(`${n + 10} Oak Batch Street`);
      expect(mail).toContain(`${n + 10} Elm Batch Street`);
    }
  });
});
