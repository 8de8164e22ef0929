import type { MiddlewareHandler } from "hono";
import { badRequest } from "./errors.ts";
import { bodyIsCached, hasOwnLimit } from "./upload-limit.ts";

/**
 * PostgreSQL text cannot hold the NUL character: a "\u0000" anywhere in a stored string makes the
 * query fail, which would surface as a 500. No real input needs it, so the API refuses it at the
 * edge, in the path, the query string and every string (and key) of a JSON body, whatever route
 * the request is for.
 *
 * Runs after apiBodyLimit, so the JSON it reads is at most API_BODY_LIMIT_BYTES. Upload routes
 * bring their own, larger limit behind a sign-in check and take multipart only: their body is
 * never read here, whatever Content-Type claims (a signed-out 150 MB "JSON" post must be answered
 * 401 without reading it).
 */
export const rejectNulCharacters: MiddlewareHandler = async (c, next) => {
  const url = new URL(c.req.url);
  const inQuery = [...url.searchParams].some(([k, v]) => k.includes("\0") || v.includes("\0"));
  if (c.req.path.includes("\0") || inQuery) throw nulRefused();
  if (c.req.header("content-type")?.includes("application/json") && !hasOwnLimit(c)) {
    // From the body cache when apiBodyLimit filled it; else a clone, as better-auth (/api/auth/*)
    // and the route's validator read the original afterwards.
    const body: unknown = await (bodyIsCached(c) ? c.req.json() : c.req.raw.clone().json()).catch(
      () => undefined,
    );
    if (containsNul(body)) throw nulRefused();
  }
  await next();
};

const nulRefused = () =>
  badRequest("invalid_text", "The text contains a character Roost can't store (NUL). Please remove it.");

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (depth > 64 || typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes("\0") || containsNul(v, depth + 1));
}
