import { EMAIL_CATEGORIES, type EmailCategory } from "./notification-settings.ts";

// Web Push (decision 064): a third channel beside in-app and email, per category, off until the
// person turns it on. A push leaves PUSH_DELAY_SECONDS after its event unless the person has read
// it in the app meanwhile: student houses go first come, first served, so it does not wait for
// email's longer delay.

/** Push has the email categories: one switch each. */
export const PUSH_CATEGORIES = EMAIL_CATEGORIES;
export type PushCategory = EmailCategory;

/** How long a push waits for the person to read the event in the app first. */
export const PUSH_DELAY_SECONDS = 30;

/** What a notification on the lock screen carries (the service worker shows it as it is). */
export interface PushPayload {
  /** "New message from Sam about 12 Wilmslow Road", never the message itself unless allowed. */
  title: string;
  /** Empty unless the person chose "Show message text in notifications". */
  body: string;
  /** A path on this site that tapping the notification opens. */
  url: string;
  /** Notifications with the same tag replace each other (one per conversation). */
  tag: string;
}

/** The "Install Roost" prompt stays away this long once dismissed. */
export const INSTALL_PROMPT_SNOOZE_DAYS = 30;

export const PUSH_TEXTS = {
  offlineBanner: "You're offline — we'll send your message when you're back",
  updated: "Roost was updated",
  showMessageText: "Show message text in notifications",
  addToHomeScreen: "Add Roost to your home screen first",
  install: "Install Roost",
} as const;
