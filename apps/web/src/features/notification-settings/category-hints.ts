// What each notification category covers, under its email choice and its push switch alike.
import type { EmailCategory } from "@roost/shared/domain/notification-settings.ts";

export const CATEGORY_HINTS: Readonly<Record<EmailCategory, string>> = {
  messages_enquiries: "New messages in your conversations, and new enquiries about your listings.",
  viewings_deals: "Viewing requests, time slots, bookings and applications.",
  groups_roommates: "Connect requests, join requests and changes to your groups.",
  saved_search_alerts: "New homes that match your saved searches.",
};
