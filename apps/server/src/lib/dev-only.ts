import type { Context, MiddlewareHandler } from "hono";
import { clientIp, isLoopbackAddress, isLoopbackHost, socketPeer } from "./client-ip.ts";
import { notFound } from "./errors.ts";

/**
 * Dev-only endpoints (dev sign-in, dev mailbox, test clock) on a local server answer only this
 * machine. To anyone else they do not exist (404).
 */
export const devOnlyGuard =
  (config: DevToolsConfig): MiddlewareHandler =>
  async (c, next) => {
    if (!devToolsAnswer(c, config)) throw notFound("No such API endpoint.");
    await next();
  };

interface DevToolsConfig {
  devLoopbackOnly: boolean;
  trustedProxies: number;
}

/** Headers a relay (a reverse proxy, a tunnelling tool, a CDN) adds for the client it stands for. */
const RELAY_HEADERS = ["forwarded", "x-real-ip", "cf-connecting-ip"];

/**
 * Whether the dev-only endpoints answer this request (what /api/config may offer it). A loopback
 * socket peer is not enough: a tunnel or port-forward on this machine (ssh -R, an editor's port
 * forwarding, a tunnelling tool) makes every internet request arrive from loopback. What gives
 * such a request away is that it names another host, or carries a relay's header. X-Forwarded-For
 * is allowed only from proxies of one's own (TRUSTED_PROXIES), and only when the client they
 * vouch for is this machine too.
 */
export function devToolsAnswer(c: Context, config: DevToolsConfig): boolean {
  if (!config.devLoopbackOnly) return true;
  if (!isLoopbackAddress(socketPeer(c))) return false;
  if (!namesThisMachine(c.req.header("host"))) return false;
  if (RELAY_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  if (c.req.header("x-forwarded-for") === undefined) return true;
  return config.trustedProxies > 0 && isLoopbackAddress(clientIp(c, config));
}

/** A Host header naming this machine; none at all only reaches the app in-process (tests). */
function namesThisMachine(host: string | undefined): boolean {
  if (host === undefined) return true;
  try {
    return isLoopbackHost(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}
