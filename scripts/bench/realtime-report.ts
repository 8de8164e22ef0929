// The realtime bench's tables: one per run (budgets, deliveries, where the time goes) and one
// summary with every run side by side (single instance, cluster, per instance).
import os from "node:os";
import type { ScenarioOutcome } from "./realtime-scenario.ts";
import { int, ms, type Row, type Summary, summarise, table } from "./realtime-stats.ts";

/** The share of the offered rate the server must sustain (the load is open-loop). */
const MIN_RATE_SHARE = 0.95;

export interface Verdict {
  passed: boolean;
  rows: (Row | [string])[];
  delivery: Summary;
}

const mark = (pass: boolean) => (pass ? "ok" : "MISSED");
const pair = (s: Summary) => `${ms(s.p50)} / ${ms(s.p99)}`;

/**
 * The outcome against its budget: p99 under `budgetMs` at the offered rate, nothing lost,
 * duplicated or refused. Without a budget (the cluster runs, for comparison) only the last three count.
 */
export function judge(o: ScenarioOutcome, budgetMs: number | null): Verdict {
  const ok = o.sends.filter((s) => s.status === 201);
  const delivery = summarise(o.deliveries.map((d) => d.latencyMs));
  const post = summarise(o.sends.map((s) => s.end - s.start));
  const sendSeconds =
    (Math.max(...o.sends.map((s) => s.end)) - Math.min(...o.sends.map((s) => s.start))) / 1000;
  const sustained = ok.length / sendSeconds;
  const checks = {
    p99: budgetMs === null || delivery.p99 < budgetMs,
    lost: o.lost === 0,
    duplicated: o.duplicated === 0,
    sendErrors: ok.length === o.sends.length,
    rate: budgetMs === null || sustained >= o.rate * MIN_RATE_SHARE,
    misrouted: o.misrouted === 0,
  };
  const cpu = (cpuMs: number) => `${((cpuMs / o.wallMs) * 100).toFixed(0)} %`;
  const rows: (Row | [string])[] = [
    ["metric", "value", "budget", "verdict"],
    ["-- load"],
    [
      "sockets (subscribed), conversations × participants",
      `${int(o.sockets)}, ${o.conversations} × ${o.participants}`,
    ],
    ["messages sent (201)", `${int(ok.length)} / ${int(o.sends.length)}`, "all", mark(checks.sendErrors)],
    ...(checks.sendErrors ? [] : ([["refused, by status (-1: transport error)", refusals(o)]] as Row[])),
    [
      "sustained send rate",
      `${sustained.toFixed(1)} msg/s`,
      `>= ${(o.rate * MIN_RATE_SHARE).toFixed(0)} msg/s`,
      mark(checks.rate),
    ],
    ["-- deliveries (message_created, per recipient, sender included)"],
    ["expected / received", `${int(o.expected)} / ${int(o.deliveries.length)}`],
    ["lost (not in within the grace period)", int(o.lost), "= 0", mark(checks.lost)],
    ["duplicated (same id twice on a socket)", int(o.duplicated), "= 0", mark(checks.duplicated)],
    ["misrouted", int(o.misrouted), "= 0", mark(checks.misrouted)],
    ["socket errors / unexpected closes", `${o.serverErrors} / ${o.unexpectedCloses}`],
    ["-- latency"],
    ["delivery (receive − POST start) p50", ms(delivery.p50)],
    ["delivery p95", ms(delivery.p95)],
    [
      "delivery p99",
      ms(delivery.p99),
      budgetMs === null ? "" : `< ${budgetMs} ms`,
      budgetMs === null ? "" : mark(checks.p99),
    ],
    ["delivery max", ms(delivery.max)],
    ["POST answered p50 / p99", pair(post)],
    ...breakdown(o),
    ["-- processes (CPU during the send phase, share of one core)"],
    ...(o.probes
      ? ([
          ["server process", cpu(o.probes.cpuMs)],
          ["server CPU per message sent", cpuPerMessage(o)],
          ["server event-loop delay p99", ms(o.probes.loopDelayP99Ms)],
        ] as Row[])
      : []),
    ...(o.processes ?? []).map((p): Row => [p.name, cpu(p.cpuMs)]),
    ["client processes (all) / sender", `${cpu(o.clientCpuMs)} / ${cpu(o.senderCpuMs)}`],
    ["sender schedule lag max", ms(o.maxScheduleLagMs)],
    [
      `machine load (1 min), ${os.availableParallelism()} CPUs`,
      `${o.loadBefore.toFixed(1)} → ${o.loadAfter.toFixed(1)}`,
    ],
  ];
  return { passed: Object.values(checks).every(Boolean), rows, delivery };
}

