// Every non-API GET that is no file: a public page rendered on the server (decision 030), or the
// client-rendered shell for the signed-in pages and whatever the server does not render.

import { readFileSync } from "node:fs";
import path from "node:path";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { FLASH_COOKIE, type FlashMessage, readFlash } from "@roost/shared/contracts/form-posts.ts";
import type { Context } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
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
      return c.html(shellDocument(template, c.req.path));
    }
    // A page rendered for a session carries the person's email and phone in its data: no cache,
    // not even the browser's own (back/forward and disk), may keep it.
    c.header("cache-control", page.signedIn || flash ? "private, no-store" : "no-cache");
    const html = pageDocument(template, page, {
      canonical: `${publicUrl}${c.req.path}`,
      origin: publicUrl,
      scripts: pageScripts(manifest, page.modules),
    });
    return c.html(html, page.status as 200);
  };
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
