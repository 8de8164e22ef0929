import { DAY_MS } from "@roost/shared/domain/durations.ts";
import {
  ADVERT_FACTS_GRACE_DAYS,
  ADVERT_FACTS_TEXTS,
  advertFactsMissing,
  advertFactsPauseDay,
} from "@roost/shared/domain/listing.ts";
import { calendarDate } from "@roost/shared/domain/uk-time.ts";
import { and, sql } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { properties } from "../../../db/schema.ts";
import type { JobContext } from "../../../jobs/job.ts";
import { button, heading, paragraph } from "../../../mail/email-components.ts";
import { sendAccountEmail } from "../../email-notifications/notification-email.ts";
import type { PropertyRow } from "../property-access.ts";
import { toPublishInput } from "./listing-rules.ts";
import { inOwnerBatches, LISTINGS_PER_BATCH, ownedByAnyOf } from "./owner-batches.ts";
import { ABOUT_YOUR_LISTINGS, enqueueOwnerEmails, ownerAndListings } from "./owner-emails.ts";
import { pausedFor } from "./paused-for.ts";

// Listings that went live before an advert had to state its deposit, council tax and EPC rating
// (decision 056). Each is asked for once: its owner gets one email naming it (with every other
// listing of theirs asked that hour) and a date. On that date, if it still lacks them, it is
// paused, and its owner is told; it goes live again from the status selector once complete.

export const ADVERT_FACTS = "advert-facts";
export const ADVERT_FACTS_EMAIL = "advert-facts-email";

/** The recurring run: asks for what is missing, and pauses what is still missing after the grace. */
export async function advertFactsJob(
  { deps, now }: JobContext,
  listingsPerBatch = LISTINGS_PER_BATCH,
): Promise<void> {
  const graceEnd = now.getTime() - ADVERT_FACTS_GRACE_DAYS * DAY_MS;
  const totals = { asked: 0, paused: 0 };
  await inOwnerBatches(
    deps.database.db,
    PERHAPS_MISSING,
    async (tx, ownerIds) => {
      const missing = (await perhapsMissingOf(tx, ownerIds)).filter((row) =>
        advertFactsMissing(toPublishInput(row)),
      );
      const toAsk = missing.filter((row) => row.factsRequestedAt === null);
      const toPause = missing.filter(
        (row) => row.factsRequestedAt && row.factsRequestedAt.getTime() <= graceEnd,
      );
      if (toAsk.length) {
        await tx.update(properties).set({ factsRequestedAt: now }).where(idIn(toAsk));
        await enqueueOwnerEmails(tx, ADVERT_FACTS_EMAIL, "asked", toAsk, now, {
          pauseDay: advertFactsPauseDay(now),
        });
      }
      if (toPause.length) {
        await tx
          .update(properties)
          .set(pausedFor("advert_facts", now))
          .where(and(idIn(toPause), sql`${properties.status} in ('published', 'available')`));
        await enqueueOwnerEmails(tx, ADVERT_FACTS_EMAIL, "paused", toPause, now);
      }
      totals.asked += toAsk.length;
      totals.paused += toPause.length;
    },
    listingsPerBatch,
  );
  if (totals.asked || totals.paused) deps.log.info(totals, "listings without their key facts");
}

/**
 * Listings open to tenants (isOpenStatus) that may lack a required fact: a superset the shared
 * rule then decides on, so only a few rows are read. (An F or G rating without its exemption is refused on every
 * write, so it needs no clause here.)
 */
const PERHAPS_MISSING = sql`${properties.status} in ('published', 'available') and (
  ${properties.deposit} is null
  or not (${properties.facts} ?& array['council_tax_band', 'council_tax_payer', 'epc'])
  or (${properties.facts}->>'epc' <> 'not_required' and not (${properties.facts} ? 'epc_certificate'))
  or (${properties.facts}->>'epc' = 'not_required' and ${properties.advertType} = 'whole_property'))`;

function perhapsMissingOf(tx: Tx, ownerIds: readonly string[]): Promise<PropertyRow[]> {
  return tx
    .select()
    .from(properties)
    .where(and(PERHAPS_MISSING, ownedByAnyOf(ownerIds))) as Promise<PropertyRow[]>;
}

/** One array parameter however many listings: a placeholder each stops at 65,535. */
const idIn = (rows: readonly PropertyRow[]) =>
  sql`${properties.id} = any(${sql.param(rows.map((row) => row.id))}::uuid[])`;

/**
 * 'advert-facts-email' {ownerId, outcome, listingIds, pauseDay, key}: about the owner's own
 * listings, so it is sent whatever their notification settings say.
 */
export async function advertFactsEmailJob({ deps, payload }: JobContext): Promise<void> {
  const found = await ownerAndListings(deps.database.db, payload);
  if (!found) return; // deleted since
  const { recipient, listings } = found;
  const publicUrl = deps.config?.publicUrl ?? "http://localhost:3000";
  const paused = payload.outcome === "paused";
  const subject = paused ? ADVERT_FACTS_TEXTS.pausedSubject : ADVERT_FACTS_TEXTS.askedSubject;
  const pauseDate = calendarDate(String(payload.pauseDay ?? ""));
  const names = listings.map((l) => `${l.address}, ${l.postcode}`);
  const blocks = [
    heading(subject),
    paragraph(ADVERT_FACTS_TEXTS.why),
    ...names.map(paragraph),
    paragraph(
      paused
        ? ADVERT_FACTS_TEXTS.pausedText
        : `Add them by ${pauseDate}. A listing still without them then is paused until they are added.`,
    ),
    button("Open My listings", `${publicUrl}/listings`),
  ];
  await sendAccountEmail(deps, recipient, {
    subject,
    blocks,
    reason: ABOUT_YOUR_LISTINGS,
    kind: `advert_facts_${paused ? "paused" : "asked"}`,
    key: String(payload.key ?? ""),
  });
}
