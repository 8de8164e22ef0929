import { IncomingMessage } from "node:http";
import { API_BODY_LIMIT_BYTES } from "@roost/shared/domain/transport-limits.ts";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { matchedRoutes } from "hono/route";
import getRawBody from "raw-body";
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

const tooLarge = () =>
  new AppError(
    413,
    "payload_too_large",
    `The request is too large: at most ${API_BODY_LIMIT_BYTES / 1024} KB is accepted.`,
  );

const apiLimit = bodyLimit({
  maxSize: API_BODY_LIMIT_BYTES,
  onError: () => {
    throw tooLarge();
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

/**
 * The global /api body limit (64 KB), except on routes guarded by uploadLimit.
 *
 * On the Node server the body is read once, straight from Node's request (raw-body, which stops at
 * the limit and refuses a declared length over it before reading), into Hono's body cache: the NUL
 * check and the route's validator read it from there. Otherwise the body would come through a
 * Fetch Request built for it, with its abort controller, web streams and a clone, about a tenth of
 * the server's CPU for a chat message (decision 049). better-auth reads the Fetch Request itself,
 * so its routes, and requests with no Node request behind them (app.request in tests), keep
 * Hono's own bodyLimit.
 */
export const apiBodyLimit: MiddlewareHandler = async (c, next) => {
  if (bodilessRead(c) || hasOwnLimit(c)) return next();
  const incoming = ownNodeRequest(c);
  if (!incoming || c.req.path.startsWith(AUTH_PATH)) return apiLimit(c, next);
  const text = await readBody(incoming);
  // Hono keeps each body as a promise of it there (its type names the value).
  c.req.bodyCache.text = Promise.resolve(text) as unknown as string;
  return next();
};

const AUTH_PATH = "/api/auth/";

/**
 * Node's request behind this one, with its body still unread; null for any other request. The
 * pages' in-process API calls (ssr/in-process-api.ts) pass on the visitor's env, whose Node request
 * is another one: a form post whose body was read already.
 */
function ownNodeRequest(c: Context): IncomingMessage | null {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  if (!(incoming instanceof IncomingMessage) || incoming.readableEnded) return null;
  const path = incoming.url?.split("?")[0];
  return incoming.method === c.req.method && path === c.req.path ? incoming : null;
}

async function readBody(incoming: IncomingMessage): Promise<string> {
  const length = incoming.headers["transfer-encoding"] ? null : incoming.headers["content-length"];
  try {
    return await getRawBody(incoming, { limit: API_BODY_LIMIT_BYTES, length, encoding: "utf-8" });
  } catch (err) {
    if ((err as { type?: string }).type === "entity.too.large") throw tooLarge();
    throw badRequest("unreadable_body", "The request could not be read. Please try again.");
  }
}

/** Whether Hono's body cache already holds this request's body (read by apiBodyLimit). */
export const bodyIsCached = (c: Context) => c.req.bodyCache.text !== undefined;
