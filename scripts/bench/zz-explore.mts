import { randomBytes } from "node:crypto";
import path from "node:path";
import { serve } from "@hono/node-server";
import { loadConfig } from "../../apps/server/src/config.ts";
import { connectDatabase } from "../../apps/server/src/db/client.ts";
import { createLogger } from "../../apps/server/src/lib/logger.ts";
import { assembleApp } from "../../apps/server/src/wire.ts";
import { startBenchDatabase, freePort } from "./database.ts";
import { insertListings } from "./dataset.ts";
import { measureHttp, measureSql } from "./measure.ts";
const bench = await startBenchDatabase();
await insertListings(bench.database.pool, 100_000);
const port = await freePort();
const config = loadConfig({ NODE_ENV: "production", PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DATABASE_URL: bench.url, DATA_DIR: path.join(bench.dataDir, "app"), AUTH_SECRET: randomBytes(32).toString("base64url"), LOG_LEVEL: "warn", SEED_DEMO_DATA: "false" });
const database = connectDatabase(bench.url);
const { app } = assembleApp({ config, database, log: createLogger("warn"), googleAvailable: false });
const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
await new Promise((r) => setTimeout(r, 200));
const base = `http://127.0.0.1:${port}`;
const urls = process.argv.slice(2);
for (const u of urls) {
  await measureHttp("w", base + u, { connections: 50, durationSec: 2 });
  const m = await measureHttp(u, base + u, { connections: 50, durationSec: 5 });
  console.log(JSON.stringify(m));
}
server.close(); await database.close(); await bench.stop();
