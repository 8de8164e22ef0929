import { createHash, timingSafeEqual } from "node:crypto";
import { type Handler, Hono } from "hono";
import type { Config } from "../config.ts";
import type { Metrics } from "./metrics.ts";

// GET /metrics, never public (decision 035): on the app's port only with METRICS_TOKEN, as a bearer
// token; on METRICS_PORT, an internal port of its own that serves nothing else. Neither set: 404,
// as for any path that does not exist.

const notFound = { error: { code: "not_found", message: "Not found." } };

/** Compares digests, so neither the token's length nor its first wrong character shows in timing. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The scrape handler: with a token configured, only a request that presents it gets the figures. */
function serveMetrics(metrics: Metrics, token: string | null): Handler {
  return async (c) => {
    if (token !== null) {
      const presented = /^Bearer (.+)$/i.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
      if (!sameToken(presented, token)) {
        c.header("WWW-Authenticate", 'Bearer realm="metrics"');
        return c.json(
          { error: { code: "unauthorized", message: "A valid metrics token is required." } },
          401,
        );
      }
    }
    // Figures of this moment: a cache would hide what the scrape is for.
    c.header("cache-control", "no-store");
    return c.body(await metrics.render(), 200, { "content-type": metrics.contentType });
  };
}

/** /metrics on the app's own port: served only behind METRICS_TOKEN, otherwise 404. */
export function publicPortMetrics(metrics: Metrics, config: Config): Handler {
  const { token } = config.metrics;
  if (token === null) return (c) => c.json(notFound, 404);
  return serveMetrics(metrics, token);
}

/** The app METRICS_PORT serves: /metrics (behind the token too when one is set) and nothing else. */
export function internalMetricsApp(metrics: Metrics, config: Config): Hono {
  const app = new Hono();
  app.get("/metrics", serveMetrics(metrics, config.metrics.token));
  app.notFound((c) => c.json(notFound, 404));
  return app;
}
