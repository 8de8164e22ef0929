import type { MiddlewareHandler } from "hono";
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
    if (config.devLoopbackOnly && !isLoopbackAddress(socketPeer(c))) throw notFound("No such API endpoint.");
    await next();
  };
