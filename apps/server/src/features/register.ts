import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Services } from "../app.ts";
import type { AppEnv } from "../lib/http.ts";
import { dashboardRoutes } from "./dashboard/dashboard.routes.ts";
import { newsletterRoutes } from "./newsletter/newsletter.routes.ts";
import { profileRoutes } from "./profiles/profiles.routes.ts";
import { systemRoutes } from "./system/system.routes.ts";

/** Every feature router, mounted on the one app. */
export function registerFeatures(app: OpenAPIHono<AppEnv>, services: Services) {
  const routers = [systemRoutes, profileRoutes, newsletterRoutes, dashboardRoutes];
  for (const routes of routers) app.route("/", routes(services));
}
