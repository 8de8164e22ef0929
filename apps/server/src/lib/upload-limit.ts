import { API_BODY_LIMIT_BYTES } from "@roost/shared/domain/transport-limits.ts";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { matchedRoutes } from "hono/route";
import { AppError, badRequest } from "./errors.ts";
import { requireUser } from "./http.ts";

/** The guards of routes that bring their own body limit; the global limit steps aside for them. */
const ownLimits = new WeakSet<MiddlewareHandler>();

/**
 * The first middleware of every upload route: refuses a signed-out request (401), then a body
 * over maxBytes (from Content-Length, or while streaming), both before a byte is parsed, so a
 * visitor cannot make the server read megabytes of multipart.
 */
export function uploadLimit(maxBytes: number): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw badRequest(
        "file_too_large",
        `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB. Please choose a smaller file.`,
      );
    },
  });
  const guard: MiddlewareHandler = async (c, next) => {
    requireUser(c);
    return limit(c, next);
  };
  ownLimits.add(guard);
  return guard;
}

const apiLimit = bodyLimit({
  maxSize: API_BODY_LIMIT_BYTES,
  onError: () => {
    throw new AppError(
      413,
      "payload_too_large",
      `The request is too large: at most ${API_BODY_LIMIT_BYTES / 1024} KB is accepted.`,
    );
  },
});

/** Whether this request's route brings its own body limit (an upload route: multipart, never JSON). */
export const hasOwnLimit = (c: Context) => matchedRoutes(c).some((route) => ownLimits.has(route.handler));

/**
 * A read with no body: a GET or HEAD that announces none (over HTTP/1.1 only Content-Length or
 * Transfer-Encoding announce one; a Fetch Request cannot give them one at all). Asked first because
 * bodyLimit reads c.req.raw.body, and on the Node adapter that builds a whole Fetch Request (with
 * its AbortController) for every GET, a visible share of a search's cost in the bench's profile
 * (decision 042). Writes always go through the limit, as before.
 */
const bodilessRead = (c: Context) =>
  (c.req.method === "GET" || c.req.method === "HEAD") &&
  c.req.header("content-length") === undefined &&
  c.req.header("transfer-encoding") === undefined;

/** The global /api body limit (64 KB), except on routes guarded by uploadLimit. */
export const apiBodyLimit: MiddlewareHandler = (c, next) =>
  bodilessRead(c) || hasOwnLimit(c) ? next() : apiLimit(c, next);
