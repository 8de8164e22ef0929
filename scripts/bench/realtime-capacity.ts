// The realtime bench's "capacity" line: the highest message rate one instance sustains at 1,000
// sockets within the delivery budget with nothing lost, found by stepping the rate up, and read as
// a share of the bare line (what PostgreSQL alone does of the send path, realtime-bare.ts). A
// budget in milliseconds passes or fails with the machine; this share is what the app's own cost
// decides.
import type { BareOutcome } from "./realtime-bare.ts";
import { cpuPerMessage, judge } from "./realtime-report.ts";
import type { ScenarioOutcome } from "./realtime-scenario.ts";
import { int, ms, type Row, table } from "./realtime-stats.ts";

/** The rates tried, in messages a second, until one misses. */
export const CAPACITY_RATES = [100, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 2000];
export const CAPACITY_SOCKETS = 1_000;
export const CAPACITY_P99_MS = 100;
/** Capacity must reach this share of the bare line, or CAPACITY_FLOOR messages a second, whichever is lower. */
const CAPACITY_SHARE = 0.4;
const CAPACITY_FLOOR = 300;

export interface CapacityStep {
  rate: number;
  passed: boolean;
  outcome: ScenarioOutcome;
}

/** Steps the rate up with `runAt` until a step misses; every step's outcome is kept for the table. */
export async function findCapacity(
  runAt: (rate: number) => Promise<ScenarioOutcome>,
): Promise<{ steps: CapacityStep[]; capacity: number }> {
  const steps: CapacityStep[] = [];
  let capacity = 0;
  for (const rate of CAPACITY_RATES) {
    const outcome = await runAt(rate);
    const passed = judge(outcome, CAPACITY_P99_MS).passed;
    steps.push({ rate, passed, outcome });
    if (!passed) break;
    capacity = rate;
  }
  return { steps, capacity };
}

export interface CapacityVerdict {
  passed: boolean;
  capacity: number;
  budget: number;
  share: number;
}

export function judgeCapacity(capacity: number, bare: BareOutcome): CapacityVerdict {
  const budget = Math.min(CAPACITY_SHARE * bare.perSecond, CAPACITY_FLOOR);
  return { passed: capacity >= budget, capacity, budget, share: capacity / bare.perSecond };
}

export function printCapacity(
  bare: BareOutcome,
  steps: CapacityStep[],
  verdict: CapacityVerdict,
  machine: { benchmarkIndex: number },
) {
  const rows: Row[] = [
    ["rate (msg/s)", "sent (201) | p50 | p99 | lost", "server CPU per message", "verdict"],
    ...steps.map(({ rate, passed, outcome: o }): Row => {
      const ok = o.sends.filter((s) => s.status === 201).length;
      const { delivery } = judge(o, CAPACITY_P99_MS);
      return [
        int(rate),
        `${int(ok)} / ${int(o.sends.length)} | ${ms(delivery.p50)} | ${ms(delivery.p99)} | ${o.lost}`,
        cpuPerMessage(o),
        passed ? "ok" : "missed",
      ];
    }),
  ];
  console.log();
  console.log(
    table(
      `Capacity: one instance, ${int(CAPACITY_SOCKETS)} sockets, each rate for its seconds, p99 < ${CAPACITY_P99_MS} ms and none lost`,
      rows,
    ),
  );
  const summary: Row[] = [
    ["line", "value", "budget", "verdict"],
    ["machine CPU (Lighthouse's benchmarkIndex)", String(machine.benchmarkIndex)],
    [
      `bare: the send path's SQL alone, ${bare.workers} workers (the app's pool), committed`,
      `${bare.perSecond.toFixed(0)} msg/s`,
    ],
    [
      "capacity: the highest rate sustained within the budget",
      `${int(verdict.capacity)} msg/s (${(verdict.share * 100).toFixed(0)} % of bare)`,
      `>= ${verdict.budget.toFixed(0)} msg/s (${CAPACITY_SHARE * 100} % of bare, at most ${CAPACITY_FLOOR})`,
      verdict.passed ? "ok" : "MISSED",
    ],
  ];
  console.log();
  console.log(table("Realtime headroom", summary));
}
