// A visitor's way to sign in before an action that needs an account (a favourite, a message, a
// report): a link to /auth that names the page to come back to, so it works before the app has
// loaded and without JavaScript, and /auth can say why it was asked for.

/** Why the visitor was sent to sign in; /auth words its notice by it. */
export type SignInReason = "favourites";

export function signInPath(next: string, reason?: SignInReason): string {
  const params = new URLSearchParams({ next });
  if (reason) params.set("for", reason);
  return `/auth?${params}`;
}

/**
 * The page to go back to after signing in, or null: only a path on this site. "//host" and
 * "/\host" are read by browsers as another site's address, so they are refused.
 */
export function returnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  return value;
}
