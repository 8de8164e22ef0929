// Who was signed in on this device when it was last online, so a signed-in page opened without a
// connection (from the service worker's shell, decision 065) still knows whose page it is, and
// what that person queued offline shows and is sent later (decision 066). It holds no more than
// GET /api/me answered this device, which already holds the session cookie; signing out forgets it.
import type { Me } from "@roost/shared/contracts/profile.ts";

const KEY = "roost-last-account";

const storage = () => (typeof localStorage === "undefined" ? null : localStorage);

/** Keeps the account GET /api/me answered (null: a visitor, nothing kept). */
export function rememberAccount(me: Me | null): void {
  try {
    if (me) storage()?.setItem(KEY, JSON.stringify(me));
    else storage()?.removeItem(KEY);
  } catch {
    // Storage full or disabled: offline pages then show the account error, as before.
  }
}

/** The account last seen online on this device, if any. */
export function lastAccount(): Me | null {
  try {
    const kept = storage()?.getItem(KEY);
    return kept ? (JSON.parse(kept) as Me) : null;
  } catch {
    return null;
  }
}
