import type { Server } from "node:http";
import type { Http2SecureServer, Http2Server } from "node:http2";
import { createNodeWebSocket } from "@hono/node-ws";
import { REALTIME_HEARTBEAT_MS } from "@roost/shared/domain/constants.ts";
import { REALTIME_MAX_PAYLOAD_BYTES } from "@roost/shared/domain/transport-limits.ts";
import type { Database } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import { EventBus } from "./bus.ts";
import { RealtimeHub } from "./hub.ts";

interface RequestableApp {
  request: (input: URL | string, init?: RequestInit, env?: unknown) => Response | Promise<Response>;
}

/**
 * Realtime for one server instance: the socket hub, the LISTEN connection feeding it and the
 * WebSocket upgrade glue. Created with the app (wire.ts); started by main.ts once the HTTP server
 * listens: `realtime.attach(server, app)` then `await realtime.start()`; `stop()` on shutdown.
 * API tests never start it: publishing still works (NOTIFY with no listener is a no-op).
 */
export function createRealtime(options: { database: Database; log: Logger }) {
  const { database, log } = options;
  // The hub's delivery-time membership check gets its own connection (opened by start()).
  const hub = new RealtimeHub(database.db, log, { databaseUrl: database.url });
  const bus = new EventBus(database.url, log);
  const deliveredListeners = new Set<(lagMs: number) => void>();
  bus.onEvent((envelope, publishedAt) => {
    const delivered = hub.deliver(envelope);
    if (publishedAt === undefined || deliveredListeners.size === 0) return;
    void delivered.then(() => {
      // Wall clocks: across machines the figure includes their skew, hence never below zero.
      const lagMs = Math.max(0, Date.now() - publishedAt);
      for (const listener of deliveredListeners) listener(lagMs);
    });
  });
  bus.onSessionsEnded((sessionIds) => hub.closeSessions(sessionIds));
  // Events of the outage are lost: every socket reconnects and runs the client's catch-up.
  bus.onRestored(() => hub.resyncAll("realtime bus reconnected"));

  let app: RequestableApp | null = null;
  const nodeWs = createNodeWebSocket({
    // node-ws only calls app.request when an upgrade arrives, after attach() has set it.
    app: {
      request: (input: URL | string, init?: RequestInit, env?: unknown) => {
        if (!app) return new Response(null, { status: 503 });
        return app.request(input, init, env);
      },
    } as unknown as Parameters<typeof createNodeWebSocket>[0]["app"],
  });
  // node-ws creates its ws server with the defaults (100 MiB frames); clients send only small
  // control messages, so anything bigger closes the socket with 1009 before it is buffered.
  nodeWs.wss.options.maxPayload = REALTIME_MAX_PAYLOAD_BYTES;

  return {
    hub,
    bus,
    upgradeWebSocket: nodeWs.upgradeWebSocket,
    /**
     * Called as each bus event is written to this instance's sockets, with the milliseconds since
     * it was published (the NOTIFY, just before its transaction commits): the bus lag.
     */
    onDelivered(listener: (lagMs: number) => void): () => void {
      deliveredListeners.add(listener);
      return () => deliveredListeners.delete(listener);
    },
    /** Routes HTTP upgrade requests of this server through the app (GET /api/realtime). */
    attach(server: Server | Http2Server | Http2SecureServer, requestable: RequestableApp) {
      app = requestable;
      nodeWs.injectWebSocket(server as Server);
    },
    /** Opens the hub's membership connection, starts listening on the bus and the heartbeat. */
    async start(startOptions: { heartbeatMs?: number } = {}) {
      await hub.start();
      await bus.start();
      hub.startHeartbeat(startOptions.heartbeatMs ?? REALTIME_HEARTBEAT_MS);
    },
    async stop() {
      hub.stopHeartbeat();
      hub.closeAll();
      await bus.stop();
      await hub.stop();
      nodeWs.wss.close();
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
