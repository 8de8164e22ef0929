import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./http.ts";

/** The file name holds a hash of its content, so a file at that path never changes. */
export const HASHED_FILE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * Paths that are not plain files: the server-rendering bundle and Vite's manifest (the browser
 * has no business reading them), and the page template, which a folder path such as `/` would
 * otherwise serve as it is, ahead of the pages.
 */
const NOT_STATIC = /^\/(?:server\/|\.vite\/|index\.html$)|\/$/;

/**
 * Files whose name is no version, checked with the server at every use: the service worker (a
 * browser takes a new version only once it sees it, decision 065) and the app manifest.
 */
const REVALIDATED_FILES = ["/sw.js", "/manifest.webmanifest"];

/**
 * The web build's files: hashed chunks under /assets cached for good, the rest (favicon …)
 * revalidated. Text files go out as the .br or .gz made beside them at build time when the
 * client accepts it (serveStatic sets Content-Encoding and Vary). Paths that name no file fall
 * through to the pages.
 */
export function mountStaticAssets(app: OpenAPIHono<AppEnv>, webDist: string) {
  const root = path.relative(process.cwd(), webDist) || ".";
  const hashedFiles = serveStatic({ root, precompressed: true });
  app.get("/assets/*", async (c) => {
    const found = await hashedFiles(c, async () => {});
    // A chunk of an older build is gone: a 404, never a page in its place.
    if (!found) return c.json({ error: { code: "not_found", message: "Not found." } }, 404);
    // Set here: serveStatic's onFound runs after the response is made, too late for a header.
    found.headers.set("cache-control", HASHED_FILE_CACHE_CONTROL);
    return found;
  });
  const otherFiles = serveStatic({ root, precompressed: true });
  for (const file of REVALIDATED_FILES)
    app.get(file, async (c, next) => {
      const found = await otherFiles(c, async () => {});
      if (!found) return next();
      found.headers.set("cache-control", "no-cache");
      return found;
    });
  app.use("*", (c, next) => (NOT_STATIC.test(c.req.path) ? next() : otherFiles(c, next)));
}
