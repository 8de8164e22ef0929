import { createRoute } from "@hono/zod-openapi";
import {
  NotificationIdParamSchema,
  NotificationListSchema,
  NotificationReadUpdateSchema,
  NotificationSchema,
  ReadAllResultSchema,
  UnreadCountSchema,
} from "@roost/shared/contracts/notifications.ts";
import type { AppDeps } from "../../app-deps.ts";
import { createRouter, requireUser } from "../../lib/http.ts";
import { errorResponses, json, jsonBody } from "../../lib/openapi.ts";
import {
  listNotifications,
  readAllNotifications,
  setNotificationRead,
  unreadCount,
} from "./notifications.service.ts";

export function notificationRoutes({ database, clock }: AppDeps) {
  const router = createRouter();
  const db = database.db;

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/notifications",
      summary: "The caller's latest 50 unexpired notifications, newest first, and the unread count",
      responses: { 200: json(NotificationListSchema), ...errorResponses },
    }),
    async (c) => c.json(await listNotifications(db, requireUser(c).id, clock.now()), 200),
  );

  router.openapi(
    createRoute({
      method: "get",
      path: "/api/notifications/unread-count",
      summary: "How many of the caller's notifications are unread (the badge)",
      responses: { 200: json(UnreadCountSchema), ...errorResponses },
    }),
    async (c) => c.json({ unread_count: await unreadCount(db, requireUser(c).id, clock.now()) }, 200),
  );

  router.openapi(
    createRoute({
      method: "post",
      path: "/api/notifications/read-all",
      summary: "Mark every unread notification of the caller read",
      responses: { 200: json(ReadAllResultSchema), ...errorResponses },
    }),
    async (c) => c.json(await readAllNotifications(db, requireUser(c).id, clock.now()), 200),
  );

  router.openapi(
    createRoute({
      method: "patch",
      path: "/api/notifications/{id}",
      summary: "Mark one of the caller's notifications read or unread",
      request: { params: NotificationIdParamSchema, ...jsonBody(NotificationReadUpdateSchema) },
      responses: { 200: json(NotificationSchema), ...errorResponses },
    }),
    async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid("param");
      const { read } = c.req.valid("json");
      return c.json(await setNotificationRead(db, user.id, id, read, clock.now()), 200);
    },
  );

  return router;
}
