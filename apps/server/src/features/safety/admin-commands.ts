import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { profiles, properties, reports, session, user } from "../../db/schema.ts";
import type { OperatorContext } from "../../lib/cli-database.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Storage } from "../../storage/storage.ts";
import { isDeletedAccountEmail } from "../account/deletion-steps.ts";
import { listingImages, removePhotoFiles } from "../properties/photos/property-photos.service.ts";
import { isUuid } from "../properties/property-access.ts";
import { loadReports, type ReportDetails } from "./report-details.ts";

// What an operator does about reports (`npm run admin -- …`, apps/server/src/admin.ts). Each
// command is one transaction and says what it changed; an unknown id is an AdminError (exit 1).

export class AdminError extends Error {}

/** What the operator commands act with: the database, the output, the time, and the files. */
export interface AdminContext extends OperatorContext {
  storage: Pick<Storage, "remove">;
  log: Logger;
  /** Where the site is, for the links an operator is given. */
  publicUrl: string;
}

export function listOpenReports(db: Db): Promise<ReportDetails[]> {
  return loadReports(db, sql`r.status = 'open'`);
}

/** Closes an open report without acting on its target. */
export async function dismissReport(db: Db, now: Date, reportId: string): Promise<void> {
  if (!isUuid(reportId)) throw new AdminError(`No report with id ${reportId}.`);
  const [row] = await db.select({ status: reports.status }).from(reports).where(eq(reports.id, reportId));
  if (!row) throw new AdminError(`No report with id ${reportId}.`);
  if (row.status !== "open") throw new AdminError(`Report ${reportId} is already ${row.status}.`);
  await db
    .update(reports)
    .set({ status: "dismissed", resolvedAt: now })
    .where(and(eq(reports.id, reportId), eq(reports.status, "open")));
}

/**
 * Takes a listing off the market for good (status 'withdrawn': public pages answer 410, its owner
 * can change nothing) and marks the open reports about it actioned. Its photos go too: the JSON
 * in the same transaction, the files after the commit (a scam's photos stop circulating).
 * Running it twice changes nothing more.
 */
export async function withdrawListing(
  ctx: Pick<AdminContext, "db" | "storage" | "log">,
  now: Date,
  propertyId: string,
): Promise<{ address: string; photosRemoved: number; reportsActioned: number }> {
  if (!isUuid(propertyId)) throw new AdminError(`No listing with id ${propertyId}.`);
  const done = await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ photos: properties.photos, floorplan: properties.floorplan })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for("update");
    if (!before) throw new AdminError(`No listing with id ${propertyId}.`);
    const [listing] = await tx
      .update(properties)
      .set({ status: "withdrawn", photos: [], floorplan: null, updatedAt: now })
      .where(eq(properties.id, propertyId))
      .returning({ addressLine1: properties.addressLine1, town: properties.town });
    const actioned = await tx
      .update(reports)
      .set({ status: "actioned", resolvedAt: now })
      .where(and(eq(reports.propertyId, propertyId), eq(reports.status, "open")))
      .returning({ id: reports.id });
    return { listing, photos: listingImages(before), reportsActioned: actioned.length };
  });
  await removePhotoFiles(ctx, propertyId, done.photos);
  return {
    address: addressOf(done.listing),
    photosRemoved: done.photos.length,
    reportsActioned: done.reportsActioned,
  };
}

/**
 * Undoes a withdrawal: the listing comes back paused, for its owner to check (and to add photos
 * to, since withdrawal removed them) before publishing it again. A deleted account's listings
 * stay withdrawn: nobody could ever change them.
 */
export async function reinstateListing(db: Db, now: Date, propertyId: string): Promise<{ address: string }> {
  if (!isUuid(propertyId)) throw new AdminError(`No listing with id ${propertyId}.`);
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({
        status: properties.status,
        addressLine1: properties.addressLine1,
        town: properties.town,
        ownerEmail: user.email,
      })
      .from(properties)
      .innerJoin(user, eq(user.id, properties.userId))
      .where(eq(properties.id, propertyId))
      .for("update", { of: properties });
    if (!listing) throw new AdminError(`No listing with id ${propertyId}.`);
    if (listing.status !== "withdrawn") {
      throw new AdminError(`Listing ${propertyId} is not withdrawn (it is ${listing.status}).`);
    }
    if (isDeletedAccountEmail(listing.ownerEmail)) {
      throw new AdminError(`Listing ${propertyId} belonged to a deleted account and cannot be reinstated.`);
    }
    await tx
      .update(properties)
      .set({ status: "pause", publishedAt: null, expiresAt: null, updatedAt: now })
      .where(eq(properties.id, propertyId));
    return { address: addressOf(listing) };
  });
}

const addressOf = (listing: { addressLine1: string | null; town: string | null }) =>
  [listing.addressLine1, listing.town].filter(Boolean).join(", ");

/**
 * Suspends an account: profiles.suspended_at is set (kept from the first suspension), every
 * session is deleted so the user is signed out everywhere at once, and the open reports about the
 * user are marked actioned. Their listings stay as they are (withdraw-listing takes one down).
 */
export async function suspendUser(
  db: Db,
  now: Date,
  userId: string,
): Promise<{ name: string; sessionsEnded: number; reportsActioned: number }> {
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ name: user.name }).from(user).where(eq(user.id, userId));
    if (!account) throw new AdminError(`No user with id ${userId}.`);
    // Every account has a profile row once signed in; an upsert covers one that never had it.
    await tx
      .insert(profiles)
      .values({ userId, suspendedAt: now })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: { suspendedAt: sql`coalesce(${profiles.suspendedAt}, ${now.toISOString()}::timestamptz)` },
      });
    const ended = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
    const actioned = await tx
      .update(reports)
      .set({ status: "actioned", resolvedAt: now })
      .where(and(eq(reports.reportedUserId, userId), eq(reports.status, "open")))
      .returning({ id: reports.id });
    return { name: account.name, sessionsEnded: ended.length, reportsActioned: actioned.length };
  });
}

/** Lifts a suspension; the user signs in again as usual. */
export async function unsuspendUser(db: Db, userId: string): Promise<{ name: string }> {
  const [account] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId));
  if (!account) throw new AdminError(`No user with id ${userId}.`);
  await db.update(profiles).set({ suspendedAt: null }).where(eq(profiles.userId, userId));
  return { name: account.name };
}
