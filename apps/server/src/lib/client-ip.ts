import type { Context } from "hono";

/**
 * The client's IP address: the socket's peer, or, behind a trusted reverse proxy (TRUST_PROXY),
 * the first X-Forwarded-For hop. Never trust the header otherwise: anyone can send it.
 */
export function clientIp(c: Context, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? null;
}
