// Realtime delivery benchmark: `npx tsx scripts/bench/realtime.ts` (exit 0 when the budgets are met).
//
// An embedded PostgreSQL in a temp dir, migrated; users in group conversations of 10 with a session
// each (realtime-seed.ts); the app with its realtime hub in this process (realtime-server.ts), which
// runs nothing else while messages flow: the client sockets live in child processes
// (realtime-clients.ts) and the messages are POSTed open-loop by another (realtime-sender.ts).
// Runs: 1,000 sockets (delivery p99 < 50 ms) and 5,000 sockets (p99 < 100 ms), both at 100 msg/s,
// nothing lost or duplicated; each table says where a message's time goes. Each run sends 5 s of
// messages first, not measured, so the figures are a running server's rather than its first
// seconds' (code not yet optimised, statements not yet planned on each connection).
//
// Then headroom, on the same instance: the bare line (the send path's SQL alone, realtime-bare.ts)
// and the capacity line (the highest rate sustained at 1,000 sockets within p99 < 100 ms,
// realtime-capacity.ts), with the machine's CPU figure (Lighthouse's benchmarkIndex), so runs on
// different machines read side by side.
//
// Then the same through three instances behind HAProxy (realtime-cluster.ts): on a small machine
// they share its cores with PostgreSQL, HAProxy and the bench's own clients, so they check that
// nothing is lost across instances rather than measure scale-out.
//
// Knobs (environment): BENCH_RATE (messages/s, 100), BENCH_SECONDS (20), BENCH_SOCKETS ("1000,5000"),
// BENCH_CAPACITY=0 to leave the headroom lines out, BENCH_CAPACITY_SECONDS (20) for each capacity
// step, BENCH_CLUSTER=0 to leave the cluster runs out.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { startBenchDatabase } from "./database.ts";
import { measureBareSends } from "./realtime-bare.ts";
import { CAPACITY_SOCKETS, findCapacity, judgeCapacity, printCapacity } from "./realtime-capacity.ts";
import { startClusterBench } from "./realtime-cluster.ts";
import { judge, printOutcome, printSummary, type Verdict } from "./realtime-report.ts";
import { runScenario, type ScenarioOutcome, type Target } from "./realtime-scenario.ts";
import { seedRealtimePeople } from "./realtime-seed.ts";
import { startProbedServer } from "./realtime-server.ts";
import { epochNow } from "./realtime-stats.ts";

const envInt = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : fallback;
};
const RATE = envInt("BENCH_RATE", 100);
const SECONDS = envInt("BENCH_SECONDS", 20);
const PARTICIPANTS = 10; // groups hold at most 10
/** Socket counts to run, each with its delivery p99 budget (decision 043). */
const BUDGETS: Record<number, number> = { 1000: 50, 5000: 100 };
const SOCKETS = (process.env.BENCH_SOCKETS ?? "1000,5000")
  .split(",")
  .map(Number)
  .filter((n) => n >= PARTICIPANTS);
const budgetFor = (sockets: number) => BUDGETS[sockets] ?? (sockets <= 1000 ? 50 : 100);
const GRACE_MS = 5_000;
const CAPACITY_SECONDS = envInt("BENCH_CAPACITY_SECONDS", 20);
const BARE_SECONDS = 10;
/** Hard stop for the whole run (about 5 minutes on an idle 2-core machine; far more under load). */
const WATCHDOG_MS = 20 * 60_000;

const began = epochNow();
const log = (text: string) =>
  console.log(`[${((epochNow() - began) / 1000).toFixed(1).padStart(5)} s] ${text}`);

const cleanups: (() => Promise<unknown> | unknown)[] = [];
async function teardown() {
  while (cleanups.length) {
    const step = cleanups.pop() as () => unknown;
    await Promise.resolve()
      .then(step)
      .catch((err) => console.error(`cleanup failed: ${(err as Error).message}`));
  }
}
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
  ["SIGHUP", 129],
] as const) {
  process.once(signal, () => void teardown().then(() => process.exit(code)));
}
setTimeout(() => {
  console.error(`realtime bench: watchdog, the run exceeded ${WATCHDOG_MS / 1000} s`);
  void teardown().then(() => process.exit(1));
}, WATCHDOG_MS).unref();

/**
 * Every socket is a file descriptor on both ends; with the clients in child processes the server's
 * own process still needs one per socket plus its pool. bench.mjs raises the soft limit to the
 * hard one (ulimit -n); this says so plainly when even that is too low.
 */
