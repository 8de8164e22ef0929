import type { UserType } from "./user-types.ts";

// Email notification settings (decision 032): per category, how someone hears by email
// about what happened while they were away. In-app notifications are not affected. Account and
// safety emails are always sent, and the booking confirmations of spec §7 ("viewing booked",
// "applicant confirmed") are the viewings-and-deals emails for those events, not a second mail.

export const EMAIL_CATEGORIES = [
  "messages_enquiries",
  "viewings_deals",
  "groups_roommates",
  "saved_search_alerts",
] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

export const EMAIL_FREQUENCIES = ["instant", "daily", "off"] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];

export type EmailFrequencies = Record<EmailCategory, EmailFrequency>;

export const EMAIL_CATEGORY_LABELS: Readonly<Record<EmailCategory, string>> = {
  messages_enquiries: "Messages and enquiries",
  viewings_deals: "Viewings and deals",
  groups_roommates: "Groups and roommates",
  saved_search_alerts: "Saved-search alerts",
};

export const EMAIL_FREQUENCY_LABELS: Readonly<Record<EmailFrequency, string>> = {
  instant: "Instantly",
  daily: "Daily digest",
  off: "Off",
};

/**
 * What each user type gets before changing anything: whoever answers enquiries or arranges
 * viewings hears about them at once; groups and roommates concern students only, so the others
 * get a digest; saved-search alerts go to the people who search for homes.
 */
export const DEFAULT_EMAIL_FREQUENCIES: Readonly<Record<UserType, EmailFrequencies>> = {
  student: {
    messages_enquiries: "instant",
    viewings_deals: "instant",
    groups_roommates: "instant",
    saved_search_alerts: "daily",
  },
  landlord: {
    messages_enquiries: "instant",
    viewings_deals: "instant",
    groups_roommates: "daily",
    saved_search_alerts: "off",
  },
  property_finder: {
    messages_enquiries: "instant",
    viewings_deals: "instant",
    groups_roommates: "daily",
    saved_search_alerts: "daily",
  },
  professional: {
    messages_enquiries: "instant",
    viewings_deals: "instant",
    groups_roommates: "daily",
    saved_search_alerts: "daily",
  },
  general: {
    messages_enquiries: "instant",
    viewings_deals: "instant",
    groups_roommates: "daily",
    saved_search_alerts: "daily",
  },
};

/** A new-message email waits this long (env MESSAGE_EMAIL_DELAY_SECONDS overrides it). */
export const MESSAGE_EMAIL_DELAY_MINUTES = 5;

/**
 * What one unsubscribe link switches off: one category, the newsletter, or the daily digest (every
 * category set to daily becomes off).
 */
export const UNSUBSCRIBE_TARGETS = [...EMAIL_CATEGORIES, "newsletter", "daily_digest"] as const;
export type UnsubscribeTarget = (typeof UNSUBSCRIBE_TARGETS)[number];

/** How long an unsubscribe link in an email works. */
export const UNSUBSCRIBE_TOKEN_DAYS = 60;

/** The one-click unsubscribe endpoint (RFC 8058): POST unsubscribes, GET asks first. */
export const UNSUBSCRIBE_API_PATH = "/api/email/unsubscribe";
