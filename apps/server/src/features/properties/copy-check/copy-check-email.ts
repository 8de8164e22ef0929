import { COPY_CHECK_TEXTS } from "@roost/shared/domain/copy-check.ts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { copyReviews, properties } from "../../../db/schema.ts";
import type { JobContext } from "../../../jobs/job.ts";
import { enqueue } from "../../../jobs/queue.ts";
import { button, heading, paragraph } from "../../../mail/email-components.ts";
import { loadRecipient, sendAccountEmail } from "../../email-notifications/notification-email.ts";
import { ABOUT_YOUR_LISTINGS } from "../listings/owner-emails.ts";

// A held listing's owner is emailed the check's outcome (decision 059): live, or not published.
// Neither email says what matched or why, so a copier learns nothing to work around.

export const COPY_CHECK_EMAIL = "copy-check-email";

type Outcome = "cleared" | "withdrawn";

/** In the deciding transaction: the owner's email job, once per check. */
export async function tellOwnerOfCheck(
  tx: Tx,
  step: { reviewId: string; ownerId: string; outcome: Outcome; now: Date },
): Promise<void> {
  const key = `${COPY_CHECK_EMAIL}:${step.reviewId}`;
  await enqueue(
    tx,
    COPY_CHECK_EMAIL,
    { reviewId: step.reviewId, outcome: step.outcome },
    { runAt: step.now, uniqueKey: key },
  );
}

/** 'copy-check-email' {reviewId, outcome}: about the owner's listing, so sent whatever their settings. */
export async function copyCheckEmailJob({ deps, payload }: JobContext): Promise<void> {
  const db = deps.database.db;
  const reviewId = String(payload.reviewId ?? "");
  const [row] = await db
    .select({ ownerId: properties.userId, address: properties.addressLine1, postcode: properties.postcode })
    .from(copyReviews)
    .innerJoin(properties, eq(properties.id, copyReviews.propertyId))
    .where(eq(copyReviews.id, reviewId));
  const recipient = row ? await loadRecipient(db, row.ownerId) : null;
  if (!row || !recipient) return; // deleted since
  const cleared = payload.outcome === "cleared";
  const subject = cleared ? COPY_CHECK_TEXTS.clearedSubject : COPY_CHECK_TEXTS.withdrawnSubject;
  const publicUrl = deps.config?.publicUrl ?? "http://localhost:3000";
  await sendAccountEmail(deps, recipient, {
    subject,
    blocks: [
      heading(subject),
      paragraph(`Hi ${recipient.name},`),
      paragraph(`${row.address}, ${row.postcode}`),
      paragraph(cleared ? COPY_CHECK_TEXTS.clearedText : COPY_CHECK_TEXTS.withdrawnText),
      button("Open My listings", `${publicUrl}/listings`),
    ],
    reason: ABOUT_YOUR_LISTINGS,
    kind: `copy_check_${cleared ? "cleared" : "withdrawn"}`,
    key: `${COPY_CHECK_EMAIL}:${reviewId}`,
  });
}
