import { COPY_CHECK_TEXTS } from "./copy-check.ts";
import { DAY_MS } from "./durations.ts";
import { ukIsoDate } from "./uk-time.ts";

// Listings kept current (decision 058): every AVAILABILITY_CHECK_DAYS a live listing asks its owner
// to confirm it is still available, and one still unconfirmed AVAILABILITY_GRACE_DAYS later is
// paused. Publishing, setting a listing live again and confirming all count as a confirmation;
// none moves published_at.

export const AVAILABILITY_CHECK_DAYS = 14;
export const AVAILABILITY_GRACE_DAYS = 7;

/** Why a listing is paused, when Roost paused it (null: its owner did). */
export const PAUSED_REASONS = ["advert_facts", "availability", "in_review"] as const;
export type PausedReason = (typeof PAUSED_REASONS)[number];

/** The UK day a listing asked at `askedAt` is paused if still unconfirmed. */
export function availabilityPauseDay(askedAt: Date): string {
  return ukIsoDate(new Date(askedAt.getTime() + AVAILABILITY_GRACE_DAYS * DAY_MS));
}

/** What My Listings and the owner's emails say (ours; the spec has none). */
export const AVAILABILITY_TEXTS = {
  bannerTitle: (count: number) =>
    count === 1 ? "Is your listing still available?" : `Are your ${count} listings still available?`,
  bannerText:
    "Tenants trust listings that are kept current. Confirm each one marked below, or it will be paused on the date it shows.",
  rowText: (pauseDate: string) =>
    `Confirm it's still available by ${pauseDate}, or this listing will be paused`,
  confirm: "Still available",
  confirmed: "Thanks: the listing shows it was confirmed today.",
  askedSubject: "Are your listings on Roost still available?",
  pausedSubject: "We paused listings whose availability wasn't confirmed",
  pausedText: "Set each one live again from My Listings when it is available: that confirms it.",
  /** Why a listing Roost paused is paused, and what clears it. */
  paused: {
    advert_facts: "Paused because it lacks its key facts: add them, then set it live again.",
    availability:
      "Paused because its availability wasn't confirmed: set it live again if it's still available.",
    in_review: `${COPY_CHECK_TEXTS.beingChecked}. ${COPY_CHECK_TEXTS.beingCheckedDetail}`,
  } satisfies Record<PausedReason, string>,
} as const;
