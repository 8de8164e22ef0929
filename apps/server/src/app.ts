import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import type { AppDeps } from "./app-deps.ts";
import { CLIENT_IP_HEADER } from "./auth/auth.ts";
import { createSessionLookup } from "./auth/session-lookup.ts";
import { storedFileAccess } from "./features/properties/photos/photo-file-access.ts";
import { registerFeatures } from "./features/register.ts";
import { apiCaching } from "./lib/api-caching.ts";
import { clientIp } from "./lib/client-ip.ts";
import { compression } from "./lib/compression.ts";
import { databaseUnavailableReason, retryAfterSeconds } from "./lib/database-unavailable.ts";
import { devOnlyGuard } from "./lib/dev-only.ts";
import { docsPage, docsScript } from "./lib/docs-page.ts";
import { AppError, notFound } from "./lib/errors.ts";
import type { AppEnv } from "./lib/http.ts";
import { openApiDocumentHandler } from "./lib/openapi-document.ts";
import { originCheck } from "./lib/origin.ts";
import { mountStaticAssets } from "./lib/static-assets.ts";
import { storedFileContentType } from "./lib/stored-file-type.ts";
import { rejectNulCharacters } from "./lib/text-input.ts";
import { apiBodyLimit } from "./lib/upload-limit.ts";
import { publicPortMetrics } from "./metrics/metrics-endpoint.ts";
import { createRateLimits, rateLimitMiddleware } from "./rate-limits/rate-limiter.ts";
import { mountFormPosts } from "./ssr/form-posts.ts";
import { pageHandler } from "./ssr/pages.ts";
import { isVideoTourPage, mountVideoTourPage, videoTourHeaders } from "./ssr/video-tour-page.ts";
import { safeKey } from "./storage/storage.ts";

