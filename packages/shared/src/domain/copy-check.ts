// Copied adverts (decision 059): a listing going live whose photos or description match another
// account's live or recently live listing is held for an operator's check. The thresholds were
// measured (docs/decisions/059-copied-adverts.md); they live here so the bench and tests share them.

/** Two photos match when their 64-bit difference hashes differ in at most this many bits. */
export const PHOTO_MATCH_MAX_DISTANCE = 5;
/** A photo whose shorter side is under this many pixels carries too little to match on. */
export const PHOTO_MATCH_MIN_SIDE = 240;
/** A photo whose greyscale standard deviation (0–255) is under this is near-uniform: never matched. */
export const PHOTO_MATCH_MIN_CONTRAST = 12;
/** A description under this many words is too generic to match on. */
export const TEXT_MATCH_MIN_WORDS = 40;
/** Two descriptions match when this share of their shingles (estimated) is the same. */
export const TEXT_MATCH_MIN_SIMILARITY = 0.5;
/** Listings that went off the market within this many days still count as the original. */
export const COPY_MATCH_RECENT_DAYS = 90;

/** An operator's note of why a held listing was withdrawn (kept, never shown to its owner). */
export const COPY_WITHDRAW_REASON_MAX = 500;

/** What the owner of a held listing sees: never what matched (ours; the spec has none). */
export const COPY_CHECK_TEXTS = {
  beingChecked: "Your listing is being checked",
  beingCheckedDetail:
    "We check some new listings before they go live, usually within a working day. We'll email you when it's done.",
  clearedSubject: "Your listing is live on Roost",
  clearedText: "We've checked your listing and it is now live. Thank you for waiting.",
  withdrawnSubject: "Your listing was not published on Roost",
  withdrawnText:
    "We've checked your listing and we can't publish it on Roost. If you think this is a mistake, reply to this email or contact us through the Help centre.",
} as const;
