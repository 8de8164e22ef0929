// The browser-tab session a property view is counted in (spec §7 Tracking).

const SESSION_KEY = "roost.view-session";

/** A random id per browser tab session (sessionStorage), so the server counts one view per session. */
export function viewSessionId(): string {
  try {
    const existing = sessionStorage.getItem(SESSION_KEY);
    if (existing && existing.length >= 8) return existing;
    const id = randomId();
    sessionStorage.setItem(SESSION_KEY, id);
    return id;
  } catch {
    // Storage blocked (private mode, embedded browser): still send a valid id for this page.
    return randomId();
  }
}

function randomId(): string {
  // randomUUID needs a secure context; getRandomValues does not.
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
}
