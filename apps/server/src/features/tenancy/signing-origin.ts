import type { Context } from "hono";
import type { Config } from "../../config.ts";
import { clientIp } from "../../lib/client-ip.ts";
import type { SigningOrigin } from "./tenancy-signing.service.ts";

/** A browser's user agent is kept up to this length on a signature; the rest is junk or an attack. */
const USER_AGENT_KEPT = 1000;

/** Where a signature came from, as the signing certificate prints it. */
export function signingOrigin(c: Context, deps: { config: Config }): SigningOrigin {
  return {
    ipAddress: clientIp(c, deps.config) ?? "unknown",
    userAgent: (c.req.header("user-agent") ?? "unknown").slice(0, USER_AGENT_KEPT),
  };
}
