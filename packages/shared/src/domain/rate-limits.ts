// Rate limits of every API call that writes or notifies someone (decision 014). Each category
// counts requests per signed-in user and per client address in a fixed window; the server maps
// routes to categories in apps/server/src/rate-limits/policy.ts. The figures are picked so a real
// person never meets them and a script always does; the decision record gives the reasoning.

export interface RateWindow {
  /** Requests allowed in one window. */
  points: number;
  /** Length of the window in seconds; it starts with the first request. */
  seconds: number;
}

export interface RateLimit {
  perUser: RateWindow;
  /** A campus or an office shares one address, so this is always well above perUser. */
  perAddress: RateWindow;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  /** Sending a chat message (each one notifies every other participant). */
  messages: { perUser: { points: 30, seconds: MINUTE }, perAddress: { points: 600, seconds: MINUTE } },
  /** Opening a chat: a direct or group chat, a roommate chat, a property inquiry (notifies the owner). */
  chat_starts: {
    perUser: { points: 20, seconds: 10 * MINUTE },
    perAddress: { points: 200, seconds: 10 * MINUTE },
  },
  /** Roommate connect requests (each notifies the recipient). */
  connect_requests: { perUser: { points: 20, seconds: HOUR }, perAddress: { points: 200, seconds: HOUR } },
  /** Requests to join a group (each notifies its leader). */
  join_requests: { perUser: { points: 20, seconds: HOUR }, perAddress: { points: 200, seconds: HOUR } },
  /** Joining a group by invite code: the guard against guessing codes. */
  invite_codes: {
    perUser: { points: 10, seconds: 15 * MINUTE },
    perAddress: { points: 100, seconds: 15 * MINUTE },
  },
  /** Creating a group. */
  group_creates: { perUser: { points: 10, seconds: HOUR }, perAddress: { points: 100, seconds: HOUR } },
  /** Answering requests and managing a group: accept, reject, cancel, remove, leave, edit, invite code. */
  group_actions: {
    perUser: { points: 100, seconds: 10 * MINUTE },
    perAddress: { points: 1000, seconds: 10 * MINUTE },
  },
  /** The group shortlist: adding and removing homes, votes and comments (each reaches every member). */
  shortlist: {
    perUser: { points: 120, seconds: 10 * MINUTE },
    perAddress: { points: 1200, seconds: 10 * MINUTE },
  },
  /** The newsletter form, open to visitors (each one may send mail). */
  newsletter: { perUser: { points: 5, seconds: HOUR }, perAddress: { points: 50, seconds: HOUR } },
  /** Naming a guarantor or sending their link again: each emails someone outside Roost. */
  guarantor_invites: { perUser: { points: 5, seconds: HOUR }, perAddress: { points: 50, seconds: HOUR } },
  /** Property page views, counted for visitors too. */
  property_views: { perUser: { points: 60, seconds: MINUTE }, perAddress: { points: 600, seconds: MINUTE } },
  /** Image uploads: avatars and listing photos (each one is decoded and re-encoded). */
  uploads: {
    perUser: { points: 60, seconds: 10 * MINUTE },
    perAddress: { points: 600, seconds: 10 * MINUTE },
  },
  /** Creating a listing draft. */
  listing_drafts: { perUser: { points: 20, seconds: HOUR }, perAddress: { points: 200, seconds: HOUR } },
  /** Saving, publishing, pausing, deleting a listing; removing and ordering its photos. */
  listing_edits: {
    perUser: { points: 120, seconds: 10 * MINUTE },
    perAddress: { points: 1200, seconds: 10 * MINUTE },
  },
  /** Adding and removing favourites; saving, renaming and deleting saved searches. */
  favourites: { perUser: { points: 60, seconds: MINUTE }, perAddress: { points: 600, seconds: MINUTE } },
  /** Viewing and deal steps (each one notifies the other side, some send mail). */
  deal_actions: {
    perUser: { points: 60, seconds: 10 * MINUTE },
    perAddress: { points: 600, seconds: 10 * MINUTE },
  },
  /** Marking notifications and conversations read. */
  read_marks: { perUser: { points: 180, seconds: MINUTE }, perAddress: { points: 1800, seconds: MINUTE } },
  /** Saving the profile. */
  profile_saves: {
    perUser: { points: 30, seconds: 10 * MINUTE },
    perAddress: { points: 300, seconds: 10 * MINUTE },
  },
  /** Completing onboarding (a user does it once; parallel double-submits must still reach the rule). */
  onboarding: { perUser: { points: 30, seconds: HOUR }, perAddress: { points: 300, seconds: HOUR } },
  /** Reporting a listing or a user (each one emails the operators). */
  reports: { perUser: { points: 10, seconds: HOUR }, perAddress: { points: 100, seconds: HOUR } },
  /** Any other write under /api that no category above names. */
  other_writes: { perUser: { points: 60, seconds: MINUTE }, perAddress: { points: 600, seconds: MINUTE } },
} as const satisfies Record<string, RateLimit>;

export type RateLimitCategory = keyof typeof RATE_LIMITS;

/**
 * RATE_LIMIT_SCALE multiplies every figure above. Bounded so configuration can tune the limits but
 * never switch them off: even at the top of the range a script flooding one account is stopped.
 */
export const RATE_LIMIT_SCALE_MIN = 0.1;
export const RATE_LIMIT_SCALE_MAX = 10;

/** The figure actually enforced for a configured scale (at least one request per window). */
export const scaledPoints = (window: RateWindow, scale: number): number =>
  Math.max(1, Math.round(window.points * scale));
