import { UNSUBSCRIBE_API_PATH } from "@roost/shared/domain/notification-settings.ts";
import type { MiddlewareHandler } from "hono";
import { isLoopbackHost } from "./client-ip.ts";
import { forbidden } from "./errors.ts";

/**
 * Paths that accept a mutating request without our Origin. Each must authenticate by a signed
 * token in the request itself and never act on the session cookie: the RFC 8058 one-click
 * unsubscribe (mail providers POST to it without an Origin; decision 032).
 * docs/decisions/012-fail-closed-edge.md
 */
export const ORIGIN_EXEMPT_PATHS: readonly string[] = [UNSUBSCRIBE_API_PATH];

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The origins whose pages may call the API with the user's cookie: PUBLIC_URL's, and outside
 * production, when that is a loopback address, its loopback aliases on the same port (a developer
 * may open http://127.0.0.1:3000 as well as http://localhost:3000). config.allowedOrigins holds
 * the result; the app's origin check, the WebSocket upgrade and better-auth's trustedOrigins all
 * use that one list, so no route accepts an origin another refuses.
 */
export function allowedOrigins(publicAddress: URL, production: boolean): string[] {
  if (production || !isLoopbackHost(publicAddress.hostname)) return [publicAddress.origin];
  const port = publicAddress.port ? `:${publicAddress.port}` : "";
  const aliases = ["localhost", "127.0.0.1", "[::1]"].map(
    (host) => `${publicAddress.protocol}//${host}${port}`,
  );
  return [...new Set([publicAddress.origin, ...aliases])];
}

/** Whether a page from `origin` may call the API with the user's cookie (config.allowedOrigins). */
export function isAllowedOrigin(config: { allowedOrigins: readonly string[] }, origin: string | undefined) {
  return origin !== undefined && config.allowedOrigins.includes(origin);
}

export const badOrigin = (message: string) => forbidden("bad_origin", message);

/**
 * Says what is wrong, so whoever meets it (in the web app's failure toast, in a script, an operator
 * behind a proxy that rewrites the host) can fix it: where the request came from and the one address
 * this server answers. PUBLIC_URL's origin is public, so naming it gives nothing away; a foreign
 * value is quoted only when it is a well-formed origin.
 */
export function originRefusal(config: { allowedOrigins: readonly string[] }, origin: string | undefined) {
  const home = config.allowedOrigins[0];
  const from =
    origin && wellFormedOrigin(origin) ? `this page is at ${origin}` : "this request names no page";
  return `This request must come from the Roost web app at ${home}, but ${from}. Open Roost at ${home} and try again.`;
}

function wellFormedOrigin(value: string): boolean {
  try {
    return value.length <= 200 && new URL(value).origin === value;
  } catch {
    return false;
  }
}

/**
 * Refuses every state-changing /api request whose Origin is missing or foreign: SameSite cookies
 * alone leave bodiless POSTs (leave, publish, confirm) open to same-site pages and old browsers.
 */
export const originCheck =
  (config: { allowedOrigins: readonly string[] }): MiddlewareHandler =>
  async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || ORIGIN_EXEMPT_PATHS.includes(c.req.path)) return next();
    const origin = c.req.header("origin");
    if (!isAllowedOrigin(config, origin)) throw badOrigin(originRefusal(config, origin));
    await next();
  };
