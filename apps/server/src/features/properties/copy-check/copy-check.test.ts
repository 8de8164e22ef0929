import type { CopyReviewQueue } from "@roost/shared/contracts/copy-check.ts";
import type { MyListing } from "@roost/shared/contracts/my-listings.ts";
import type { PropertyDetail } from "@roost/shared/contracts/properties.ts";
import { COPY_CHECK_TEXTS } from "@roost/shared/domain/copy-check.ts";
import { DAY_MS } from "@roost/shared/domain/durations.ts";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { copyReviews, profiles, properties } from "../../../db/schema.ts";
import { runDueJobs } from "../../../jobs/worker.ts";
import { insertProperty, type Person, person } from "../../../test/fixtures.ts";
import { testAppWithSmtp, unfoldMail } from "../../../test/local-smtp.ts";
import { copiedPhoto, scenePhoto } from "../../../test/scene-photo.ts";
import type { ApiErrorBody } from "../../../test/test-app.ts";
import { EXIT } from "../../safety/admin-cli.ts";
import { admin as runAdminIn } from "../../safety/admin-test-runner.ts";

// Copied adverts (decision 059), through the API against PostgreSQL: a listing going live with
// another account's photos or description is held "in review" until an operator decides.

const { t, smtp } = await testAppWithSmtp();
let operator: Person;
let seed = 100;
/** A one-colour photo: never matched, so it lets a test be about the description alone. */
let plain: Buffer;
beforeAll(async () => {
  plain = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  operator = await person(t, "copy-operator");
  await t.db.update(profiles).set({ isOperator: true }).where(eq(profiles.userId, operator.id));
});

const admin = (...argv: string[]) => runAdminIn(t, ...argv);

/**
 * Sixty words of one landlord's own prose: words of a home's description in an order of its own,
 * so no two tests' listings share a run of five words.
 */
function ownWords(): string {
  const vocabulary = `red brick terrace quiet park sunny yard kitchen refitted gas hob dishwasher tall fridge
    bedroom double bed desk wardrobe modern apartment converted mill canal beams arched windows roof
    terrace concierge bike storage lift tram stop university airport garden bay window loft shower`.split(
    /\s+/,
  );
  let state = ++seed * 7919;
  return Array.from({ length: 60 }, () => {
    state = (state * 48271) % 2147483647;
    return vocabulary[state % vocabulary.length];
  }).join(" ");
}

async function upload(listingId: string, cookie: string, bytes: Buffer) {
  const form = new FormData();
  form.set("photo", new File([new Uint8Array(bytes)], "photo.jpg", { type: "image/jpeg" }));
  const res = await t.request(`/api/properties/${listingId}/photos`, { cookie, body: form });
  expect(res.status).toBe(201);
}

/** A complete draft of `owner`'s with these photos, published through the API. */
async function publishWith(
  owner: Person,
  photos: Buffer[],
  description = "A double room near the university, with its own desk.",
) {
  const listing = await insertProperty(t.db, owner.id, { status: "draft", photos: [], description });
  for (const photo of photos) await upload(listing.id, owner.cookie, photo);
  const res = await t.request<PropertyDetail>(`/api/properties/${listing.id}/publish`, {
    cookie: owner.cookie,
    body: {},
  });
  expect(res.status).toBe(200);
  return { id: listing.id, status: String(res.body.status) };
}
const listingOf = async (id: string) =>
  (await t.db.select().from(properties).where(eq(properties.id, id)))[0];
const myListing = async (owner: Person, id: string) =>
  (await t.request<MyListing[]>("/api/me/properties", { cookie: owner.cookie })).body.find(
    (l) => l.id === id,
  );
const queue = (cookie = operator.cookie) =>
  t.request<CopyReviewQueue>("/api/operator/copy-reviews", { cookie });
const reviewOf = async (propertyId: string) =>
  (await t.db.select().from(copyReviews).where(eq(copyReviews.propertyId, propertyId)))[0];
/** The last email to `who`, once the due quick jobs have run (not the photo variants: slow, and beside the point). */
const lastMailTo = async (who: Person) => {
  while ((await runDueJobs(t.deps, { lane: "quick" })) > 0);
  return unfoldMail(smtp.received.filter((m) => m.to.includes(who.email)).at(-1)?.raw ?? "");
};

/** An original listing live under one account, and a second account about to copy it. */
async function originalAndCopier() {
  const photo = await scenePhoto(++seed);
  const description = ownWords();
  const original = await publishWith(await person(t, "original-owner", "landlord"), [photo], description);
  expect(original.status).toBe("published");
  return { photo, description, original, copier: await person(t, "copier", "landlord") };
}

