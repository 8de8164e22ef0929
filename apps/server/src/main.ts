import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { ConfigError, exposedDevToolsWarning, loadConfig } from "./config.ts";
import { startBackupSchedule } from "./db/backup-schedule.ts";
import { EmbeddedPostgresError } from "./db/embedded-error.ts";
import { enqueuePhotoVariantsBackfill } from "./features/properties/photos/photo-variants.ts";
import { startJobWorker } from "./jobs/worker.ts";
import { gracefulShutdown } from "./lib/graceful-shutdown.ts";
import { createLogger } from "./lib/logger.ts";
import { internalMetricsApp } from "./metrics/metrics-endpoint.ts";
import { bootstrap, defaultWebDist } from "./server.ts";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }
  const log = createLogger(config.logLevel);
  const warning = exposedDevToolsWarning(config);
  if (warning) log.warn({ exposedDevTools: config.exposedDevTools }, warning);
  let started: Awaited<ReturnType<typeof bootstrap>>;
  try {
    started = await bootstrap(config, log, { webDist: process.env.WEB_DIST ?? defaultWebDist() });
  } catch (error) {
    if (error instanceof EmbeddedPostgresError) return fail(error.message);
    throw error;
  }
  const server = serve({ fetch: started.app.fetch, port: config.port, hostname: config.host }, () => {
    log.info(`Roost is running on ${config.publicUrl}`);
  });
  // METRICS_PORT: /metrics on an internal port of its own, for the scraper only (decision 035).
  const metricsServer = config.metrics.port
    ? serve({
        fetch: internalMetricsApp(started.deps.metrics, config).fetch,
        port: config.metrics.port,
        hostname: config.host,
      })
    : null;
  metricsServer?.on("error", (error: NodeJS.ErrnoException) => {
    log.error(
      { err: error },
      `metrics port ${config.metrics.port} could not be opened; /metrics is not served there`,
    );
  });
  // Realtime: WebSocket upgrades on this server, LISTEN on the event bus, heartbeat.
  started.deps.realtime.attach(server, started.app);
  await started.deps.realtime.start();
  // Search's in-process index reads every live listing now rather than on the first search
  // (decision 047); searches before it is ready wait for it, and readiness answers 503 until then.
  // With SEARCH_INDEX=sql there is nothing to load.
  started.deps.lifecycle.warming = started.deps.search.index !== null;
  void started.deps.search.warm().finally(() => {
    started.deps.lifecycle.warming = false;
  });
  // Photos uploaded before their variants job existed (and the demo seed's) get theirs (decision 039).
  // The server is already serving: a database too busy to take the job now must not end it. The
  // next start enqueues the backfill again.
  void enqueuePhotoVariantsBackfill(started.deps.database.db, started.deps.clock.now()).catch((err) =>
    log.warn({ err }, "photo variants backfill not enqueued; the next start enqueues it"),
  );
  // Scheduled work (listing expiry, viewing reminders, booking emails) from the PostgreSQL job table.
  const worker = startJobWorker(started.deps);
  // BACKUP_EVERY: the embedded database backs itself up (the config refuses it with DATABASE_URL).
  const backups = config.backupEveryMs
    ? startBackupSchedule({
        dataDir: config.dataDir,
        port: config.embeddedPgPort,
        everyMs: config.backupEveryMs,
        keep: config.backupKeep,
        log,
      })
    : null;

  // One way down, whatever asked for it: a signal, or a port that could not be opened.
  let stopping = false;
  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    log.info("Shutting down");
    metricsServer?.close();
    await gracefulShutdown({
      server: server as Server,
      lifecycle: started.deps.lifecycle,
      realtime: started.deps.realtime,
      worker,
      backups,
      closeDatabase: started.close,
      log,
    });
    process.exit(exitCode);
  };
  server.on("error", (error: NodeJS.ErrnoException) => {
    fail(
      error.code === "EADDRINUSE"
        ? `Port ${config.port} is in use. Stop the other server or set PORT.`
        : error.message,
    );
    void stop(1);
  });
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
}

function fail(message: string) {
  console.error(`\nRoost could not start: ${message}\n`);
  process.exitCode = 1;
}

await main();
