import type { Server } from "node:http";
import { SHUTDOWN_DRAIN_MS } from "@roost/shared/domain/constants.ts";
import type { Logger } from "./logger.ts";

/**
 * Takes one server instance down without cutting work off: readiness turns false,
 * the listener stops accepting, WebSockets close with 1012 so clients reconnect and catch up,
 * in-flight requests finish within `drainMs` (the rest are cut), the job worker finishes its
 * job, a scheduled backup in progress is abandoned cleanly, and only then is the database closed.
 */
export async function gracefulShutdown(options: {
  server: Server;
  lifecycle: { draining: boolean };
  realtime: { stop(): Promise<void> };
  worker: { stop(): Promise<void> };
  /** BACKUP_EVERY's schedule, when set (decision 018). */
  backups: { stop(): Promise<void> } | null;
  closeDatabase: () => Promise<void>;
  log: Logger;
  drainMs?: number;
}) {
  const {
    server,
    lifecycle,
    realtime,
    worker,
    backups,
    closeDatabase,
    log,
    drainMs = SHUTDOWN_DRAIN_MS,
  } = options;
  lifecycle.draining = true;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A keep-alive connection that finished its request must not hold the drain open: close
  // connections as they fall idle (server.close() only closes those idle at the moment it runs).
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), drainMs);
  });
  try {
    await realtime.stop();
    const [cut] = await Promise.all([
      Promise.race([closed.then(() => false), timedOut]),
      worker.stop(),
      backups?.stop(),
    ]);
    if (cut) {
      log.warn({ drainMs }, "Requests still running after the drain period were cut off");
      server.closeAllConnections();
      await closed;
    }
  } finally {
    clearInterval(idleSweep);
    clearTimeout(timer);
  }
  await closeDatabase();
}
