import type { Report, ReportInput } from "@roost/shared/contracts/safety.ts";
import type { ReportStatus } from "@roost/shared/domain/safety.ts";
import { eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps.ts";
import type { Tx } from "../../db/client.ts";
import { reports, user } from "../../db/schema.ts";
import { enqueue } from "../../jobs/queue.ts";
import { catalogueError, notFound } from "../../lib/errors.ts";
import { findVisibleProperty } from "../properties/property-access.ts";
import { REPORT_EMAIL } from "./report-email.ts";

type ReportRow = typeof reports.$inferSelect;
type Deps = Pick<AppDeps, "database" | "clock">;

function toReportJson(row: ReportRow): Report {
  return {
    id: row.id,
    target: row.propertyId ? "listing" : "user",
    property_id: row.propertyId,
    reported_user_id: row.reportedUserId,
    reason: row.reason,
    details: row.details,
    status: row.status as ReportStatus,
    created_at: row.createdAt.toISOString(),
  };
}

/** The operators hear of a report through the job queue, so a slow mail server never holds the request. */
async function enqueueReportEmail(tx: Tx, deps: Deps, reportId: string) {
  await enqueue(
    tx,
    REPORT_EMAIL,
    { reportId },
    { runAt: deps.clock.now(), uniqueKey: `report-email:${reportId}` },
  );
}

/**
 * POST /api/properties/:id/report: any listing the reporter can see, except their own (422). One
 * report per reporter and listing (the partial unique index): a repeat is 409.
 */
export async function reportListing(deps: Deps, reporterId: string, propertyId: string, input: ReportInput) {
  return deps.database.db.transaction(async (tx) => {
    const property = await findVisibleProperty(tx, propertyId, reporterId);
    if (property.userId === reporterId) throw catalogueError(422, "own_listing_report");
    const [row] = await tx
      .insert(reports)
      .values({
        reporterId,
        propertyId: property.id,
        reason: input.reason,
        details: input.details ?? null,
        createdAt: deps.clock.now(),
      })
      .onConflictDoNothing({
        target: [reports.reporterId, reports.propertyId],
        // Unqualified: ON CONFLICT's index predicate must match the partial index's own wording.
        where: sql`property_id is not null`,
      })
      .returning();
    if (!row) throw catalogueError(409, "listing_already_reported");
    await enqueueReportEmail(tx, deps, row.id);
    return toReportJson(row);
  });
}

/** POST /api/users/:id/report: any existing user but oneself (422); one report per reporter and user (409). */
export async function reportUser(deps: Deps, reporterId: string, reportedUserId: string, input: ReportInput) {
  if (reportedUserId === reporterId) throw catalogueError(422, "self_report");
  return deps.database.db.transaction(async (tx) => {
    const [target] = await tx.select({ id: user.id }).from(user).where(eq(user.id, reportedUserId)).limit(1);
    if (!target) throw notFound("User not found.");
    const [row] = await tx
      .insert(reports)
      .values({
        reporterId,
        reportedUserId,
        reason: input.reason,
        details: input.details ?? null,
        createdAt: deps.clock.now(),
      })
      .onConflictDoNothing({
        target: [reports.reporterId, reports.reportedUserId],
        where: sql`reported_user_id is not null`,
      })
      .returning();
    if (!row) throw catalogueError(409, "user_already_reported");
    await enqueueReportEmail(tx, deps, row.id);
    return toReportJson(row);
  });
}
