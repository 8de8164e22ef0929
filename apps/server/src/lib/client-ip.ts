import { isIP } from "node:net";
import type { Context } from "hono";

/** The socket peer's address as Node reports it; null when there is no socket (app.request in tests). */
export function socketPeer(c: Context): string | null {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const address = env?.incoming?.socket?.remoteAddress;
  return address ? normalizeIp(address) : null;
}

/**
 * The client's IP address, for rate limits and view counting: `clientIp(c, config)`.
 *
 * With `TRUSTED_PROXIES=0` (the default) it is the socket peer. Behind N reverse proxies of your
 * own, each of which appends the address it received the request from to X-Forwarded-For, it is
 * the entry exactly N from the right: everything left of it was written by the client and proves
 * nothing. A header with fewer entries than N yields its left-most one (the furthest hop a proxy
 * vouches for); an entry that is not an IP address falls back to the socket peer.
 */
export function clientIp(c: Context, config: { trustedProxies: number }): string | null {
  const hops = config.trustedProxies;
  if (hops > 0) {
    const forwarded = c.req
      .header("x-forwarded-for")
      ?.split(",")
      .map((h) => h.trim())
      .filter(Boolean);
    if (forwarded && forwarded.length > 0) {
      const hop = forwarded[Math.max(0, forwarded.length - hops)] as string;
      const address = normalizeIp(hop);
      if (isIP(address)) return address;
    }
  }
  return socketPeer(c);
}

/** Whether an address is the machine itself: 127.0.0.0/8 or ::1 (also IPv4-mapped). */
export function isLoopbackAddress(address: string | null): boolean {
  if (!address) return false;
  const ip = normalizeIp(address);
  if (isIP(ip) === 4) return ip.startsWith("127.");
  return ip === "::1";
}

/** "::ffff:1.2.3.4" → "1.2.3.4", "[::1]" → "::1", so one client has one spelling. */
function normalizeIp(address: string): string {
  const bare = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  const lower = bare.toLowerCase();
  return lower.startsWith("::ffff:") && isIP(lower.slice(7)) === 4 ? lower.slice(7) : lower;
}

/** Whether a URL's hostname names the machine itself: localhost, 127.0.0.0/8 or [::1]. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname.toLowerCase() === "localhost" || isLoopbackAddress(hostname);
}
