import { REALTIME_PATH } from "@roost/shared/domain/realtime-channels.ts";
import type { MiddlewareHandler } from "hono";
import type { WebSocket } from "ws";
import type { AppDeps } from "../app-deps.ts";
import { AppError, unauthorized } from "../lib/errors.ts";
import type { AppEnv } from "../lib/http.ts";
import { createRouter } from "../lib/http.ts";
import { badOrigin, isAllowedOrigin } from "../lib/origin.ts";
import type { Connection } from "./connection.ts";

/**
 * GET /api/realtime: the WebSocket. Only a signed-in user (session cookie, read by the /api/*
 * middleware) from our own origin may upgrade: a browser always sends Origin on a WebSocket, so
 * checking it stops other sites from riding the user's cookie (cross-site WebSocket hijacking).
 * A user has at most REALTIME_MAX_SOCKETS_PER_USER sockets on an instance; a further one is refused.
 */
export function realtimeRoutes(services: AppDeps) {
  const router = createRouter();
  const { hub, upgradeWebSocket } = services.realtime;
  // A socket error (e.g. a frame over the limit) is followed by a close, which cleans up. node-ws
  // hands errors from the handlers here, including its own on Node 20, which has no ErrorEvent.
  const socketErrors = {
    onError: (err: unknown) => services.log.debug({ err }, "realtime: socket error"),
  };

  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!isAllowedOrigin(services.config, c.req.header("origin")))
      throw badOrigin("This origin may not open the realtime connection.");
    const user = c.get("user");
    if (!user || !c.get("session")) throw unauthorized();
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
      return c.json({ error: { code: "upgrade_required", message: "Connect with a WebSocket." } }, 426);
    }
    if (!hub.hasRoomFor(user.id)) {
      throw new AppError(
        429,
        "too_many_connections",
        "Too many open connections. Close a tab and try again.",
      );
    }
    await next();
  };

  router.get(
    REALTIME_PATH,
    guard,
    upgradeWebSocket((c) => {
      // biome-ignore lint/style/noNonNullAssertion: the guard above refused signed-out requests.
      const userId = c.get("user")!.id;
      // biome-ignore lint/style/noNonNullAssertion: likewise, a signed-in request has a session.
      const sessionId = c.get("session")!.id;
      let conn: Connection | null = null;
      return {
        onOpen(_event, ws) {
          const raw = ws.raw as WebSocket;
          conn = hub.connect(userId, sessionId, raw);
          if (!conn) {
            // Another upgrade of this user won the last place since the guard looked.
            raw.close(1013, "too many connections");
            return;
          }
          const current = conn;
          raw.on("pong", () => hub.markAlive(current));
        },
        // Frames over REALTIME_MAX_PAYLOAD_BYTES never get here: ws closes the socket with 1009.
        onMessage(event, _ws) {
          if (conn) hub.receive(conn, event.data);
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
    }, socketErrors),
  );
  return router;
}