/** The server process's CPU over the send phase, per message sent: what the app costs, whatever the machine. */
export function cpuPerMessage(o: ScenarioOutcome): string {
  return o.probes ? ms(o.probes.cpuMs / Math.max(1, o.sends.length), 2) : "";
}

function refusals(o: ScenarioOutcome): string {
  const by = new Map<number, number>();
  for (const s of o.sends) if (s.status !== 201) by.set(s.status, (by.get(s.status) ?? 0) + 1);
  return [...by].map(([status, n]) => `${status}: ${n}`).join(", ");
}

/** Where a message's time goes, from the probes of a single instance (a cluster has none). */
function breakdown(o: ScenarioOutcome): (Row | [string])[] {
  const p = o.probes;
  if (!p) return perInstance(o);
  const startOf = new Map(o.sends.map((s) => [s.id, s.start]));
  const toHub: number[] = [];
  const inHub: number[] = [];
  for (const [id, at] of p.hubAt) {
    const start = startOf.get(id);
    if (start !== undefined) toHub.push(at.bus - start);
    inHub.push(at.done - at.bus);
  }
  const wire = o.deliveries.flatMap((d) => {
    const at = p.hubAt.get(d.id);
    return at ? [d.at - at.done] : [];
  });
  return [
    ["-- where the time goes (p50 / p99)"],
    ["rate-limit check (one upsert of both counters)", pair(summarise(p.rateLimitMs))],
    ["send statement (checks, insert, jobs, commit; NOTIFY after)", pair(summarise(p.sendMs))],
    ["POST start → event at hub (all of the above + the bus)", pair(summarise(toHub))],
    ["hub: wait for its pass + membership check + write", pair(summarise(inHub))],
    ["hub written → client process has it", pair(summarise(wire))],
    ["database round trips per message (all connections)", (p.roundTrips / o.sends.length).toFixed(1)],
    [`app pool waiters avg / max`, `${p.poolWaitingAvg.toFixed(1)} / ${p.poolWaitingMax}`],
    ["hub backlog max (bus events queued)", int(p.hubBacklogMax)],
  ];
}

function perInstance(o: ScenarioOutcome): (Row | [string])[] {
  const by = new Map<string, number[]>();
  for (const d of o.deliveries) {
    const list = by.get(d.instance) ?? [];
    list.push(d.latencyMs);
    by.set(d.instance, list);
  }
  return [
    ["-- per instance holding the socket: deliveries, p50 / p99"],
    ...[...by.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([instance, values]): Row => [instance, `${int(values.length)}, ${pair(summarise(values))}`]),
  ];
}

export function printOutcome(title: string, o: ScenarioOutcome, verdict: Verdict) {
  console.log();
  console.log(table(title, verdict.rows));
  if (o.lostSamples.length) console.log(`lost, e.g.: ${o.lostSamples.join(", ")}`);
}

/** Every run in one table, so single-instance and cluster figures read side by side. */
export function printSummary(
  runs: { title: string; budgetMs: number | null; outcome: ScenarioOutcome; verdict: Verdict }[],
  machine: { benchmarkIndex: number },
) {
  const rows: Row[] = [
    ["run", "sockets | p50 | p99 | lost | dup", "budget", "verdict"],
    ...runs.map(
      ({ title, budgetMs, outcome, verdict }): Row => [
        title,
        `${int(outcome.sockets)} | ${ms(verdict.delivery.p50)} | ${ms(verdict.delivery.p99)} | ${outcome.lost} | ${outcome.duplicated}`,
        budgetMs === null ? "none lost" : `p99 < ${budgetMs} ms`,
        mark(verdict.passed),
      ],
    ),
  ];
  console.log();
  console.log(
    table(
      `Realtime delivery, every run (machine: benchmarkIndex ${machine.benchmarkIndex}, ${os.availableParallelism()} CPUs)`,
      rows,
    ),
  );
  const clusterRuns = runs.filter((r) => !r.outcome.probes);
  if (clusterRuns.length > 0) {
    const instances = new Set(clusterRuns.flatMap((r) => r.outcome.deliveries.map((d) => d.instance))).size;
    console.log(
      `The cluster runs put ${instances} instances, PostgreSQL, HAProxy and the bench's clients on ` +
        `${os.availableParallelism()} CPUs: they measure contention, not scale-out, and check that nothing ` +
        `is lost across instances. Per instance: ${clusterRuns
          .map((r) => `${(r.outcome.rate / Math.max(1, instances)).toFixed(0)} msg/s`)
          .join(", ")}.`,
    );
  }
}