describe("a listing that copies another account's", () => {
  it("is held in review, not published, when its photo is another's saved again smaller", async () => {
    const { photo, original, copier } = await originalAndCopier();
    const copy = await publishWith(copier, [await copiedPhoto(photo)]);
    expect(copy.status).toBe("pause");
    expect(await listingOf(copy.id)).toMatchObject({ pausedReason: "in_review", publishedAt: null });
    const review = await reviewOf(copy.id);
    expect(review).toMatchObject({ status: "open", matchedPropertyIds: [original.id], photoMatches: 1 });

    // Its owner reads only that it is being checked, and cannot put it live themselves.
    const mine = await myListing(copier, copy.id);
    expect(mine?.paused_reason).toBe("in_review");
    const live = await t.request<ApiErrorBody>(`/api/properties/${copy.id}/status`, {
      cookie: copier.cookie,
      method: "PATCH",
      body: { status: "published" },
    });
    expect(live.status).toBe(422);
    expect(live.body.error.code).toBe("listing_being_checked");
    expect(live.body.error.message).toContain(COPY_CHECK_TEXTS.beingChecked);
    expect(JSON.stringify(live.body)).not.toContain(original.id);
    const again = await t.request<ApiErrorBody>(`/api/properties/${copy.id}/publish`, {
      cookie: copier.cookie,
      body: {},
    });
    expect(again.body.error.code).toBe("listing_being_checked");
    expect((await listingOf(copy.id)).status).toBe("pause");
  });

  it("is held when its description is another's with a few words changed", async () => {
    const { copier, original, description } = await originalAndCopier();
    const words = description.split(" ");
    words.splice(20, 2, "newly", "painted");
    const copy = await publishWith(copier, [plain], `${words.join(" ")} Call 07700 900123 to secure it.`);
    expect(copy.status).toBe("pause");
    const review = await reviewOf(copy.id);
    expect(review?.matchedPropertyIds).toEqual([original.id]);
    expect(review?.photoMatches).toBe(0);
    expect(review?.textSimilarity).toBeGreaterThanOrEqual(0.5);
  });

  it("is held against a listing withdrawn in the last 90 days, but not an older one", async () => {
    const { photo, original, copier } = await originalAndCopier();
    await t.db
      .update(properties)
      .set({ status: "withdrawn", updatedAt: t.clock.now() })
      .where(eq(properties.id, original.id));
    expect((await publishWith(copier, [photo])).status).toBe("pause");

    const older = await originalAndCopier();
    const longAgo = new Date(t.clock.now().getTime() - 91 * DAY_MS);
    await t.db
      .update(properties)
      .set({ status: "withdrawn", updatedAt: longAgo })
      .where(eq(properties.id, older.original.id));
    expect((await publishWith(older.copier, [older.photo])).status).toBe("published");
  });
});

describe("what is never held", () => {
  it("the same account relisting its own photos and description", async () => {
    const owner = await person(t, "relister", "landlord");
    const [photo, description] = [await scenePhoto(++seed), ownWords()];
    expect((await publishWith(owner, [photo], description)).status).toBe("published");
    expect((await publishWith(owner, [await copiedPhoto(photo)], description)).status).toBe("published");
  });

  it("two accounts' different photos and descriptions", async () => {
    await originalAndCopier();
    const other = await person(t, "honest", "landlord");
    expect((await publishWith(other, [await scenePhoto(++seed)], ownWords())).status).toBe("published");
  });

  it("one-colour photos and short descriptions, however alike", async () => {
    const first = await person(t, "plain-one", "landlord");
    const second = await person(t, "plain-two", "landlord");
    expect((await publishWith(first, [plain], "Two bedroom flat, close to the shops.")).status).toBe(
      "published",
    );
    expect((await publishWith(second, [plain], "Two bedroom flat, close to the shops.")).status).toBe(
      "published",
    );
  });

  it("a copy of the demo's listings, nor the demo's own listings going live again", async () => {
    const demoOwner = await person(t, "demo-owner", "landlord");
    const description = ownWords();
    const demo = await insertProperty(t.db, demoOwner.id, { description, isDemo: true });
    const copier = await person(t, "demo-copier", "landlord");
    expect((await publishWith(copier, [plain], description)).status).toBe("published");
    await t.db.update(properties).set({ status: "pause" }).where(eq(properties.id, demo.id));
    const relive = await t.request<PropertyDetail>(`/api/properties/${demo.id}/publish`, {
      cookie: demoOwner.cookie,
      body: {},
    });
    expect(relive.body.status).toBe("published");
  });
});

