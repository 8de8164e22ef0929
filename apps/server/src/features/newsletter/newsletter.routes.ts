import { createRoute, z } from "@hono/zod-openapi";
import { newsletterSubscription } from "@roost/shared/contracts/validation.ts";
import type { AppDeps } from "../../app-deps.ts";
import { createRouter } from "../../lib/http.ts";
import { errorResponses, json, jsonBody } from "../../lib/openapi.ts";
import { subscribe } from "./newsletter.service.ts";

export function newsletterRoutes({ database }: AppDeps) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: "post",
      path: "/api/newsletter",
      summary: "Subscribe an email to the newsletter",
      request: jsonBody(newsletterSubscription),
      responses: {
        201: json(z.object({ subscribed: z.literal(true) }), "Subscribed"),
        409: errorResponses[400],
        ...errorResponses,
      },
    }),
    async (c) => {
      await subscribe(database.db, {
        email: c.req.valid("json").email,
        userAgent: c.req.header("user-agent") ?? null,
        referrer: c.req.header("referer") ?? null,
      });
      return c.json({ subscribed: true as const }, 201);
    },
  );
  return router;
}
