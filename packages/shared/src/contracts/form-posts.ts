// Forms that work before the app has loaded and without JavaScript (decision 050): the paths they
// post to, answered by the server (apps/server/src/ssr/form-posts.ts) with a redirect back to the
// page, and the one-time message that page then shows. No zod here: the web app reads it on every
// server-rendered page.

/** The footer's newsletter form. */
export const NEWSLETTER_FORM_PATH = "/newsletter";

/**
 * The sign-in page's forms: "Sign in with Google" (on to Google), and on a local server the
 * development sign-in by `email`. Both carry `next`, the page to come back to.
 */
export const GOOGLE_SIGN_IN_FORM_PATH = "/auth/google";
export const DEV_SIGN_IN_FORM_PATH = "/auth/dev";

/** Where Google sends the browser back, after a sign-in and after a refused one. */
export const GOOGLE_CALLBACK_PATH = "/auth/callback";
export const GOOGLE_ERROR_PATH = "/auth?error=google";

/** What the development sign-in says when it refuses an address (ours; the spec has none). */
export const DEV_SIGN_IN_FAILED = "Could not sign in with that email.";

/**
 * A signed-in person's favourite heart: `favourite` is "1" to add, "0" to remove. Listing ids are
 * UUIDs; given ":propertyId" it is the server's route pattern.
 */
export const favouriteFormPath = (propertyId: string) => `/favourites/${propertyId}`;

/** A signed-in person's Message landlord: opens (or starts) their enquiry about the listing. */
export const messageLandlordFormPath = (propertyId: string) => `/property/${propertyId}/message`;

/** A signed-in person's Report this listing: `reason` (one of the listing's) and `details`. */
export const reportListingFormPath = (propertyId: string) => `/property/${propertyId}/report`;

/** What Message landlord says when the enquiry cannot be opened (ours; the spec has none). */
export const MESSAGE_LANDLORD_TEXTS = {
  ownListing: { title: "This is your own listing" },
  gone: { title: "This home isn't available", description: "It may have just been taken down." },
  failed: { title: "Couldn't contact the landlord", description: "Please try again later." },
} as const;

/** A form post's outcome, shown once at the top of the page it came back to. */
export interface FlashMessage {
  tone: "success" | "error";
  title: string;
  description?: string;
}

/** The cookie that carries a FlashMessage across the redirect; read and cleared by the next page. */
export const FLASH_COOKIE = "roost_flash";

/** A FlashMessage from untrusted JSON (a cookie anyone can set), or null. */
export function readFlash(value: unknown): FlashMessage | null {
  if (typeof value !== "object" || value === null) return null;
  const { tone, title, description } = value as Record<string, unknown>;
  if ((tone !== "success" && tone !== "error") || typeof title !== "string" || title.length > 200)
    return null;
  if (description !== undefined && (typeof description !== "string" || description.length > 500)) return null;
  return description === undefined ? { tone, title } : { tone, title, description };
}