function checkOpenFileLimit(sockets: number) {
  const out = spawnSync(
    "prlimit",
    ["--pid", String(process.pid), "--nofile", "--output=SOFT", "--noheadings"],
    {
      encoding: "utf8",
    },
  );
  const soft = Number(out.stdout?.trim());
  if (Number.isFinite(soft) && soft > 0 && soft < sockets + 512) {
    throw new Error(
      `the open-file limit is ${soft}, too low for ${sockets} sockets: run \`ulimit -n ${sockets * 2}\` first (npm run bench does)`,
    );
  }
}

async function main(): Promise<number> {
  const most = Math.max(...SOCKETS, CAPACITY_SOCKETS);
  checkOpenFileLimit(most);
  // Measured before anything else runs: the machine's speed, as Lighthouse measures a device's.
  const machine = { benchmarkIndex: pageFunctions.computeBenchmarkIndex() };
  log(`machine CPU: Lighthouse benchmarkIndex ${machine.benchmarkIndex}`);
  const authSecret = randomBytes(32).toString("base64url");
  log("starting an embedded PostgreSQL in a temp directory");
  const bench = await startBenchDatabase();
  cleanups.push(() => bench.stop());
  const people = await seedRealtimePeople(bench.url, {
    conversations: Math.ceil(most / PARTICIPANTS),
    participants: PARTICIPANTS,
    authSecret,
  });
  log(`inserted ${most.toLocaleString("en-GB")} users with sessions, in groups of ${PARTICIPANTS}`);
  const server = await startProbedServer({
    databaseUrl: bench.url,
    dataDir: path.join(bench.dataDir, "app"),
    authSecret,
  });
  cleanups.push(() => server.stop());
  log(`app on ${server.base} with its realtime hub (pool of ${server.poolSize})`);
  const single: Target = {
    name: "single instance",
    origin: server.base,
    bases: [server.base],
    probed: server,
  };

  const runs: { title: string; budgetMs: number | null; outcome: ScenarioOutcome; verdict: Verdict }[] = [];
  const run = async (target: Target, sockets: number, budgetMs: number | null) => {
    const outcome = await runScenario(target, people, {
      conversations: sockets / PARTICIPANTS,
      rate: RATE,
      seconds: SECONDS,
      graceMs: GRACE_MS,
      log,
    });
    const title = `${target.name}, ${sockets.toLocaleString("en-GB")} sockets, ${RATE} msg/s for ${SECONDS} s`;
    const verdict = judge(outcome, budgetMs);
    printOutcome(title, outcome, verdict);
    runs.push({ title, budgetMs, outcome, verdict });
  };
  for (const sockets of SOCKETS) await run(single, sockets, budgetFor(sockets));
  let headroomPassed = true;
  if (process.env.BENCH_CAPACITY !== "0") {
    log(`bare line: the send path's SQL alone, ${server.poolSize} workers for ${BARE_SECONDS} s`);
    const bare = await measureBareSends(bench.url, people, {
      workers: server.poolSize,
      seconds: BARE_SECONDS,
      senderIds: (c) => people.userIds[c * PARTICIPANTS] as string,
    });
    const { steps, capacity } = await findCapacity((rate) =>
      runScenario(single, people, {
        conversations: CAPACITY_SOCKETS / PARTICIPANTS,
        rate,
        seconds: CAPACITY_SECONDS,
        graceMs: GRACE_MS,
        log,
      }),
    );
    const verdict = judgeCapacity(capacity, bare);
    printCapacity(bare, steps, verdict, machine);
    headroomPassed = verdict.passed;
  }
  await server.stop();

  if (process.env.BENCH_CLUSTER !== "0") {
    const cluster = await startClusterBench({
      databaseUrl: bench.url,
      dataDir: bench.dataDir,
      authSecret,
      log,
    });
    cleanups.push(() => cluster.stop());
    await run(cluster.direct, Math.min(...SOCKETS), null);
    for (const sockets of SOCKETS) await run(cluster.balanced, sockets, null);
  }
  printSummary(runs, machine);
  const passed = runs.every((r) => r.verdict.passed) && headroomPassed;
  console.log(passed ? "\nAll realtime budgets met." : "\nRealtime budget MISSED.");
  return passed ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`\nrealtime bench failed: ${(err as Error).stack ?? err}`);
} finally {
  await teardown();
  log(`done, cleaned up (exit ${code})`);
}
process.exit(code);
