// Forms that work before the app has loaded and without JavaScript (decision 050): the paths they
// post to, answered by the server (apps/server/src/ssr/form-posts.ts) with a redirect back to the
// page, and the one-time message that page then shows. No zod here: the web app reads it on every
// server-rendered page.

/** The footer's newsletter form. */
export const NEWSLETTER_FORM_PATH = "/newsletter";

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
