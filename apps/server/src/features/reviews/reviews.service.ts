import type {
  PropertyReviews,
  RatingSummary,
  Review,
  Reviewable,
  ReviewInput,
} from "@roost/shared/contracts/reviews.ts";
import { FORMER_TENANT, REVIEW_TEXTS, reviewOpensAt } from "@roost/shared/domain/reviews.ts";
import { ukDate } from "@roost/shared/domain/uk-time.ts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { dealProgression, reviewReports, reviews } from "../../db/schema.ts";
import { conflict, isUniqueViolation, notFound, refused } from "../../lib/errors.ts";
import { findVisibleProperty } from "../properties/property-access.ts";

// Reviews by real tenants (decision 058). Who may write one is decided here, from the deal: an
// applicant its landlord accepted (applications.status = 'accepted'), once per deal, from
// REVIEW_OPENS_AFTER_DAYS after the landlord confirmed them. The landlord replies once; anyone
// signed in may report one; only an operator hides one (review-commands.ts).

const iso = (d: Date) => d.toISOString();

type Tenancy = {
  deal_id: string;
  conversation_id: string;
  property_id: string;
  address: string;
  landlord_name: string;
  confirmed_at: Date;
  review_id: string | null;
};

/** The deals the user was accepted on, with their review if written. */
async function tenanciesOf(db: Db, userId: string, dealId?: string): Promise<Tenancy[]> {
  const rows = await db.execute<Tenancy>(sql`
    select d.id as deal_id, d.conversation_id, d.property_id, p.address_line_1 as address,
      coalesce(nullif(btrim(lp.display_name), ''), lu.name) as landlord_name,
      d.landlord_confirmed_at as confirmed_at, r.id as review_id
    from deal_progression d
    join applications a on a.deal_progression_id = d.id and a.applicant_user_id = ${userId} and a.status = 'accepted'
    join properties p on p.id = d.property_id
    join "user" lu on lu.id = d.landlord_id
    left join profiles lp on lp.user_id = d.landlord_id
    left join reviews r on r.deal_id = d.id and r.author_id = ${userId}
    where d.landlord_confirmed_at is not null ${dealId ? sql`and d.id = ${dealId}` : sql``}
    order by d.landlord_confirmed_at desc`);
  return rows.rows.map((r) => ({ ...r, confirmed_at: new Date(r.confirmed_at) }));
}

/** GET /api/me/reviewable. */
export async function reviewableTenancies(db: Db, now: Date, userId: string): Promise<Reviewable> {
  return {
    tenancies: (await tenanciesOf(db, userId)).map(({ confirmed_at, ...t }) => ({
      ...t,
      opens_at: iso(reviewOpensAt(confirmed_at)),
      open: now >= reviewOpensAt(confirmed_at),
    })),
  };
}

/** POST /api/reviews: 404 for a deal the user was not accepted on, 422 before it opens, 409 twice. */
export async function writeReview(db: Db, now: Date, userId: string, input: ReviewInput): Promise<Review> {
  const [tenancy] = await tenanciesOf(db, userId, input.deal_id);
  if (!tenancy) throw notFound("No tenancy of yours to review.");
  const opensAt = reviewOpensAt(tenancy.confirmed_at);
  if (now < opensAt)
    throw refused(
      "review_not_open",
      `You can review this home from ${ukDate(opensAt)}, once you have lived there a while.`,
    );
  try {
    const [row] = await db
      .insert(reviews)
      .values({
        dealId: tenancy.deal_id,
        propertyId: tenancy.property_id,
        authorId: userId,
        landlordRating: input.landlord_rating,
        propertyRating: input.property_rating,
        body: input.body,
        createdAt: now,
      })
      .returning({ id: reviews.id });
    const [review] = await loadReviews(db, sql`r.id = ${row?.id ?? ""}`);
    if (!review) throw new Error("review vanished after insert");
    return review;
  } catch (error) {
    if (isUniqueViolation(error, "reviews_one_per_author_deal"))
      throw conflict("already_reviewed", "You have already reviewed this tenancy.");
    throw error;
  }
}

