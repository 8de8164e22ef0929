import type { MiddlewareHandler } from "hono";
import { forbidden } from "./errors.ts";

/**
 * Paths that accept a mutating request without our Origin. Each must authenticate by a signed
 * token in the request itself and never act on the session cookie. Intended for an RFC 8058
 * one-click unsubscribe endpoint (mail providers POST to it without an Origin); empty until one
 * exists. docs/decisions/012-fail-closed-edge.md
 */
export const ORIGIN_EXEMPT_PATHS: readonly string[] = [];

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether a page from `origin` may call the API with the user's cookie (config.allowedOrigins). */
export function isAllowedOrigin(config: { allowedOrigins: readonly string[] }, origin: string | undefined) {
  return origin !== undefined && config.allowedOrigins.includes(origin);
}

export const badOrigin = (message = "This request must come from the Roost web app.") =>
  forbidden("bad_origin", message);

/**
 * Refuses every state-changing /api request whose Origin is missing or foreign: SameSite cookies
 * alone leave bodiless POSTs (leave, publish, confirm) open to same-site pages and old browsers.
 */
export const originCheck =
  (config: { allowedOrigins: readonly string[] }): MiddlewareHandler =>
  async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || ORIGIN_EXEMPT_PATHS.includes(c.req.path)) return next();
    if (!isAllowedOrigin(config, c.req.header("origin"))) throw badOrigin();
    await next();
  };
