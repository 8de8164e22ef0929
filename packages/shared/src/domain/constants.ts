// Limits and numbers of spec §5 and §9. Client and server import them from here so that a form
// and the service behind it can never disagree about a limit.

/** Notifications fetched per user (newest first). */
export const NOTIFICATIONS_LIMIT = 50;
/** Above this many unread notifications the badge shows "9+". */
export const UNREAD_BADGE_CAP = 9;
export const NOTIFICATION_LIST_HEIGHT_PX = 600;

export const GROUP_MIN_MEMBERS = 2;
export const GROUP_MAX_MEMBERS = 10;
export const GROUP_DEFAULT_MAX_MEMBERS = 6;
export const INVITE_CODE_LENGTH = 8;
export const JOIN_REQUEST_MESSAGE_MAX = 500;
export const DISCOVER_GROUPS_LIMIT = 20;
/** Roommate cards per page; "Load more" fetches the next page by keyset (decision 023). */
export const ROOMMATES_PAGE_SIZE = 24;

/** Saved plus not-yet-saved slots together (§5), not per request. */
export const MAX_VIEWING_SLOTS = 3;
export const ATTENDANCE_QUESTION_DELAY_MINUTES = 60;

/** A page must stay open this long before it counts as a property view. */
export const PROPERTY_VIEW_DELAY_MS = 2000;
/** Plain (non-inquiry) chat loads at most this many messages. */
export const CHAT_PAGE_SIZE = 100;

/**
 * Avatars over 5 MB are refused, by the server and by the browser before uploading. The spec (§5,
 * §9) advertises 5 MB in the hint but leaves the size unenforced; Roost enforces it on purpose so
 * one upload cannot make the server read and decode an unbounded file (docs/decisions/020).
 */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export const PREFERRED_LOCATIONS_SHOWN = 3;
export const LANDLORD_SUMMARY_AVATARS = 4;

export const TOAST_DURATION_MS = 5000;

export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_GC_TIME_MS = 10 * 60 * 1000;
export const QUERY_RETRY = 1;

export const REALTIME_HEARTBEAT_MS = 25_000;

/** On SIGTERM the server finishes in-flight requests for at most this long, then cuts the rest. */
export const SHUTDOWN_DRAIN_MS = 10_000;
/** Retry-After (seconds) of the 503 answered while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/**
 * Retry-After (seconds) of the 503 answered when no pooled connection came free within
 * DATABASE_POOL_WAIT_MS: the instance is saturated for a moment, and a chat's outbox tries again
 * soon rather than queueing behind everyone else.
 */
export const POOL_BUSY_RETRY_AFTER_SECONDS = 1;
/**
 * How many times a chat's outbox sends a message again by itself after a 503 with Retry-After,
 * before it shows "Not sent" with its Retry button.
 */
export const OUTBOX_AUTOMATIC_RETRIES = 3;
/** The readiness probe's `select 1` gives up after this long: a hung database is not ready. */
export const READINESS_CHECK_TIMEOUT_MS = 2000;

/** The last value repeats for every later attempt. */
export const RECONNECT_BACKOFF_MS: readonly number[] = [1000, 2000, 5000, 10_000];

/** Storage listings default to this page size (sorted by name ascending). */
export const STORAGE_LIST_LIMIT = 100;

// The limits below are not in the spec: they are ours, chosen so uploads and listings stay within
// what a phone photo and a typical advert need while keeping storage and image decoding bounded.
export const LISTING_LIFETIME_DAYS = 60;
export const PROPERTY_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PROPERTY_PHOTOS_MAX = 20;
/**
 * Pixel caps, read from the image header before anything is decoded: they guard the decoder against
 * decompression bombs (a tiny file claiming huge dimensions). A 12 MP phone photo is 4000 x 3000; a
 * camera's 24 MP (6000 x 4000) is as much as a listing photo shown at 1600 px wide can use.
 */
export const AVATAR_MAX_PIXELS = 12_000_000;
export const PROPERTY_PHOTO_MAX_PIXELS = 24_000_000;
export const MESSAGE_MAX_LENGTH = 5000;
/** Longest display name anywhere a name is taken in: the profile editor, dev sign-in, a provider's profile. */
export const DISPLAY_NAME_MAX_LENGTH = 100;

/** Options of the roommate university filter (§9), in the spec's order. */
export const UNIVERSITIES = ["University of Manchester", "Manchester Met", "Salford University"] as const;
export type University = (typeof UNIVERSITIES)[number];
/** Lets a student at another institution still pick something in a select. */
export const UNIVERSITY_OTHER = "Other";
