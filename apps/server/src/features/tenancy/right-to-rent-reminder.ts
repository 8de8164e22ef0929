import { calendarDate } from "@roost/shared/domain/uk-time.ts";
import { eq } from "drizzle-orm";
import { rightToRentChecks, tenancies } from "../../db/schema.ts";
import type { JobContext } from "../../jobs/job.ts";
import { button, heading, paragraph } from "../../mail/email-components.ts";
import { nameOf } from "../deals/deal-parties.ts";
import { loadRecipient, sendAccountEmail } from "../email-notifications/notification-email.ts";

// The landlord's reminder of a follow-up Right to Rent check (decision 062), due a set number of
// days before it. A check corrected since (another follow-up date) or a tenancy withdrawn since
// makes the reminder moot; the new date has its own job.

export const RIGHT_TO_RENT_REMINDER = "right-to-rent-reminder";

/** 'right-to-rent-reminder' {checkId, followUpOn}. */
export async function rightToRentReminderJob({ deps, payload }: JobContext): Promise<void> {
  const db = deps.database.db;
  const checkId = String(payload.checkId ?? "");
  const followUpOn = String(payload.followUpOn ?? "");
  const [row] = await db
    .select({ check: rightToRentChecks, tenancy: tenancies })
    .from(rightToRentChecks)
    .innerJoin(tenancies, eq(tenancies.id, rightToRentChecks.tenancyId))
    .where(eq(rightToRentChecks.id, checkId));
  if (!row || row.check.followUpOn !== followUpOn || row.tenancy.state === "withdrawn") return;
  const recipient = await loadRecipient(db, row.tenancy.landlordId);
  if (!recipient) return;
  const occupier = row.check.tenantId ? await nameOf(db, row.check.tenantId) : (row.check.occupierName ?? "");
  const publicUrl = deps.config?.publicUrl ?? "http://localhost:3000";
  await sendAccountEmail(deps, recipient, {
    subject: `Right to Rent follow-up check due by ${calendarDate(followUpOn)}`,
    blocks: [
      heading("A follow-up Right to Rent check is due"),
      paragraph(
        `${occupier}'s right to rent is time-limited. Check it again by ${calendarDate(followUpOn)}, keep your ` +
          "own copy of what you checked, and record the new check in Roost.",
      ),
      button("Open the tenancy", `${publicUrl}/tenancy/${row.tenancy.id}`),
    ],
    reason: "You get this email because you recorded a time-limited Right to Rent check on Roost.",
    kind: "right_to_rent_reminder",
    key: `${checkId}:${followUpOn}`,
  });
}
