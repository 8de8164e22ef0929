// Every non-API GET that is no file: a public page rendered on the server (decision 030), or the
// client-rendered shell for the signed-in pages and whatever the server does not render.

import { readFileSync } from "node:fs";
import path from "node:path";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { APP_SHELL_PATH } from "@roost/shared/contracts/app-shell.ts";
import { FLASH_COOKIE, type FlashMessage, readFlash } from "@roost/shared/contracts/form-posts.ts";
import type { Context } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import {
  isNotModified,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_READ_CACHE_CONTROL,
  weakEtag,
} from "../lib/api-caching.ts";
import type { AppEnv } from "../lib/http.ts";
import { canonicalPath, searchFormTarget } from "./canonical-path.ts";
import { pageDocument, pageScripts, shellDocument } from "./html-document.ts";
import { type PageRenderer, pageRendererLoader, readManifest } from "./page-renderer.ts";

/** Request headers a page's in-process API calls carry over: who the visitor is and where from. */
const FORWARDED_HEADERS = ["cookie", "x-forwarded-for", "user-agent", "accept-language"];

/** The handler of every page path (whatever is not the API or a file). */
export function pageHandler(
  app: OpenAPIHono<AppEnv>,
  options: {
    webDist: string;
    production: boolean;
    publicUrl: string;
    /** Tests render from the web app's source instead of its build. */
    loadRenderer?: () => Promise<PageRenderer | null>;
  },
) {
  const { webDist, production, publicUrl } = options;
  const indexFile = path.join(webDist, "index.html");
  const cached = { template: readFileSync(indexFile, "utf8"), manifest: readManifest(webDist) };
  // Outside production a rebuild of the web app while the server runs must not leave stale links.
  const build = () =>
    production ? cached : { template: readFileSync(indexFile, "utf8"), manifest: readManifest(webDist) };
  const loadRenderer = options.loadRenderer ?? pageRendererLoader(webDist, production);

  return async (c: Context<AppEnv>) => {
    // The service worker's offline shell: the template alone, whoever asks (no page, no one's data).
    if (c.req.path === APP_SHELL_PATH) {
      c.header("cache-control", "no-cache");
      return c.html(shellDocument(build().template, true));
    }
    const searched = searchFormTarget(c.req.path, new URL(c.req.url).searchParams);
    if (searched) return c.redirect(searched, 302);
    const moved = canonicalPath(c.req.path);
    if (moved) return c.redirect(`${moved}${query(c)}`, 301);
    const flash = takeFlash(c);
    const { template, manifest } = build();
    const renderer = await loadRenderer();
    const page = await renderer
      ?.render({ url: `${publicUrl}${c.req.path}${query(c)}`, api: inProcessApi(app, c), flash })
      .catch((err: unknown) => {
        // A page that cannot be rendered still works: the browser renders it from the shell.
        c.get("log")?.error({ err }, "server rendering failed");
        return null;
      });
    if (!page) {
      c.header("cache-control", "no-cache");
      return c.html(shellDocument(template, renderer?.signedInOnly(c.req.path) ?? false));
    }
    const html = pageDocument(template, page, {
      canonical: `${publicUrl}${c.req.path}`,
      origin: publicUrl,
      scripts: pageScripts(manifest, page.modules),
    });
    const policy = cachePolicy(c, page.status, page.signedIn || flash !== null);
    c.header("cache-control", policy);
    if (policy !== PUBLIC_READ_CACHE_CONTROL) return c.html(html, page.status as 200);
    const tag = weakEtag(withoutFetchTimes(html));
    c.header("etag", tag);
    // The same path answers a cookie privately, and in the encoding each client accepts.
    c.header("vary", "Cookie, Accept-Encoding");
    if (isNotModified(c.req.header("if-none-match"), tag)) return c.body(null, 304);
    return c.html(html, 200);
  };
}

/**
 * The page without the times its data was fetched, which its query state carries (so the browser
 * knows how fresh it is) and which differ on every render: two renders of the same data are the
 * same page to a cache revalidating it.
 */
function withoutFetchTimes(html: string): string {
  return html.replace(/"(?:dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, "");
}

/**
 * Who may keep a rendered page. A shared cache (a crawler's pages, a busy area) may keep an
 * anonymous visitor's found page briefly: it is the same for every visitor. A request with any
 * cookie is answered privately, whether its session is valid or not, so no cache ever holds a
 * page that might be someone's; a page rendered for a session, or with a form's outcome, carries
 * the person's own data and is kept by no cache at all, not even the browser's back/forward.
 */
function cachePolicy(c: Context<AppEnv>, status: number, personal: boolean): string {
  if (personal) return PRIVATE_CACHE_CONTROL;
  if (c.req.header("cookie")) return "private, no-cache";
  return status === 200 ? PUBLIC_READ_CACHE_CONTROL : "no-cache";
}

/** The outcome a form post left for this page (form-posts.ts), read once: the cookie is cleared. */
function takeFlash(c: Context<AppEnv>): FlashMessage | null {
  const value = getCookie(c, FLASH_COOKIE);
  if (value === undefined) return null;
  deleteCookie(c, FLASH_COOKIE, { path: "/" });
  try {
    return readFlash(JSON.parse(Buffer.from(value, "base64url").toString("utf8")));
  } catch {
    return null;
  }
}

function query(c: Context<AppEnv>): string {
  const at = c.req.url.indexOf("?");
  return at === -1 ? "" : c.req.url.slice(at);
}

/** The page's API calls go through the whole app (middleware, access rules, JSON) without a socket. */
function inProcessApi(app: OpenAPIHono<AppEnv>, c: Context<AppEnv>) {
  return async (apiPath: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    for (const name of FORWARDED_HEADERS) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    return app.request(apiPath, { method: init.method, body: init.body, headers }, c.env);
  };
}
