import type { PushSettings } from "@roost/shared/contracts/push.ts";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { pushSettings } from "../../db/schema.ts";

// A person's push switches (decision 064): one per notification category and "Show message text
// in notifications". Push is off until they turn it on, so with no row every switch is off.

const ALL_OFF: PushSettings = {
  messages_enquiries: false,
  viewings_deals: false,
  groups_roommates: false,
  saved_search_alerts: false,
  show_message_text: false,
};

export async function getPushSettings(db: Tx, userId: string): Promise<PushSettings> {
  const [row] = await db.select().from(pushSettings).where(eq(pushSettings.userId, userId)).limit(1);
  if (!row) return ALL_OFF;
  return {
    messages_enquiries: row.messagesEnquiries,
    viewings_deals: row.viewingsDeals,
    groups_roommates: row.groupsRoommates,
    saved_search_alerts: row.savedSearchAlerts,
    show_message_text: row.showMessageText,
  };
}

/** Saves every switch at once; answers what is now stored. */
export async function savePushSettings(
  db: Db,
  userId: string,
  input: PushSettings,
  now: Date,
): Promise<PushSettings> {
  const values = {
    messagesEnquiries: input.messages_enquiries,
    viewingsDeals: input.viewings_deals,
    groupsRoommates: input.groups_roommates,
    savedSearchAlerts: input.saved_search_alerts,
    showMessageText: input.show_message_text,
    updatedAt: now,
  };
  await db
    .insert(pushSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: pushSettings.userId, set: values });
  return getPushSettings(db, userId);
}
