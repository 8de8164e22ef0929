import { randomBytes } from "node:crypto";
import path from "node:path";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { serve } from "@hono/node-server";
import { loadConfig } from "../../apps/server/src/config.ts";
import { connectDatabase } from "../../apps/server/src/db/client.ts";
import { createLogger } from "../../apps/server/src/lib/logger.ts";
import { assembleApp } from "../../apps/server/src/wire.ts";
import { startBenchDatabase, freePort } from "./database.ts";
import { insertListings } from "./dataset.ts";
import { measureHttp } from "./measure.ts";
const run = promisify(execFile);
const bench = await startBenchDatabase();
await insertListings(bench.database.pool, 100_000);
const apps: Record<string, string> = {};
for (const size of [20, 4]) {
  const port = await freePort();
  const config = loadConfig({ NODE_ENV: "production", PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DATABASE_URL: bench.url, DATA_DIR: path.join(bench.dataDir, "app"), AUTH_SECRET: randomBytes(32).toString("base64url"), LOG_LEVEL: "warn", SEED_DEMO_DATA: "false" });
  const database = connectDatabase(bench.url, size);
  const { app } = assembleApp({ config, database, log: createLogger("warn"), googleAvailable: false });
  serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
  apps[size] = `http://127.0.0.1:${port}`;
}
await new Promise((r) => setTimeout(r, 300));
const u = process.argv[2];
const mode = process.argv[3] ?? "child";
for (let round = 0; round < 3; round++) {
  for (const size of ["20", "4"]) {
    const url = apps[size] + u;
    if (mode === "child") {
      await run("node", ["node_modules/autocannon/autocannon.js", "-c", "50", "-d", "1", "-j", url]);
      const { stdout } = await run("node", ["node_modules/autocannon/autocannon.js", "-c", "50", "-d", "5", "-j", url], { maxBuffer: 1e8 });
      const r = JSON.parse(stdout);
      console.log(`pool ${size} child: rps=${r.requests.average} p50=${r.latency.p50} p99=${r.latency.p99}`);
    } else {
      await measureHttp("w", url, { connections: 50, durationSec: 1 });
      const r = await measureHttp("m", url, { connections: 50, durationSec: 5 });
      console.log(`pool ${size} worker: rps=${r.rps} p50=${r.p50} p99=${r.p99}`);
    }
  }
}
await bench.stop();
process.exit(0);
