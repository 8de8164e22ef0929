import type { EmailFrequency } from "@roost/shared/domain/notification-settings.ts";
import { priceDisplay } from "@roost/shared/domain/price.ts";
import { combinedAlert, SAVED_SEARCH_TEXTS } from "@roost/shared/domain/saved-searches.ts";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import type { PropertyPhoto, PropertyRoom } from "../../db/schema.ts";
import type { JobContext } from "../../jobs/job.ts";
import { button, type EmailBlock, heading, homeCard, paragraph } from "../../mail/email-components.ts";
import { createMailer } from "../../mail/mailer.ts";
import { formatAddress } from "../deals/deal-parties.ts";
import { buildNotificationEmail, loadRecipient } from "../email-notifications/notification-email.ts";
import { emailFrequency } from "../email-notifications/notification-settings.service.ts";

// Saved-search alert emails (decisions 033 and 041). A listing going live records its
// matches and, for each person with an instant search among them, queues one 'saved-search-email'
// job; the daily digest lists the matches of daily searches instead. Both read the homes here, at
// send time: a home paused or let meanwhile is not sent, nor one whose landlord is blocked either
// way, nor one whose in-app alert was already opened (seen live).

export const SAVED_SEARCH_EMAIL = "saved-search-email";

/** One email per person and home: the job's unique key and the mail's idempotency key. */
export const savedSearchEmailKey = (propertyId: string, userId: string) =>
  `${SAVED_SEARCH_EMAIL}:${propertyId}:${userId}`;

interface AlertHomeRow {
  id: string;
  address_line_1: string;
  town: string;
  postcode: string;
  advert_type: string;
  monthly_rent: number | null;
  rooms_data: PropertyRoom[];
  photos: PropertyPhoto[];
  search_names: string[];
}

export interface AlertHomesQuery {
  userId: string;
  /** The searches' own alert choices to include ("instant" for the instant email). */
  alerts: readonly EmailFrequency[];
  /** One home (the instant email), or every home matched in a window (the digest). */
  propertyId?: string;
  matchedAfter?: Date;
  matchedUntil?: Date;
}

/** The homes to tell `userId` about, oldest match first, each with the names of the searches it matched. */
export async function alertHomes(db: Tx, q: AlertHomesQuery): Promise<AlertHomeRow[]> {
  if (q.alerts.length === 0) return [];
  const result = await db.execute<AlertHomeRow & Record<string, unknown>>(sql`
    select p.id, p.address_line_1, p.town, p.postcode, p.advert_type, p.monthly_rent, p.rooms_data,
      p.photos, array_agg(s.name order by s.created_at) as search_names
    from saved_search_matches m
    join saved_searches s on s.id = m.saved_search_id
    join properties p on p.id = m.property_id
    where s.user_id = ${q.userId}
      and s.alert in (${sql.join(
        q.alerts.map((a) => sql`${a}`),
        sql`, `,
      )})
      and p.status in ('published', 'available')
      ${q.propertyId ? sql`and m.property_id = ${q.propertyId}` : sql``}
      ${q.matchedAfter ? sql`and m.matched_at > ${q.matchedAfter}` : sql``}
      ${q.matchedUntil ? sql`and m.matched_at <= ${q.matchedUntil}` : sql``}
      and not exists (select 1 from user_blocks b
        where (b.blocker_id = s.user_id and b.blocked_id = p.user_id)
           or (b.blocker_id = p.user_id and b.blocked_id = s.user_id))
      and not exists (select 1 from notifications n
        where n.user_id = s.user_id and n.type = 'saved_search_match' and n.read_at is not null
          and n.data->>'property_id' = p.id::text)
    group by p.id
    order by min(m.matched_at), p.id`);
  return result.rows;
}

const addressOf = (home: AlertHomeRow) =>
  formatAddress({ addressLine1: home.address_line_1, town: home.town, postcode: home.postcode });

/** The homes as cards: photo, address, the price in the site's words ("From" for rooms adverts), link. */
export function homeCards(publicUrl: string, homes: readonly AlertHomeRow[]): EmailBlock[] {
  return homes.map((home) => {
    const cover = home.photos[0]?.card;
    return homeCard({
      address: addressOf(home),
      price: priceDisplay({
        advertType: home.advert_type,
        monthlyRent: home.monthly_rent,
        rooms: home.rooms_data,
      }),
      url: `${publicUrl}/property/${home.id}`,
      photoUrl: cover ? new URL(cover, publicUrl).toString() : null,
      note: SAVED_SEARCH_TEXTS.emailMatched(home.search_names),
    });
  });
}

/** 'saved-search-email' {userId, propertyId}: the instant alert for one home, or nothing. */
export async function savedSearchEmailJob({ deps, payload, now }: JobContext): Promise<void> {
  const db = deps.database.db;
  const userId = String(payload.userId ?? "");
  const propertyId = String(payload.propertyId ?? "");
  // The person's setting and the search's own choice combine: off wins, then daily (the digest).
  const setting = await emailFrequency(db, userId, "saved_search_alerts");
  if (combinedAlert("instant", setting) !== "instant") return;
  const [home] = await alertHomes(db, { userId, alerts: ["instant"], propertyId });
  if (!home) return;
  const recipient = await loadRecipient(db, userId);
  if (!recipient) return;
  const publicUrl = deps.config?.publicUrl ?? "http://localhost:3000";
  const subject = SAVED_SEARCH_TEXTS.emailSubject(home.search_names[0], addressOf(home));
  const message = buildNotificationEmail(
    deps,
    {
      recipient,
      category: "saved_search_alerts",
      subject,
      blocks: [
        heading(SAVED_SEARCH_TEXTS.matchTitle),
        paragraph(SAVED_SEARCH_TEXTS.emailIntro),
        ...homeCards(publicUrl, [home]),
        button("See your saved searches", `${publicUrl}/saved-searches`),
      ],
      personIds: [],
      kind: "saved_search_match",
    },
    now,
  );
  await createMailer({ config: deps.config, db, log: deps.log }).sendMail(
    message,
    savedSearchEmailKey(propertyId, userId),
  );
}
