// A standalone server instance for the two-process realtime test: same code path as main.ts
// (assembleApp + serve + realtime attach/start) against an existing database, no migrations or
// seeding. Prints {"port": N} on stdout once listening; stops on SIGTERM.
import { serve } from "@hono/node-server";
import { loadConfig } from "../config.ts";
import { connectDatabase } from "../db/client.ts";
import { createLogger } from "../lib/logger.ts";
import { assembleApp } from "../wire.ts";

const config = loadConfig();
const url = config.databaseUrl;
if (!url) throw new Error("DATABASE_URL is required");
const database = connectDatabase(url, 5);
const { app, deps } = assembleApp({
  config,
  database,
  log: createLogger(config.logLevel),
  googleAvailable: false,
});
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
  process.stdout.write(`${JSON.stringify({ port: info.port })}\n`);
});
deps.realtime.attach(server, app);
await deps.realtime.start({ heartbeatMs: Number(process.env.REALTIME_HEARTBEAT_MS ?? 25_000) });

const stop = async () => {
  await deps.realtime.stop();
  server.close();
  await database.close();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
