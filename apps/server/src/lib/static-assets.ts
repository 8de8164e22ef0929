import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./http.ts";

/**
 * The web build's files: hashed chunks under /assets cached for good, the rest (favicon …)
 * revalidated. Paths that name no file fall through to the pages.
 */
export function mountStaticAssets(app: OpenAPIHono<AppEnv>, webDist: string) {
  const root = path.relative(process.cwd(), webDist) || ".";
  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_p, c) => {
        c.header("cache-control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use("*", serveStatic({ root }));
}
