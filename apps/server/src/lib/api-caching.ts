import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
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
// It answers If-None-Match (304); the tag itself comes from tagPublicRead.
const revalidation = etag({ weak: true });

/**
 * Tags a public read with a weak ETag of its body. Hono's etag() would clone the response into
 * streams and hash it through WebCrypto, and the clone makes the Node adapter write the body as a
 * stream too: the largest cost of a search page beyond its SQL in the bench's profile (decision
 * 042). Here the body is read once as text, hashed synchronously, and the response rebuilt from
 * the same string, which the adapter writes in one go.
 */
async function tagPublicRead(c: Context<AppEnv>) {
  const res = c.res;
  if (res.status !== 200 || res.headers.has("etag")) return;
  const headers = res.headers;
  const text = await res.text();
  headers.set("etag", `W/"${createHash("sha1").update(text).digest("base64url")}"`);
  // Assigned over an existing response, Hono re-wraps the new one's body as a stream: clear it first.
  c.res = undefined;
  c.res = new Response(text, { status: 200, headers });
}

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
    await tagPublicRead(c);
  });
};
