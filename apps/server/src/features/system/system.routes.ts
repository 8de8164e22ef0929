import { createRoute, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import type { Services } from "../../app.ts";
import { DEV_TOOLS } from "../../config.ts";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { devToolsAnswer } from "../../lib/dev-only.ts";
import { createRouter } from "../../lib/http.ts";
import { json } from "../../lib/openapi.ts";

const Health = z.object({ status: z.enum(["ok", "degraded"]), database: z.enum(["up", "down"]) });
const ClientConfig = z.object({
  googleSignIn: z.object({ enabled: z.boolean(), reason: z.string().nullable() }),
  devSignIn: z.boolean(),
  demoAccounts: z.array(z.object({ email: z.string(), label: z.string() })),
  // Development tools switched on for a server that is not local: the web app shows a banner.
  exposedDevTools: z.array(z.enum(DEV_TOOLS)),
});

export function systemRoutes({ database, config, googleAvailable }: Services) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/health",
      summary: "Whether the server and its database are reachable",
      responses: { 200: json(Health), 503: json(Health, "The database is unreachable") },
    }),
    async (c) => {
      try {
        await database.db.execute(sql`select 1`);
        return c.json({ status: "ok" as const, database: "up" as const }, 200);
      } catch {
        return c.json({ status: "degraded" as const, database: "down" as const }, 503);
      }
    },
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/config",
      summary: "What the sign-in page may offer, and which development tools are on",
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
        },
        200,
      );
    },
  );

  return router;
}

function googleSignInState(config: Services["config"], available: boolean) {
  if (!config.google) return { enabled: false, reason: "Google sign-in is not configured on this server." };
  if (!available) return { enabled: false, reason: "Google sign-in is unavailable right now." };
  return { enabled: true, reason: null };
}
