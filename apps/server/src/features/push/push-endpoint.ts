// The server posts to the endpoint a browser hands it, so an endpoint is a URL chosen by whoever
// is signed in: left open, it would let anyone make the server post to an address inside its own
// network (SSRF). Only the push services browsers really use are accepted, over https on the
// default port, plus the origins the operator names in PUSH_SERVICE_ORIGINS (a local test push
// service). Decision 064.

/** Hosts of the browsers' push services; a leading dot also accepts any subdomain. */
const KNOWN_PUSH_HOSTS = [
  "fcm.googleapis.com", // Chrome, Edge on Android, Samsung Internet, Opera
  ".push.services.mozilla.com", // Firefox
  ".push.apple.com", // Safari, and home-screen apps on iOS 16.4+
  ".notify.windows.com", // Edge on Windows
] as const;

const isKnownHost = (host: string) =>
  KNOWN_PUSH_HOSTS.some((known) => (known.startsWith(".") ? host.endsWith(known) : host === known));

/** Whether the server may post pushes to `endpoint`. */
export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  return url.protocol === "https:" && url.port === "" && isKnownHost(url.hostname.toLowerCase());
}