type ReviewRow = {
  id: string;
  author_name: string | null;
  landlord_rating: number;
  property_rating: number;
  body: string;
  created_at: Date;
  reply: string | null;
  replied_at: Date | null;
};

/** Published reviews matching `where` (on reviews r), newest first. */
async function loadReviews(db: Db, where: ReturnType<typeof sql>): Promise<Review[]> {
  const rows = await db.execute<ReviewRow>(sql`
    select r.id, coalesce(nullif(btrim(pr.display_name), ''), u.name) as author_name,
      r.landlord_rating, r.property_rating, r.body, r.created_at, r.reply, r.replied_at
    from reviews r
    left join "user" u on u.id = r.author_id
    left join profiles pr on pr.user_id = r.author_id
    where r.hidden_at is null and ${where}
    order by r.created_at desc, r.id desc`);
  return rows.rows.map((r) => ({
    id: r.id,
    author_name: r.author_name ?? FORMER_TENANT,
    landlord_rating: r.landlord_rating,
    property_rating: r.property_rating,
    body: r.body,
    created_at: iso(new Date(r.created_at)),
    reply: r.reply && r.replied_at ? { body: r.reply, created_at: iso(new Date(r.replied_at)) } : null,
  }));
}

/** The averages of published reviews matching `where` (on reviews r joined to its deal d). */
async function summaryOf(db: Db, where: ReturnType<typeof sql>): Promise<RatingSummary> {
  const [row] = (
    await db.execute<{ count: number; landlord: number | null; property: number | null }>(sql`
      select count(*)::int as count, round(avg(r.landlord_rating), 1)::float8 as landlord,
        round(avg(r.property_rating), 1)::float8 as property
      from reviews r join deal_progression d on d.id = r.deal_id
      where r.hidden_at is null and ${where}`)
  ).rows;
  return { count: row?.count ?? 0, landlord: row?.landlord ?? null, property: row?.property ?? null };
}

/** GET /api/properties/{id}/reviews: as visible as the home itself. */
export async function propertyReviews(
  db: Db,
  propertyId: string,
  viewerId: string | null,
): Promise<PropertyReviews> {
  const property = await findVisibleProperty(db, propertyId, viewerId);
  return {
    summary: await summaryOf(db, sql`r.property_id = ${property.id}`),
    landlord_summary: await summaryOf(db, sql`d.landlord_id = ${property.userId}`),
    reviews: await loadReviews(db, sql`r.property_id = ${property.id}`),
    viewer_is_landlord: viewerId === property.userId,
  };
}

/** POST /api/reviews/{id}/reply: the deal's landlord, once. */
export async function replyToReview(
  db: Db,
  now: Date,
  landlordId: string,
  reviewId: string,
  body: string,
): Promise<Review> {
  const [landlordOf] = await db
    .select({ landlordId: dealProgression.landlordId, reply: reviews.reply })
    .from(reviews)
    .innerJoin(dealProgression, eq(dealProgression.id, reviews.dealId))
    .where(and(eq(reviews.id, reviewId), sql`${reviews.hiddenAt} is null`));
  if (!landlordOf || landlordOf.landlordId !== landlordId) throw notFound("Review not found.");
  const updated = await db
    .update(reviews)
    .set({ reply: body, repliedAt: now })
    .where(and(eq(reviews.id, reviewId), sql`${reviews.reply} is null`))
    .returning({ id: reviews.id });
  if (!updated.length) throw conflict("already_replied", "You have already replied to this review.");
  const [review] = await loadReviews(db, sql`r.id = ${reviewId}`);
  if (!review) throw notFound("Review not found.");
  return review;
}

/** POST /api/reviews/{id}/report: once per person; an operator reads it (npm run admin). */
export async function reportReview(
  db: Db,
  reporterId: string,
  reviewId: string,
  details?: string,
): Promise<void> {
  const [review] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), sql`${reviews.hiddenAt} is null`));
  if (!review) throw notFound("Review not found.");
  try {
    await db.insert(reviewReports).values({ reviewId, reporterId, details: details || null });
  } catch (error) {
    if (isUniqueViolation(error, "review_reports_one_per_reporter"))
      throw conflict("already_reported", REVIEW_TEXTS.alreadyReported);
    throw error;
  }
}
