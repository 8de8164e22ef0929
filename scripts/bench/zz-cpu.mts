import { randomBytes } from "node:crypto";
import path from "node:path";
import { readFileSync, readdirSync } from "node:fs";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { serve } from "@hono/node-server";
import { loadConfig } from "../../apps/server/src/config.ts";
import { connectDatabase } from "../../apps/server/src/db/client.ts";
import { createLogger } from "../../apps/server/src/lib/logger.ts";
import { assembleApp } from "../../apps/server/src/wire.ts";
import { startBenchDatabase, freePort } from "./database.ts";
import { insertListings } from "./dataset.ts";
const run = promisify(execFile);
const bench = await startBenchDatabase();
await insertListings(bench.database.pool, 100_000);
const postmaster = Number(readFileSync(path.join(bench.dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
const tick = 100; // USER_HZ
function pgCpuMs() {
  let total = 0;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const parts = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const ppid = Number(parts[1]);
      if (Number(pid) === postmaster || ppid === postmaster) total += (Number(parts[11]) + Number(parts[12])) * (1000 / tick);
    } catch {}
  }
  return total;
}
const port = await freePort();
const config = loadConfig({ NODE_ENV: "production", PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DATABASE_URL: bench.url, DATA_DIR: path.join(bench.dataDir, "app"), AUTH_SECRET: randomBytes(32).toString("base64url"), LOG_LEVEL: "warn", SEED_DEMO_DATA: "false" });
const database = connectDatabase(bench.url);
const { app } = assembleApp({ config, database, log: createLogger("warn"), googleAvailable: false });
const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
await new Promise((r) => setTimeout(r, 200));
for (let u of process.argv.slice(2)) {
  if (u.startsWith("NEXT:")) { u = u.slice(5); const r = await (await fetch(`http://127.0.0.1:${port}${u}`)).json(); u = `${u}&cursor=${r.next_cursor}`; }
  const url = `http://127.0.0.1:${port}${u}`;
  await run("node", ["node_modules/autocannon/autocannon.js", "-c", "50", "-d", "2", "-j", url]);
  const c0 = process.cpuUsage(); const p0 = pgCpuMs();
  const { stdout } = await run("node", ["node_modules/autocannon/autocannon.js", "-c", "50", "-d", "5", "-j", url], { maxBuffer: 1e8 });
  const c = process.cpuUsage(c0); const p = pgCpuMs() - p0;
  const r = JSON.parse(stdout);
  const n = r.requests.total;
  console.log(`${u}\n   n=${n} rps=${r.requests.average} p50=${r.latency.p50} p99=${r.latency.p99} non2xx=${r.non2xx} | app ${((c.user + c.system) / 1000 / n).toFixed(3)} ms/req, pg ${(p / n).toFixed(3)} ms/req`);
}
server.close(); await database.close(); await bench.stop();
process.exit(0);
