import type { viewEvent } from "@roost/shared/contracts/properties.ts";
import { isLiveStatus } from "@roost/shared/domain/property.ts";
import type { z } from "zod";
import type { Services } from "../../app.ts";
import { propertyInquiries, propertyViews } from "../../db/schema.ts";
import { notFound, refused } from "../../lib/errors.ts";
import { findOrCreateLandlordTenantConversation } from "../conversations/conversations.service.ts";
import { refuseIfBlocked } from "../safety/blocks.ts";
import { findVisibleProperty } from "./property-access.ts";
import { aggregateDailyStats, lockPropertyStats, ukDay } from "./property-stats.ts";

// What visitors do on a listing page (§7 Tracking): a view once per browser session per UK day,
// and the first message to the landlord, which opens the inquiry conversation.

type Deps = Pick<Services, "database" | "clock">;

export interface ViewContext {
  viewerId: string | null;
  userAgent: string | null;
  ipAddress: string | null;
}

/**
 * Counts a view of a live listing. The owner looking at their own listing is not a view (and
 * may look at it in any status); anyone else gets 404 for a listing that is not live.
 */
export async function recordPropertyView(
  { database, clock }: Deps,
  propertyId: string,
  event: z.output<typeof viewEvent>,
  context: ViewContext,
): Promise<void> {
  const db = database.db;
  const property = await findVisibleProperty(db, propertyId, context.viewerId);
  if (property.userId === context.viewerId) return;
  const now = clock.now();
  const day = ukDay(now);
  await db.transaction(async (tx) => {
    await lockPropertyStats(tx, property.id);
    const inserted = await tx
      .insert(propertyViews)
      .values({
        propertyId: property.id,
        viewerId: context.viewerId,
        sessionId: event.session_id,
        userAgent: context.userAgent,
        referrer: event.referrer ?? null,
        ipAddress: context.ipAddress,
        viewDate: day,
        createdAt: now,
      })
      // The once-per-day unique index makes a reload or a second tab a no-op.
      .onConflictDoNothing({
        target: [propertyViews.propertyId, propertyViews.sessionId, propertyViews.viewDate],
      })
      .returning({ id: propertyViews.id });
    if (inserted.length) await aggregateDailyStats(tx, property.id, day);
  });
}

/**
 * Starts (or returns) the tenant's conversation with the landlord about a live listing. The
 * inquiry is recorded once, when the conversation is created, so asking twice counts once.
 */
export async function startInquiry({ database, clock }: Deps, actorId: string, propertyId: string) {
  const db = database.db;
  const property = await findVisibleProperty(db, propertyId, actorId);
  if (property.userId === actorId) {
    throw refused("own_property", "You cannot send an inquiry about your own listing.");
  }
  if (!isLiveStatus(property.status)) throw notFound("Listing not found.");
  await refuseIfBlocked(db, actorId, property.userId, "cannot_message_user");

  const now = clock.now();
  return db.transaction(async (tx) => {
    const conversation = await findOrCreateLandlordTenantConversation(tx, {
      propertyId: property.id,
      tenantId: actorId,
      landlordId: property.userId,
      now,
    });
    if (conversation.created) {
      await lockPropertyStats(tx, property.id);
      await tx
        .insert(propertyInquiries)
        .values({ propertyId: property.id, inquirerId: actorId, inquiryType: "message", createdAt: now });
      await aggregateDailyStats(tx, property.id, ukDay(now));
    }
    return { conversation_id: conversation.id };
  });
}
