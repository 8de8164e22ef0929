// The search lines against three instances behind HAProxy (cluster/cluster.ts) on the same 100,000
// listings, beside the single-instance figures (decision 047). Every instance holds its
// own search index, caught up with PostgreSQL before each search. No budget: on 2 cores the three
// instances, HAProxy, PostgreSQL and the load generator share the CPU, so the figures say what a
// balancer and more instances cost and that nothing fails, not how far the cluster scales.
import path from "node:path";
import { startCluster } from "../../cluster/cluster.ts";
import { type LoadOptions, measureHttp } from "./measure.ts";
import type { Line } from "./ratios.ts";
import { cpuMsOf } from "./realtime-cluster.ts";

export interface ClusterSearchOptions {
  databaseUrl: string;
  dataDir: string;
  authSecret: string;
  load: LoadOptions;
  warmup: LoadOptions;
  /** The single-instance lines' names and streams, in the order to run them. */
  mixes: readonly { name: string; paths: readonly string[]; single: Line }[];
  log: (line: string) => void;
}

export async function measureSearchOnCluster(options: ClusterSearchOptions): Promise<Line[]> {
  const { log, load, warmup } = options;
  const cluster = await startCluster({
    databaseUrl: options.databaseUrl,
    dataDir: path.join(options.dataDir, "search-cluster"),
    env: { AUTH_SECRET: options.authSecret, LOG_LEVEL: "warn" },
    log,
  });
  try {
    const lines: Line[] = [];
    for (const mix of options.mixes) {
      // The first searches wait for each instance's index to load; the warm-up takes them.
      await measureHttp("warm-up", { base: cluster.url, paths: mix.paths.slice(-5000) }, warmup);
      const pids = [...cluster.instances.map((i) => i.pid), cluster.balancerPid];
      const before = pids.map(cpuMsOf);
      const m = await measureHttp(mix.name, { base: cluster.url, paths: mix.paths }, load);
      const cpu = pids.map((pid, i) => (cpuMsOf(pid) - (before[i] as number)) / 1000 / load.durationSec);
      const instancesCpu = cpu.slice(0, -1).map((c) => `${Math.round(c * 100)}%`);
      const balancerCpu = `${Math.round((cpu.at(-1) ?? 0) * 100)}%`;
      log(
        `${mix.name.trim()}: ${Math.round(m.rps)} req/s (${Math.round(m.rps / cluster.instances.length)} per instance; one instance alone: ${Math.round(mix.single.rps)}), CPU of a core: instances ${instancesCpu.join(" / ")}, HAProxy ${balancerCpu}`,
      );
      lines.push(m);
      // HAProxy hides an instance that dies: the others answer for it.
      const crashed = cluster.instances.filter((instance) => instance.crashed);
      if (crashed.length)
        throw new Error(
          `${crashed.map((i) => i.name).join(", ")} ended during the cluster lines:\n${crashed.map((i) => i.output.slice(-10).join("\n")).join("\n")}`,
        );
    }
    return lines;
  } finally {
    await cluster.stop();
  }
}
