import { COPY_CHECK_TEXTS } from "@roost/shared/domain/copy-check.ts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { copyReviews, properties } from "../../../db/schema.ts";
import { refused } from "../../../lib/errors.ts";
import { pausedFor } from "../listings/paused-for.ts";
import { findCopies, type GoingLive, openCopyReview } from "./copy-matches.ts";

// A listing that copies another account's does not go live: it is paused "in review" with an open
// check in the operators' queue (decision 059). Its owner is told only that it is being checked.

/**
 * In the transaction that would put the listing live: holds it instead when it copies another's.
 * Returns whether it was held (the caller then leaves it as it is).
 */
export async function holdIfCopied(tx: Tx, listing: GoingLive, now: Date): Promise<boolean> {
  const match = await findCopies(tx, listing, now);
  if (!match) return false;
  await tx.update(properties).set(pausedFor("in_review", now)).where(eq(properties.id, listing.id));
  await tx
    .insert(copyReviews)
    .values({ propertyId: listing.id, ...match })
    .onConflictDoNothing();
  return true;
}

/** A listing being checked goes live only when an operator clears it. */
export async function assertNotBeingChecked(tx: Tx, propertyId: string): Promise<void> {
  if (await openCopyReview(tx, propertyId))
    throw refused(
      "listing_being_checked",
      `${COPY_CHECK_TEXTS.beingChecked}. ${COPY_CHECK_TEXTS.beingCheckedDetail}`,
    );
}
