import { createHash } from "node:crypto";
import type { Context, MiddlewareHandler, TypedResponse } from "hono";
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

/** Bodies that handlers sent with jsonText, by response, so they are tagged without being read back. */
const sentTexts = new WeakMap<Response, string>();

/**
 * An answer from JSON the handler already holds as text (a search page, a listing's detail),
 * remembered so tagPublicRead hashes that string. Reading the body back from the response made the
 * Node adapter build a whole Fetch Response and a stream for it (decision 045). The caller vouches
 * that `text` is a `T` serialised.
 */
export function jsonText<T, Status extends 200 | 201 = 200>(
  c: Context<AppEnv>,
  text: string,
  status: Status = 200 as Status,
) {
  const res = c.body(text, status, { "content-type": "application/json" });
  sentTexts.set(res, text);
  return res as unknown as TypedResponse<T, Status, "json">;
}

/**
 * Tags a public read with a weak ETag of its body, hashed synchronously: Hono's etag() would clone
 * the response into streams and hash it through WebCrypto (decision 042). A body sent with
 * jsonText is hashed as it was sent; any other is read once as text and the response rebuilt from
 * the same string, which the adapter writes in one go.
 */
async function tagPublicRead(c: Context<AppEnv>) {
  const res = c.res;
  if (res.status !== 200 || res.headers.has("etag")) return;
  const sent = sentTexts.get(res);
  const text = sent ?? (await res.text());
  res.headers.set("etag", weakEtag(text));
  if (sent !== undefined) return;
  // Assigned over an existing response, Hono re-wraps the new one's body as a stream: clear it first.
  const headers = res.headers;
  c.res = undefined;
  c.res = new Response(text, { status: 200, headers });
}

/** A weak ETag of a body: the same text sent Brotli, gzip or plain is one representation. */
export function weakEtag(text: string): string {
  return `W/"${createHash("sha1").update(text).digest("base64url")}"`;
}

/** Whether If-None-Match names `tag` (weak comparison, as RFC 9110 has it for GET). */
export function isNotModified(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, "");
  return ifNoneMatch
    .split(",")
    .some((candidate) => candidate.trim() === "*" || opaque(candidate) === opaque(tag));
}

/**
 * Cache-Control for an answer whose handler set none. On the answer's own headers: c.header() after
 * the handler would rebuild the response around its body as a stream (on the Node adapter, a whole
 * Fetch Response each time), for every API answer.
 */
function setPolicy(c: Context<AppEnv>, shared: boolean) {
  const headers = c.res.headers;
  if (headers.has("cache-control")) return;
  if (shared && c.res.status === 200) {
    headers.set("cache-control", PUBLIC_READ_CACHE_CONTROL);
    // The same URL answers a signed-in visitor privately, and in the encoding each client
    // accepts; a cache must not mix them up. Set here, so a 304 names them too.
    headers.append("vary", "Cookie, Accept-Encoding");
  } else {
    headers.set("cache-control", PRIVATE_CACHE_CONTROL);
  }
}

/** Sets Cache-Control (and an ETag for public reads) on every API answer whose handler set none. */
export const apiCaching: MiddlewareHandler<AppEnv> = async (c, next) => {
  const shared = isPublicRead(c.req.method, c.req.path) && !c.get("account");
  if (!shared) {
    await next();
    setPolicy(c, false);
    return;
  }
  // Set before the ETag middleware looks, so a 304 carries the same Cache-Control and Vary.
  await revalidation(c, async () => {
    await next();
    setPolicy(c, true);
    await tagPublicRead(c);
  });
};
