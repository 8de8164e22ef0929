import { REALTIME_PATH } from "@roost/shared/domain/realtime-channels.ts";
import type { MiddlewareHandler } from "hono";
import type { WebSocket } from "ws";
import type { Services } from "../app.ts";
import { forbidden, unauthorized } from "../lib/errors.ts";
import type { AppEnv } from "../lib/http.ts";
import { createRouter } from "../lib/http.ts";
import type { Connection } from "./hub.ts";

/**
 * GET /api/realtime: the WebSocket. Only a signed-in user (session cookie, read by the /api/*
 * middleware) from our own origin may upgrade: a browser always sends Origin on a WebSocket, so
 * checking it stops other sites from riding the user's cookie (cross-site WebSocket hijacking).
 */
export function realtimeRoutes(services: Services) {
  const router = createRouter();
  const { hub, upgradeWebSocket } = services.realtime;
  const allowedOrigin = new URL(services.config.publicUrl).origin;

  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.header("origin") !== allowedOrigin)
      throw forbidden("bad_origin", "This origin may not open the realtime connection.");
    if (!c.get("user")) throw unauthorized();
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
      return c.json({ error: { code: "upgrade_required", message: "Connect with a WebSocket." } }, 426);
    }
    await next();
  };

  router.get(
    REALTIME_PATH,
    guard,
    upgradeWebSocket((c) => {
      // biome-ignore lint/style/noNonNullAssertion: the guard above refused signed-out requests.
      const userId = c.get("user")!.id;
      let conn: Connection | null = null;
      return {
        onOpen(_event, ws) {
          const raw = ws.raw as WebSocket;
          conn = hub.connect(userId, raw);
          const current = conn;
          raw.on("pong", () => hub.markAlive(current));
        },
        onMessage(event, _ws) {
          if (!conn || typeof event.data !== "string") return;
          if (event.data.length > 4096) return;
          void hub.handleMessage(conn, event.data);
        },
        onClose() {
          if (conn) hub.disconnect(conn);
          conn = null;
        },
        onError() {
          if (conn) hub.disconnect(conn);
          conn = null;
        },
      };
    }),
  );
  return router;
}
