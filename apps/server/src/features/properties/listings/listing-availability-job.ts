import { DAY_MS } from "@roost/shared/domain/durations.ts";
import {
  AVAILABILITY_CHECK_DAYS,
  AVAILABILITY_GRACE_DAYS,
  AVAILABILITY_TEXTS,
  availabilityPauseDay,
} from "@roost/shared/domain/listing-availability.ts";
import { calendarDate } from "@roost/shared/domain/uk-time.ts";
import { and, sql } from "drizzle-orm";
import { properties } from "../../../db/schema.ts";
import type { JobContext } from "../../../jobs/job.ts";
import { button, heading, paragraph } from "../../../mail/email-components.ts";
import { sendAccountEmail } from "../../email-notifications/notification-email.ts";
import { signAvailabilityToken } from "./listing-availability.service.ts";
import { inOwnerBatches, LISTINGS_PER_BATCH, ownedByAnyOf } from "./owner-batches.ts";
import { ABOUT_YOUR_LISTINGS, enqueueOwnerEmails, ownerAndListings } from "./owner-emails.ts";
import { pausedFor } from "./paused-for.ts";

// Listings kept current (decision 058). A listing open to tenants whose availability was last
// known AVAILABILITY_CHECK_DAYS ago (published, set live or confirmed) asks its owner once, by one
// email naming each such listing with its own confirmation link; My Listings shows the question
// too. Still unanswered AVAILABILITY_GRACE_DAYS later, it is paused, marked as paused for this
// reason, and its owner is told. Precedence: the 60-day expiry (expire-listings.ts) ends a listing
// whatever is pending; this pause and the key-facts pause (advert-facts-job.ts) both pause it, and
// the first to fall due is the reason My Listings gives.

export const LISTING_AVAILABILITY = "listing-availability";
export const LISTING_AVAILABILITY_EMAIL = "listing-availability-email";

const OPEN = sql`${properties.status} in ('published', 'available')`;

export async function listingAvailabilityJob(
  { deps, now }: JobContext,
  listingsPerBatch = LISTINGS_PER_BATCH,
): Promise<void> {
  const checkBefore = new Date(now.getTime() - AVAILABILITY_CHECK_DAYS * DAY_MS);
  const graceBefore = new Date(now.getTime() - AVAILABILITY_GRACE_DAYS * DAY_MS);
  const toAsk = sql`${OPEN} and ${properties.availabilityAskedAt} is null
    and greatest(${properties.publishedAt}, ${properties.availabilityConfirmedAt}) <= ${checkBefore}`;
  const toPause = sql`${OPEN} and ${properties.availabilityAskedAt} <= ${graceBefore}`;
  const totals = { asked: 0, paused: 0 };
  await inOwnerBatches(
    deps.database.db,
    sql`(${toAsk}) or (${toPause})`,
    async (tx, ownerIds) => {
      const owned = ownedByAnyOf(ownerIds);
      const asked = await tx
        .update(properties)
        .set({ availabilityAskedAt: now })
        .where(and(toAsk, owned))
        .returning({ id: properties.id, userId: properties.userId });
      const paused = await tx
        .update(properties)
        .set({ ...pausedFor("availability", now), availabilityAskedAt: null })
        .where(and(toPause, owned))
        .returning({ id: properties.id, userId: properties.userId });
      await enqueueOwnerEmails(tx, LISTING_AVAILABILITY_EMAIL, "asked", asked, now, {
        askedAt: now.toISOString(),
      });
      await enqueueOwnerEmails(tx, LISTING_AVAILABILITY_EMAIL, "paused", paused, now);
      totals.asked += asked.length;
      totals.paused += paused.length;
    },
    listingsPerBatch,
  );
  if (totals.asked || totals.paused) deps.log.info(totals, "listings asked to confirm availability");
}

/**
 * 'listing-availability-email' {ownerId, outcome, listingIds, askedAt, key}: about the owner's own
 * listings, so it is sent whatever their email settings say.
 */
export async function listingAvailabilityEmailJob({ deps, payload, now }: JobContext): Promise<void> {
  const found = await ownerAndListings(deps.database.db, payload);
  if (!found) return;
  const { recipient, listings } = found;
  const publicUrl = deps.config?.publicUrl ?? "http://localhost:3000";
  const secret = deps.config?.authSecret ?? "";
  const paused = payload.outcome === "paused";
  const subject = paused ? AVAILABILITY_TEXTS.pausedSubject : AVAILABILITY_TEXTS.askedSubject;
  const blocks = paused
    ? [
        heading(subject),
        ...listings.map((l) => paragraph(`${l.address}, ${l.postcode}`)),
        paragraph(AVAILABILITY_TEXTS.pausedText),
        button("Open My listings", `${publicUrl}/listings`),
      ]
    : [
        heading(subject),
        paragraph(
          `Tenants trust listings that are kept current. Confirm each one below is still available by ${calendarDate(availabilityPauseDay(new Date(String(payload.askedAt))))}, or it will be paused.`,
        ),
        ...listings.flatMap((l) => [
          paragraph(`${l.address}, ${l.postcode}`),
          button(
            AVAILABILITY_TEXTS.confirm,
            `${publicUrl}${AVAILABILITY_LINK_PATH}?token=${encodeURIComponent(
              signAvailabilityToken(secret, l.id, recipient.id, now),
            )}`,
          ),
        ]),
        paragraph("If one has been let, set it to Let agreed or pause it in My Listings."),
      ];
  await sendAccountEmail(deps, recipient, {
    subject,
    blocks,
    reason: ABOUT_YOUR_LISTINGS,
    kind: `listing_availability_${paused ? "paused" : "asked"}`,
    key: String(payload.key ?? ""),
  });
}

/** Where a confirmation link points: a page that asks, then confirms with one press. */
export const AVAILABILITY_LINK_PATH = "/api/listings/availability";
