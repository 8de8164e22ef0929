import type { viewEvent } from "@roost/shared/contracts/properties.ts";
import { isLiveStatus, VIEW_SESSIONS_PER_SOURCE_PER_DAY } from "@roost/shared/domain/property.ts";
import { ukIsoDate } from "@roost/shared/domain/uk-time.ts";
import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../../../app-deps.ts";
import { propertyInquiries } from "../../../db/schema.ts";
import { notFound, refused } from "../../../lib/errors.ts";
import { addressKey } from "../../../rate-limits/rate-limiter.ts";
import { findOrCreateLandlordTenantConversation } from "../../conversations/conversations.service.ts";
import { refuseIfBlocked } from "../../safety/blocks.ts";
import { findVisibleProperty } from "../property-access.ts";
import { aggregateDailyStats, lockPropertyStats } from "./property-stats.ts";

// What visitors do on a listing page (§7 Tracking): a view once per browser session per UK day, at
// most VIEW_SESSIONS_PER_SOURCE_PER_DAY sessions per account or signed-out address, and the first message to the landlord, which opens the inquiry conversation.

type Deps = Pick<AppDeps, "database" | "clock">;

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
  const day = ukIsoDate(now);
  await db.transaction(async (tx) => {
    // The stats lock also makes the per-source count below exact under parallel views.
    await lockPropertyStats(tx, property.id);
    // One statement: the row goes in only while its source has counted fewer than
    // VIEW_SESSIONS_PER_SOURCE_PER_DAY sessions of this listing today, and the once-per-day unique
    // index makes a reload or a second tab a no-op. Either way the answer stays 204.
    const inserted = await tx.execute(sql`
      insert into property_views
        (property_id, viewer_id, session_id, user_agent, referrer, ip_address, view_date, created_at)
      select ${property.id}::uuid, ${context.viewerId}, ${event.session_id}, ${context.userAgent},
        ${event.referrer ?? null}, ${context.ipAddress}, ${day}::date, ${now}
      where (select count(*) from property_views v
             where v.property_id = ${property.id}::uuid and v.view_date = ${day}::date
               and ${sameSource(context)}) < ${VIEW_SESSIONS_PER_SOURCE_PER_DAY}
      on conflict (property_id, session_id, view_date) do nothing
      returning id`);
    if (inserted.rows.length) await aggregateDailyStats(tx, property.id, day);
  });
}

/**
 * The views of the same source as this one: the account when signed in; otherwise the address,
 * an IPv6 one by its /64 (a subscriber holds the whole /64, see addressKey). Addresses are stored
 * only as clientIp returns them, so the inet cast cannot fail.
 */
function sameSource({ viewerId, ipAddress }: ViewContext): SQL {
  if (viewerId) return sql`v.viewer_id = ${viewerId}`;
  if (!ipAddress) return sql`v.viewer_id is null and v.ip_address is null`;
  return sql`v.viewer_id is null and v.ip_address::inet <<= ${addressKey(ipAddress)}::inet`;
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
      await aggregateDailyStats(tx, property.id, ukIsoDate(now));
    }
    return { conversation_id: conversation.id };
  });
}
