import { createRoute, z } from "@hono/zod-openapi";
import type { AppDeps } from "../../app-deps.ts";
import { DEV_TOOLS } from "../../config.ts";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { databaseReachable } from "../../lib/database-unavailable.ts";
import { devToolsAnswer } from "../../lib/dev-only.ts";
import { createRouter } from "../../lib/http.ts";
import { json } from "../../lib/openapi.ts";
import { mountBenchBaseline } from "./bench-baseline.ts";

const Health = z.object({ status: z.enum(["ok", "degraded"]), database: z.enum(["up", "down"]) });
const Ready = z.object({ ready: z.boolean() });
const ClientConfig = z.object({
  googleSignIn: z.object({ enabled: z.boolean(), reason: z.string().nullable() }),
  devSignIn: z.boolean(),
  demoAccounts: z.array(z.object({ email: z.string(), label: z.string() })),
  // Development tools switched on for a server that is not local: the web app shows a banner.
  exposedDevTools: z.array(z.enum(DEV_TOOLS)),
  // The search map's tile template ({z}/{x}/{y}) and the credit its licence requires (HTML).
  mapTiles: z.object({ url: z.string(), attribution: z.string() }),
});
export type ClientConfig = z.infer<typeof ClientConfig>;

export function systemRoutes({ database, config, googleAvailable, lifecycle, benchBaseline }: AppDeps) {
  const router = createRouter();
  if (benchBaseline) mountBenchBaseline(router, database);

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/health",
      summary: "Liveness: the process answers (and says whether its database is reachable)",
      description:
        "200 whenever the process serves requests, even with the database down: restarting the server would not bring the database back (decision 009). Load balancers route by /api/health/ready.",
      responses: { 200: json(Health) },
    }),
    async (c) => {
      const up = await databaseReachable(database);
      return c.json(
        up
          ? { status: "ok" as const, database: "up" as const }
          : { status: "degraded" as const, database: "down" as const },
        200,
      );
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/health/ready",
      summary: "Readiness: whether this instance should receive traffic",
      responses: {
        200: json(Ready),
        503: json(
          Ready,
          "The server is still loading its search index, is draining for shutdown, or cannot reach its database",
        ),
      },
    }),
    async (c) => {
      // A balancer sends nothing to an instance still loading its search index: those searches
      // would wait seconds for it (decision 047).
      if (lifecycle.warming || lifecycle.draining || !(await databaseReachable(database)))
        return c.json({ ready: false }, 503);
      return c.json({ ready: true }, 200);
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/config",
      summary: "What the sign-in page may offer, which development tools are on, and the map's tiles",
      responses: { 200: json(ClientConfig) },
    }),
    (c) => {
      // On a local server the dev sign-in answers only this machine: offer it to no one else.
      const devSignIn = config.devSignIn && devToolsAnswer(c, config);
      return c.json(
        {
          googleSignIn: googleSignInState(config, googleAvailable),
          devSignIn,
          demoAccounts: devSignIn ? DEMO_ACCOUNTS.map(({ email, label }) => ({ email, label })) : [],
          exposedDevTools: config.exposedDevTools,
          mapTiles: { url: config.mapTiles.url, attribution: config.mapTiles.attribution },
        },
        200,
      );
    },
  );

  return router;
}

function googleSignInState(config: AppDeps["config"], available: boolean) {
  if (!config.google) return { enabled: false, reason: "Google sign-in is not configured on this server." };
  if (!available) return { enabled: false, reason: "Google sign-in is unavailable right now." };
  return { enabled: true, reason: null };
}
