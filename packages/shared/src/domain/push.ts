import type { UserText } from "./first-load-texts.ts";
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
  /** Under the offline bar while the page has something to show that it has never read. */
  offlinePageWaiting: "This page will load when you're back online.",
  updated: "Roost was updated",
  showMessageText: "Show message text in notifications",
  addToHomeScreen: "Add Roost to your home screen first",
  install: "Install Roost",
  installDescription: "Open Roost from your home screen in one tap, even on a patchy connection.",
} as const;

/** The body of a message push, when the person allows it on the lock screen at all. */
export const PUSH_BODY_MAX_LENGTH = 120;

/**
 * The lock-screen title of unread messages: who wrote and where, never what.
 * "New message from Sam about 12 Wilmslow Road", "3 new messages from Sam and Alex in Fallowfield Five".
 */
export function messagePushTitle(input: {
  count: number;
  /** First names, in the order they wrote. */
  senders: readonly string[];
  /** The first address line of the home the conversation is about, if any. */
  address: string | null;
  /** A group chat's name, if it is one. */
  groupName: string | null;
}): string {
  const [first = "Someone", second] = input.senders;
  const from =
    input.senders.length > 2
      ? `${first} and ${input.senders.length - 1} others`
      : second
        ? `${first} and ${second}`
        : first;
  const what = input.count === 1 ? "New message" : `${input.count} new messages`;
  const where = input.address ? ` about ${input.address}` : input.groupName ? ` in ${input.groupName}` : "";
  return `${what} from ${from}${where}`;
}

/** Refusals of the push routes, joined into the error catalogue. */
export const PUSH_ERROR_TEXTS = {
  push_endpoint_not_allowed: {
    title: "This browser's push service is not supported",
    description:
      "Roost sends notifications through the push services of Chrome, Firefox, Safari and Edge only.",
  },
  push_unavailable: {
    title: "Push notifications are not available",
    description: "This Roost server is not set up to send them.",
  },
} as const satisfies Record<string, UserText>;
