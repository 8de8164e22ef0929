import { createRoute, z } from "@hono/zod-openapi";
import {
  NotificationSettingsSchema,
  NotificationSettingsUpdateSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResultSchema,
} from "@roost/shared/contracts/notification-settings.ts";
import { UNSUBSCRIBE_API_PATH } from "@roost/shared/domain/notification-settings.ts";
import type { AppDeps } from "../../app-deps.ts";
import { badRequest } from "../../lib/errors.ts";
import { createRouter, requireUser } from "../../lib/http.ts";
import { errorResponses, htmlPage, json, jsonBody } from "../../lib/openapi.ts";
import { verifyUnsubscribeToken } from "../../mail/unsubscribe-token.ts";
import {
  getNotificationSettings,
  saveNotificationSettings,
  unsubscribe,
} from "./notification-settings.service.ts";
import { unsubscribeConfirmPage, unsubscribedPage } from "./unsubscribe-page.ts";

export function notificationSettingsRoutes({ database, clock, config }: AppDeps) {
  const router = createRouter();
  const db = database.db;

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/me/notification-settings",
      summary: "The caller's email notification settings (their user type's defaults until saved)",
      responses: { 200: json(NotificationSettingsSchema), ...errorResponses },
    }),
    async (c) => c.json(await getNotificationSettings(db, requireUser(c).id), 200),
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/api/me/notification-settings",
      summary: "Save every email category's frequency and the newsletter subscription",
      request: jsonBody(NotificationSettingsUpdateSchema),
      responses: { 200: json(NotificationSettingsSchema), ...errorResponses },
    }),
    async (c) =>
      c.json(await saveNotificationSettings(db, requireUser(c).id, c.req.valid("json"), clock.now()), 200),
  );

  /** The signed token is the only authority: no session, no Origin (lib/origin.ts exempts the path). */
  const claimsOf = (token: string) => {
    const verdict = verifyUnsubscribeToken(config.authSecret, token, clock.now());
    if (verdict.ok) return verdict.claims;
    throw badRequest(
      verdict.reason === "expired" ? "unsubscribe_link_expired" : "unsubscribe_link_invalid",
      verdict.reason === "expired"
        ? "This unsubscribe link has expired. Change your email settings on Roost instead."
        : "This unsubscribe link is not valid. Change your email settings on Roost instead.",
      "token",
    );
  };

  router.openapi(
    createRoute({
      method: "get",
      path: UNSUBSCRIBE_API_PATH,
      summary: "The page an unsubscribe link opens: asks before switching anything off",
      request: { query: UnsubscribeQuerySchema },
      responses: { 200: htmlPage("The confirmation page"), ...errorResponses },
    }),
    async (c) => {
      const { token } = c.req.valid("query");
      return c.html(unsubscribeConfirmPage(claimsOf(token).target, token, config.publicUrl), 200);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: UNSUBSCRIBE_API_PATH,
      summary: "One-click unsubscribe (RFC 8058): switches the token's category off, without sign-in",
      request: { query: UnsubscribeQuerySchema },
      responses: {
        200: {
          content: {
            "application/json": { schema: UnsubscribeResultSchema },
            "text/html": { schema: z.string() },
          },
          description: "Unsubscribed (a page for a browser's form, JSON otherwise)",
        },
        ...errorResponses,
      },
    }),
    async (c) => {
      const claims = claimsOf(c.req.valid("query").token);
      await unsubscribe(db, claims.userId, claims.target, clock.now());
      if (c.req.header("accept")?.includes("text/html"))
        return c.html(unsubscribedPage(claims.target, config.publicUrl), 200);
      return c.json({ unsubscribed: true as const, category: claims.target }, 200);
    },
  );

  return router;
}