/** Builds the whole HTTP app without listening, so tests can call app.request(). */
export function createApp(deps: AppDeps) {
  const { config, auth, log } = deps;
  const app = new OpenAPIHono<AppEnv>();

  app.use("*", async (c, next) => {
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    c.set("requestId", requestId);
    c.set("log", log.child({ requestId }));
    c.header("x-request-id", requestId);
    const started = performance.now();
    await next();
    // Method, path and status only: never query strings, cookies, bodies or a link's secret.
    if (c.req.path.startsWith("/api/") && !c.req.path.startsWith("/api/health")) {
      c.get("log").info(
        {
          method: c.req.method,
          path: withoutLinkSecrets(c.req.path),
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        "request",
      );
    }
  });

  // Every answer counted under the route pattern that gave it (GET /metrics, decision 035).
  app.use("*", deps.metrics.recordRequests);

  // Outermost but for the request log, so every answer (API, pages, sitemaps) can be compressed.
  app.use("*", compression());

  const strictTransportSecurity = config.secureTransport ? "max-age=31536000; includeSubDomains" : false;
  const siteHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:", config.mapTiles.origin],
      connectSrc: ["'self'", config.publicUrl.replace(/^http/, "ws"), config.mapTiles.origin],
      fontSrc: ["'self'", "data:"],
      // The service worker (from this site only) and the app manifest (decision 065). The worker's
      // own requests are this site's, which connect-src 'self' allows.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'", ...(config.google ? [config.google.issuer] : [])],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    xContentTypeOptions: "nosniff",
    xFrameOptions: "DENY",
    strictTransportSecurity,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
  });
  // The video tour page alone frames the video players, and is framed by this site (decision 057).
  const tourHeaders = videoTourHeaders(strictTransportSecurity);
  app.use("*", (c, next) => (isVideoTourPage(c.req.path) ? tourHeaders : siteHeaders)(c, next));

  // The edge (docs/decisions/012-fail-closed-edge.md): dev-only endpoints answer this machine only
  // on a local server, state-changing requests must come from our own origin, bodies are small.
  app.use("/api/dev/*", devOnlyGuard(config));
  app.use("/api/auth/dev/*", devOnlyGuard(config));
  app.use("/api/*", originCheck(config));
  app.use("/api/*", apiBodyLimit);
  app.use("/api/*", rejectNulCharacters);

  // better-auth's own profile route would store any name and image, around the app's text rules;
  // names and photos change through PATCH /api/me/profile and POST /api/me/avatar only.
  app.all("/api/auth/update-user", () => {
    throw notFound("No such API endpoint.");
  });
  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    // better-auth rate-limits sign-in per client IP, which it reads from this header only.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, config) ?? "unknown");
    // Sessions it deletes (sign-out, revocations) close their sockets through its session hook.
    return auth.handler(new Request(c.req.raw, { headers }));
  });

  const lookUpSession = createSessionLookup(auth, deps.database.db);
  app.use("/api/*", async (c, next) => {
    const found = await lookUpSession(c);
    c.set("account", found?.user ?? null);
    // Until onboarding is complete the user counts as a visitor; requireUser answers 403 for them.
    c.set("user", found?.userType ? found.user : null);
    c.set("session", found?.session ?? null);
    await next();
  });

  // Every API write, per user and per address, counted in PostgreSQL (docs/decisions/014-rate-limits.md).
  app.use("/api/*", rateLimitMiddleware(createRateLimits(deps.database.pool, config.rateLimitScale), config));
  app.use("/api/*", apiCaching);

  registerFeatures(app, deps);

  app.get("/api/openapi.json", openApiDocumentHandler(app));
  app.get("/api/docs", (c) => c.html(docsPage()));
  app.get("/api/docs.js", (c) =>
    c.body(docsScript, 200, { "content-type": "text/javascript; charset=utf-8" }),
  );
  app.all("/api/*", (c) => c.json({ error: { code: "not_found", message: "No such API endpoint." } }, 404));

  // Outside /api: no session, never cached; 404 unless METRICS_TOKEN is set (decision 035).
  app.get("/metrics", publicPortMetrics(deps.metrics, config));

  app.get("/files/*", async (c) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice("/files/".length));
    } catch {
      // Broken percent-encoding (e.g. /files/%E0) names no file: bad input, not a server error.
      return c.json({ error: { code: "bad_request", message: "This file address is not valid." } }, 400);
    }
    const missing = () => c.json({ error: { code: "not_found", message: "Not found." } }, 404);
    const safe = safeKey(key);
    if (!safe) return missing();
    const access = await storedFileAccess(deps.database.db, safe);
    if (access.kind === "none") return missing();
    if (access.kind === "owner" && (await lookUpSession(c))?.user.id !== access.ownerId) return missing();
    const body = (await deps.storage.read?.(safe)) ?? null;
    if (!body) return missing();
    // Keys contain a content hash, so a file at a key never changes; a draft's photo is its
    // owner's alone, so no shared cache keeps it.
    c.header(
      "cache-control",
      access.kind === "owner" ? "private, no-cache" : "public, max-age=31536000, immutable",
    );
    c.header("content-type", await storedFileContentType(body));
    return c.body(new Uint8Array(body));
  });

  if (deps.webDist && existsSync(deps.webDist)) mountSpa(app, deps.webDist, config);

  app.onError((err, c) => {
    if (err instanceof AppError) {
      return c.json(
        { error: { code: err.code, message: err.message, ...(err.field ? { field: err.field } : {}) } },
        err.status,
      );
    }
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ error: { code: "bad_request", message: err.message || "Bad request." } }, err.status);
    }
    const unavailable = databaseUnavailableReason(err);
    if (unavailable) {
      // The one 5xx that is not a bug (decision 009): the client waits and tries again.
      c.get("log")?.warn({ err }, unavailable);
      c.header("Retry-After", String(retryAfterSeconds(unavailable)));
      return c.json(
        {
          error: {
            code: "service_unavailable",
            message: "Roost is briefly unavailable. Please try again in a moment.",
          },
        },
        503,
      );
    }
    c.get("log")?.error({ err }, "unhandled error");
    return c.json(
      { error: { code: "internal_error", message: "Something went wrong. Please try again later." } },
      500,
    );
  });

  return app;
}

function mountSpa(app: OpenAPIHono<AppEnv>, webDist: string, config: AppDeps["config"]) {
  const { production, publicUrl, secureTransport } = config;
  mountStaticAssets(app, webDist);
  // The public pages' forms post to page paths, answered through the API (decision 050).
  mountFormPosts(app, { publicUrl, secureTransport });
  mountVideoTourPage(app);
  // Every path that is no file is a page: public ones rendered on the server, the rest by the browser.
  app.get("*", pageHandler(app, { webDist, production, publicUrl }));
}

/** A guarantor's link carries its signed token in the path: the log keeps the tenancy, not the key. */
export function withoutLinkSecrets(path: string): string {
  return path.replace(/^(\/api\/guarantees\/[^/]+\/)[^/]+/, "$1[token]");
}
