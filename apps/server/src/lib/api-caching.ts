import type { MiddlewareHandler } from "hono";
import { etag } from "hono/etag";
import type { AppEnv } from "./http.ts";

// How long browsers and shared caches may keep API answers (decision 031). Public reads — the
// same for every visitor — are cached briefly and revalidated by ETag; anything read with a
// session, any write and any refusal is never stored.

/** GET paths whose answer is the same for every visitor: search, the home page's featured, a listing. */
const PUBLIC_READS: readonly RegExp[] = [
  /^\/api\/properties$/,
  /^\/api\/properties\/featured$/,
  /^\/api\/properties\/[^/]+$/,
];

export const PUBLIC_READ_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";
export const PRIVATE_CACHE_CONTROL = "private, no-store";

const isPublicRead = (method: string, path: string) =>
  method === "GET" && PUBLIC_READS.some((pattern) => pattern.test(path));

// Weak: the same JSON sent Brotli, gzip or plain is one representation as far as revalidation goes.
const revalidation = etag({ weak: true });

/** Sets Cache-Control (and an ETag for public reads) on every API answer whose handler set none. */
export const apiCaching: MiddlewareHandler<AppEnv> = async (c, next) => {
  const shared = isPublicRead(c.req.method, c.req.path) && !c.get("account");
  const setPolicy = () => {
    if (c.res.headers.has("cache-control")) return;
    if (shared && c.res.status === 200) {
      c.header("cache-control", PUBLIC_READ_CACHE_CONTROL);
      // The same URL answers a signed-in visitor privately, and in the encoding each client
      // accepts; a cache must not mix them up. Set here, so a 304 names them too.
      c.header("vary", "Cookie, Accept-Encoding", { append: true });
    } else {
      c.header("cache-control", PRIVATE_CACHE_CONTROL);
    }
  };
  if (!shared) {
    await next();
    setPolicy();
    return;
  }
  // Set before the ETag middleware looks, so a 304 carries the same Cache-Control and Vary.
  await revalidation(c, async () => {
    await next();
    setPolicy();
  });
};
