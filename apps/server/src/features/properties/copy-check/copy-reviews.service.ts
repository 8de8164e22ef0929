import type { CopyCheckListing, CopyReview } from "@roost/shared/contracts/copy-check.ts";
import { publishProblems } from "@roost/shared/domain/listing.ts";
import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../../app-deps.ts";
import type { Db, Tx } from "../../../db/client.ts";
import { copyReviews, properties } from "../../../db/schema.ts";
import { conflict, notFound } from "../../../lib/errors.ts";
import { requireOperator } from "../../landlord-trust/operators.ts";
import type { Decider } from "../../landlord-trust/verification.service.ts";
import { type AdminContext, withdrawListing } from "../../safety/admin-commands.ts";
import { toPublishInput } from "../listings/listing-rules.ts";
import { putLive } from "../listings/listings.service.ts";
import { isUuid, type PropertyRow } from "../property-access.ts";
import { tellOwnerOfCheck } from "./copy-check-email.ts";
import { pgArray } from "./copy-matches.ts";

// The operators' side of copied-advert checks (decision 059): the queue, each held listing beside
// the listings it matched, and the two decisions. Clearing puts it live (its matches are never held
// against it again); withdrawing takes it off Roost with its photos. Its owner is emailed either way,
// with nothing of what matched.

type Deps = Pick<AppDeps, "database" | "clock" | "storage" | "log">;
/** What a decision acts with, from the API or from `npm run admin`. */
type Deciding = Pick<AdminContext, "db" | "storage" | "log">;

/** Operators only (anyone else gets 404): the open checks, oldest first. */
export async function copyReviewQueueFor(db: Db, actorId: string): Promise<CopyReview[]> {
  await requireOperator(db, actorId);
  return openCopyReviews(db);
}

/** The open checks, oldest first, each listing as the operator compares it. */
export async function openCopyReviews(db: Db): Promise<CopyReview[]> {
  const open = await db
    .select()
    .from(copyReviews)
    .where(eq(copyReviews.status, "open"))
    .orderBy(copyReviews.createdAt);
  const ids = [...new Set(open.flatMap((r) => [r.propertyId, ...r.matchedPropertyIds]))];
  const listings = new Map((await comparedListings(db, ids)).map((l) => [l.id, l]));
  return open.flatMap((review) => {
    const listing = listings.get(review.propertyId);
    if (!listing) return [];
    return [
      {
        id: review.id,
        held_at: review.createdAt.toISOString(),
        photo_matches: review.photoMatches,
        text_similarity: review.textSimilarity,
        listing,
        matches: review.matchedPropertyIds.flatMap((id) => listings.get(id) ?? []),
      },
    ];
  });
}

async function comparedListings(db: Db, ids: string[]): Promise<CopyCheckListing[]> {
  if (ids.length === 0) return [];
  const rows = await db.execute<CopyCheckListing>(sql`
    select p.id, concat_ws(', ', nullif(p.address_line_1, ''), nullif(p.town, ''), nullif(p.postcode, '')) as address,
      p.status, coalesce(pr.display_name, u.name) as owner_name, u.email as owner_email,
      to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD') as owner_since, p.description,
      coalesce((select array_agg(photo->>'card' order by n) from jsonb_array_elements(p.photos) with ordinality as x(photo, n)), '{}') as photos,
      to_char(p.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as published_at
    from properties p
    join "user" u on u.id = p.user_id
    left join profiles pr on pr.user_id = p.user_id
    where p.id = any(${pgArray(ids)}::uuid[])`);
  return rows.rows;
}

/** Operators only: the held listing is not a copy; it goes live (when still complete). */
export async function clearCopyReview(ctx: Deciding, now: Date, id: string, decider: Decider): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const review = await decideOpenReview(tx, id, decider, "cleared", null, now);
    const [listing] = await tx
      .select()
      .from(properties)
      .where(eq(properties.id, review.propertyId))
      .for("update");
    if (listing?.status === "pause" && listing.pausedReason === "in_review") {
      await releaseHeld(tx, listing as PropertyRow, now);
      await tellOwnerOfCheck(tx, { reviewId: id, ownerId: listing.userId, outcome: "cleared", now });
    }
  });
}

/** Live again as its owner asked; if they have since made it incomplete, paused for them to finish. */
async function releaseHeld(tx: Tx, listing: PropertyRow, now: Date) {
  if (publishProblems(toPublishInput(listing)).length === 0) await putLive(tx, listing, now);
  else
    await tx
      .update(properties)
      .set({ pausedReason: null, updatedAt: now })
      .where(eq(properties.id, listing.id));
}

/** Operators only: the held listing copies another; it is withdrawn and its photos deleted. */
export async function withdrawCopiedListing(
  ctx: Deciding,
  now: Date,
  id: string,
  decider: Decider,
  reason: string,
): Promise<void> {
  const review = await ctx.db.transaction(async (tx) => {
    const decided = await decideOpenReview(tx, id, decider, "withdrawn", reason, now);
    const [owner] = await tx
      .select({ userId: properties.userId })
      .from(properties)
      .where(eq(properties.id, decided.propertyId));
    if (owner) await tellOwnerOfCheck(tx, { reviewId: id, ownerId: owner.userId, outcome: "withdrawn", now });
    return decided;
  });
  await withdrawListing(ctx, now, review.propertyId);
}

async function decideOpenReview(
  tx: Tx,
  id: string,
  decider: Decider,
  status: "cleared" | "withdrawn",
  reason: string | null,
  now: Date,
) {
  if (!isUuid(id)) throw notFound("No check with that id.");
  const [decided] = await tx
    .update(copyReviews)
    .set({
      status,
      reason,
      decidedAt: now,
      decidedBy: decider === "admin command" ? decider : decider.operatorId,
    })
    .where(and(eq(copyReviews.id, id), eq(copyReviews.status, "open")))
    .returning({ propertyId: copyReviews.propertyId });
  if (decided) return decided;
  const [exists] = await tx
    .select({ status: copyReviews.status })
    .from(copyReviews)
    .where(eq(copyReviews.id, id));
  if (!exists) throw notFound("No check with that id.");
  throw conflict("copy_review_decided", `This check was already ${exists.status}.`);
}

/** The operator's own decisions go through this: the role is checked here, not by the route. */
export async function decideCopyReviewAsOperator(
  deps: Deps,
  actorId: string,
  id: string,
  decision: { withdraw: false } | { withdraw: true; reason: string },
): Promise<CopyReview[]> {
  await requireOperator(deps.database.db, actorId);
  const ctx = { db: deps.database.db, storage: deps.storage, log: deps.log };
  const decider = { operatorId: actorId };
  const now = deps.clock.now();
  if (decision.withdraw) await withdrawCopiedListing(ctx, now, id, decider, decision.reason);
  else await clearCopyReview(ctx, now, id, decider);
  return openCopyReviews(deps.database.db);
}
