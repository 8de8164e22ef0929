import { createRoute } from "@hono/zod-openapi";
import {
  PushPublicKeySchema,
  PushSettingsSchema,
  PushSettingsUpdateSchema,
  PushSubscriptionInputSchema,
  PushSubscriptionRemoveSchema,
} from "@roost/shared/contracts/push.ts";
import type { AppDeps } from "../../app-deps.ts";
import { AppError, catalogueMessage } from "../../lib/errors.ts";
import { createRouter, requireUser } from "../../lib/http.ts";
import { errorResponses, json, jsonBody } from "../../lib/openapi.ts";
import { getPushSettings, savePushSettings } from "./push-settings.service.ts";
import { removePushSubscription, savePushSubscription } from "./push-subscriptions.service.ts";

// Web Push (decision 064): the key browsers subscribe with, the person's switches, and their
// devices' subscriptions. The contract's header comment lists the routes.

export function pushRoutes({ database, clock, config, log }: AppDeps) {
  const router = createRouter();
  const db = database.db;
  const push = config.push;
  if (!push)
    log.warn("Web Push is off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY to send push notifications");
  /** Without VAPID keys nothing can be sent, so nothing is offered or stored. */
  const requirePush = () => {
    if (push) return push;
    throw new AppError(404, "push_unavailable", catalogueMessage("push_unavailable"));
  };

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/push/public-key",
      summary: "The VAPID public key browsers subscribe with (404 push_unavailable when push is off)",
      responses: { 200: json(PushPublicKeySchema), ...errorResponses },
    }),
    (c) => c.json({ public_key: requirePush().vapid.publicKey }, 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/me/push-settings",
      summary: "The caller's push switches (all off until saved)",
      responses: { 200: json(PushSettingsSchema), ...errorResponses },
    }),
    async (c) => c.json(await getPushSettings(db, requireUser(c).id), 200),
  );

  router.openapi(
    createRoute({
      method: "put",
      path: "/api/me/push-settings",
      summary: "Save every push switch at once",
      request: jsonBody(PushSettingsUpdateSchema),
      responses: { 200: json(PushSettingsSchema), ...errorResponses },
    }),
    async (c) => c.json(await savePushSettings(db, requireUser(c).id, c.req.valid("json"), clock.now()), 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/me/push-subscriptions",
      summary: "Store this device's push subscription, tied to this session (known push services only)",
      request: jsonBody(PushSubscriptionInputSchema),
      responses: { 201: { description: "Stored" }, ...errorResponses },
    }),
    async (c) => {
      const user = requireUser(c);
      const { extraServiceOrigins } = requirePush();
      await savePushSubscription(
        db,
        { userId: user.id, sessionId: c.get("session")?.id ?? null, userAgent: c.req.header("user-agent") },
        c.req.valid("json"),
        extraServiceOrigins,
      );
      return c.body(null, 201);
    },
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/me/push-subscriptions/remove",
      summary: "Forget this device's subscription (the caller's own only; the answer is the same either way)",
      request: jsonBody(PushSubscriptionRemoveSchema),
      responses: { 204: { description: "Removed, if it was the caller's" }, ...errorResponses },
    }),
    async (c) => {
      await removePushSubscription(db, requireUser(c).id, c.req.valid("json").endpoint);
      return c.body(null, 204);
    },
  );

  return router;
}
