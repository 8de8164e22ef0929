import { createRoute } from "@hono/zod-openapi";
import { DashboardSummarySchema } from "@roost/shared/contracts/profile.ts";
import type { AppDeps } from "../../app-deps.ts";
import { createRouter, requireUser } from "../../lib/http.ts";
import { errorResponses, json } from "../../lib/openapi.ts";
import { dashboardSummary } from "./dashboard.service.ts";

export function dashboardRoutes({ database, clock }: AppDeps) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: "get",
      path: "/api/dashboard",
      summary: "Counts for the dashboard cards and the unread notification badge",
      responses: { 200: json(DashboardSummarySchema), ...errorResponses },
    }),
    async (c) => c.json(await dashboardSummary(database.db, requireUser(c).id, clock.now()), 200),
  );
  return router;
}
