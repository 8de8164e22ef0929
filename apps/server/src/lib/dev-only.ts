import type { Context, MiddlewareHandler } from "hono";
import { isLoopbackAddress, socketPeer } from "./client-ip.ts";
import { notFound } from "./errors.ts";

/**
 * Dev-only endpoints (dev sign-in, dev mailbox, test clock) on a local server answer only this
 * machine: the socket's peer must be loopback, whatever X-Forwarded-For or any other header says.
 * To anyone else they do not exist (404).
 */
export const devOnlyGuard =
  (config: { devLoopbackOnly: boolean }): MiddlewareHandler =>
  async (c, next) => {
    if (!devToolsAnswer(c, config)) throw notFound("No such API endpoint.");
    await next();
  };

/** Whether the dev-only endpoints answer this request's peer (what /api/config may offer it). */
export function devToolsAnswer(c: Context, config: { devLoopbackOnly: boolean }): boolean {
  return !config.devLoopbackOnly || isLoopbackAddress(socketPeer(c));
}
