// `npm run cluster`: Roost on several instances behind HAProxy on this machine (README, "Several
// instances"). CLUSTER_INSTANCES (3) app instances, PORT (8080) for the balancer, DATABASE_URL or
// an embedded PostgreSQL in CLUSTER_DATA_DIR (.data/cluster); every other variable the instances
// understand (AUTH_SECRET, VAPID_*, SMTP_URL, S3_*…) is passed on. Ctrl-C stops everything.
import path from "node:path";
import { type Cluster, startCluster } from "./cluster.ts";

const instances = Number(process.env.CLUSTER_INSTANCES ?? 3);
const port = Number(process.env.PORT ?? 8080);
const dataDir = path.resolve(process.env.CLUSTER_DATA_DIR ?? ".data/cluster");
const log = (line: string) => console.log(`[cluster] ${line}`);
/** The instances' own variables are the cluster's to set. */
const OWN = new Set(["PORT", "HOST", "PUBLIC_URL", "DATABASE_URL", "DATA_DIR", "NODE_ENV"]);
const passOn = Object.fromEntries(
  Object.entries(process.env).filter(
    (entry): entry is [string, string] =>
      entry[1] !== undefined && !OWN.has(entry[0]) && !entry[0].startsWith("npm_"),
  ),
);

let cluster: Cluster | null = null;
let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  log("stopping: HAProxy, then the instances (draining), then PostgreSQL");
  await cluster?.stop();
  process.exit(code);
}
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));

try {
  cluster = await startCluster({
    instances,
    port,
    dataDir,
    ...(process.env.DATABASE_URL && { databaseUrl: process.env.DATABASE_URL }),
    env: passOn,
    log,
    onOutput: (name, line) => console.log(`[${name}] ${line}`),
  });
  log(`Roost is running on ${cluster.url} (${instances} instances). Ctrl-C stops it.`);
  for (const instance of cluster.instances) log(`  ${instance.name}: ${instance.url}`);
} catch (error) {
  console.error(`[cluster] could not start: ${(error as Error).message}`);
  await stop(1);
}