describe("the operators' decision", () => {
  it("shows operators the held listing beside what it matched, and nobody else", async () => {
    const { photo, original, copier, description } = await originalAndCopier();
    const copy = await publishWith(copier, [photo]);
    const { body } = await queue();
    const item = body.reviews.find((r) => r.listing.id === copy.id);
    expect(item?.matches.map((m) => m.id)).toEqual([original.id]);
    expect(item?.listing.photos).toHaveLength(1);
    expect(item?.matches[0]?.description).toBe(description);
    expect((await queue(copier.cookie)).status).toBe(404);
    const clear = await t.request(`/api/operator/copy-reviews/${item?.id}/clear`, {
      cookie: copier.cookie,
      body: {},
    });
    expect(clear.status).toBe(404);
    expect((await listingOf(copy.id)).status).toBe("pause");
  });

  it("clearing puts the listing live, tells its owner, and does not hold it again for the same match", async () => {
    const { photo, copier } = await originalAndCopier();
    const copy = await publishWith(copier, [photo]);
    const review = await reviewOf(copy.id);
    const cleared = await t.request<CopyReviewQueue>(`/api/operator/copy-reviews/${review?.id}/clear`, {
      cookie: operator.cookie,
      body: {},
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.reviews.some((r) => r.id === review?.id)).toBe(false);
    expect(await listingOf(copy.id)).toMatchObject({ status: "published", pausedReason: null });
    const twice = await t.request(`/api/operator/copy-reviews/${review?.id}/clear`, {
      cookie: operator.cookie,
      body: {},
    });
    expect(twice.status).toBe(409);

    const mail = await lastMailTo(copier);
    expect(mail).toContain(COPY_CHECK_TEXTS.clearedSubject);

    // Paused and set live again by its owner, the cleared match does not hold it a second time.
    await t.db.update(properties).set({ status: "pause" }).where(eq(properties.id, copy.id));
    const relive = await t.request<PropertyDetail>(`/api/properties/${copy.id}/publish`, {
      cookie: copier.cookie,
      body: {},
    });
    expect(relive.body.status).toBe("published");
  });

  it("withdrawing takes the listing off Roost with its photos and keeps the reason from its owner", async () => {
    const { photo, copier } = await originalAndCopier();
    const copy = await publishWith(copier, [photo]);
    const review = await reviewOf(copy.id);
    const blank = await t.request(`/api/operator/copy-reviews/${review?.id}/withdraw`, {
      cookie: operator.cookie,
      body: { reason: "  " },
    });
    expect(blank.status).toBe(400);
    const withdrawn = await t.request(`/api/operator/copy-reviews/${review?.id}/withdraw`, {
      cookie: operator.cookie,
      body: { reason: "Same photos as a live listing in Fallowfield" },
    });
    expect(withdrawn.status).toBe(200);
    expect(await listingOf(copy.id)).toMatchObject({ status: "withdrawn", photos: [] });
    expect(await reviewOf(copy.id)).toMatchObject({ status: "withdrawn", decidedBy: operator.id });

    const mail = await lastMailTo(copier);
    expect(mail).toContain(COPY_CHECK_TEXTS.withdrawnSubject);
    expect(mail).not.toContain("Fallowfield");
  });

  it("the admin commands list, clear and withdraw held listings", async () => {
    const held = await originalAndCopier();
    const first = await publishWith(held.copier, [held.photo]);
    const other = await originalAndCopier();
    const second = await publishWith(other.copier, [other.photo]);
    const listed = await admin("copy-reviews");
    expect(listed.code).toBe(EXIT.ok);
    expect(listed.out).toContain(first.id);
    expect(listed.out).toContain(held.original.id);

    const firstReview = await reviewOf(first.id);
    expect((await admin("clear-copy", firstReview?.id ?? "")).code).toBe(EXIT.ok);
    expect((await listingOf(first.id)).status).toBe("published");
    const secondReview = await reviewOf(second.id);
    expect((await admin("withdraw-copy", secondReview?.id ?? "", "a copy")).code).toBe(EXIT.ok);
    expect((await listingOf(second.id)).status).toBe("withdrawn");
    const unknown = await admin("clear-copy", "not-an-id");
    expect(unknown.code).toBe(EXIT.failed);
  });
});
