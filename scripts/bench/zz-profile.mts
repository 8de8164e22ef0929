import { randomBytes } from "node:crypto";
import path from "node:path";
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { serve } from "@hono/node-server";
import { loadConfig } from "../../apps/server/src/config.ts";
import { connectDatabase } from "../../apps/server/src/db/client.ts";
import { createLogger } from "../../apps/server/src/lib/logger.ts";
import { assembleApp } from "../../apps/server/src/wire.ts";
import { startBenchDatabase, freePort } from "./database.ts";
import { insertListings } from "./dataset.ts";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
const run = promisify(execFile);
const measureHttp = async (_n: string, url: string, o: { connections: number; durationSec: number }) => { const { stdout } = await run("node", ["node_modules/autocannon/autocannon.js", "-c", String(o.connections), "-d", String(o.durationSec), "-j", url], { maxBuffer: 1e8 }); const r = JSON.parse(stdout); return { rps: r.requests.average, p99: r.latency.p99 }; };
const bench = await startBenchDatabase();
await insertListings(bench.database.pool, 100_000);
const port = await freePort();
const config = loadConfig({ NODE_ENV: "production", PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DATABASE_URL: bench.url, DATA_DIR: path.join(bench.dataDir, "app"), AUTH_SECRET: randomBytes(32).toString("base64url"), LOG_LEVEL: "warn", SEED_DEMO_DATA: "false" });
const database = connectDatabase(bench.url, 4);
const { app } = assembleApp({ config, database, log: createLogger("warn"), googleAvailable: false });
const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
await new Promise((r) => setTimeout(r, 200));
const url = `http://127.0.0.1:${port}${process.argv[2]}`;
await measureHttp("w", url, { connections: 50, durationSec: 2 });
const session = new Session(); session.connect();
await session.post("Profiler.enable"); await session.post("Profiler.start");
console.log(JSON.stringify(await measureHttp("p", url, { connections: 50, durationSec: 5 })));
const { profile } = await session.post("Profiler.stop");
// self time per function
const self = new Map<string, number>();
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
const dt = new Map<number, number>();
for (let i = 0; i < profile.samples.length; i++) dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
let total = 0;
for (const [id, t] of dt) { const n: any = byId.get(id); const key = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/node_modules/").pop()?.split("/").slice(0,2).join("/")}:${n.callFrame.lineNumber}`; self.set(key, (self.get(key) ?? 0) + t); total += t; }
// per package
const pkg = new Map<string, number>();
for (const [id, t] of dt) { const n: any = byId.get(id); const u = n.callFrame.url; const k = u.includes("/node_modules/") ? u.split("/node_modules/").pop()!.split("/").slice(0, u.split("/node_modules/").pop()!.startsWith("@") ? 2 : 1).join("/") : (u ? u.replace(/^.*\/work\/main\//, "").split("/").slice(0,4).join("/") : n.callFrame.functionName); pkg.set(k, (pkg.get(k) ?? 0) + t); }
console.log("by package:"); for (const [k, t] of [...pkg].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log((100 * t / total).toFixed(1).padStart(5), k);
console.log("top self:"); for (const [k, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((100 * t / total).toFixed(1).padStart(5), k);
server.close(); await database.close(); await bench.stop();
process.exit(0);
