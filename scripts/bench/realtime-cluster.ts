// The realtime bench against three instances behind HAProxy (cluster/cluster.ts) on the bench's
// database and people: through the balancer at each socket count, and once straight to the
// instances (sockets and POSTs dealt out in turn) so the balancer's overhead reads as a difference.
// No latency budget: on 2 cores the instances, HAProxy and the clients share the CPU, so the figures
// are for comparison (per instance, and the CPU each process used); nothing may be lost.
import { readFileSync } from "node:fs";
import path from "node:path";
import { type Cluster, startCluster } from "../../cluster/cluster.ts";
import type { ProcessCpu, Target } from "./realtime-scenario.ts";

/** CPU time a process has used so far (user + system), from /proc; 0 where there is none. */
export function cpuMsOf(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    // Fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

function measure(cluster: Cluster): () => ProcessCpu[] {
  const processes = [
    ...cluster.instances.map((i) => ({ name: `instance ${i.name}`, pid: i.pid })),
    { name: "HAProxy", pid: cluster.balancerPid },
  ];
  const before = processes.map((p) => cpuMsOf(p.pid));
  return () => processes.map((p, i) => ({ name: p.name, cpuMs: cpuMsOf(p.pid) - (before[i] as number) }));
}

export interface ClusterBench {
  /** Through HAProxy: the cluster as users reach it. */
  balanced: Target;
  /** Straight to the instances, in turn: the same work without the balancer. */
  direct: Target;
  stop(): Promise<void>;
}

export async function startClusterBench(options: {
  databaseUrl: string;
  dataDir: string;
  authSecret: string;
  log: (line: string) => void;
}): Promise<ClusterBench> {
  const cluster = await startCluster({
    databaseUrl: options.databaseUrl,
    dataDir: path.join(options.dataDir, "cluster"),
    env: {
      AUTH_SECRET: options.authSecret,
      LOG_LEVEL: "silent",
      // The bench's clients each claim an address of their own (X-Forwarded-For) in front of HAProxy.
      TRUSTED_PROXIES: "2",
    },
    log: options.log,
  });
  const names = new Map(cluster.instances.map((i) => [new URL(i.url).host, i.name]));
  const measureProcesses = () => measure(cluster);
  return {
    balanced: { name: "cluster via HAProxy", origin: cluster.url, bases: [cluster.url], measureProcesses },
    direct: {
      name: "cluster, straight to instances",
      origin: cluster.url,
      bases: cluster.instances.map((i) => i.url),
      measureProcesses,
      instanceName: (host) => names.get(host) ?? host,
    },
    stop: () => cluster.stop(),
  };
}
