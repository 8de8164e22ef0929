// Runs scenarios one after another on one PostgreSQL started for the run: each scenario gets its
// own database, directory, servers and clients, a time bound, and PostgreSQL back up afterwards
// whatever it did to it. A scenario that throws or overruns becomes a failed row, never a hang.
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Scenario, ScenarioContext } from "./context.ts";
import { ChaosPostgres } from "./postgres.ts";
import { passed, type ScenarioResult } from "./tally.ts";

export interface ScenarioOutcome {
  scenario: Scenario;
  /** Null when the scenario failed before it could count (an error, or its time bound). */
  result: ScenarioResult | null;
  error: string | null;
  passed: boolean;
  ms: number;
}

export async function runScenarios(
  scenarios: readonly Scenario[],
  log: (line: string) => void = () => {},
): Promise<{ outcomes: ScenarioOutcome[]; keptDir: string | null }> {
  const root = mkdtempSync(path.join(os.tmpdir(), "roost-chaos-"));
  // Run as root, PostgreSQL runs as the "postgres" user, who must be able to pass through.
  chmodSync(root, 0o711);
  let current: ScenarioContext | null = null;
  let postgres: ChaosPostgres | null = null;
  // An interrupted run (Ctrl-C, a test runner giving up) must not leave processes behind.
  const killAll = () => {
    current?.killNow();
    postgres?.killNow();
  };
  process.once("exit", killAll);
  const outcomes: ScenarioOutcome[] = [];
  try {
    log(`PostgreSQL for the run in ${root}`);
    postgres = await ChaosPostgres.start(path.join(root, "postgres"));
    for (const scenario of scenarios) {
      const dir = path.join(root, scenario.name);
      mkdirSync(dir, { recursive: true });
      const ctx = new ScenarioContext(postgres, dir, (line) => log(`[${scenario.name}] ${line}`));
      current = ctx;
      log(`[${scenario.name}] ${scenario.title}`);
      const started = Date.now();
      let result: ScenarioResult | null = null;
      let error: string | null = null;
      try {
        result = await withTimeout(scenario.run(ctx), scenario.timeoutMs);
        result.problems.push(...ctx.crashes());
      } catch (e) {
        error = [e instanceof Error ? e.message : String(e), ...ctx.crashes()].join("\n");
      } finally {
        await ctx.cleanup().catch(() => ctx.killNow());
        await postgres.start();
        current = null;
      }
      const ok = result !== null && error === null && passed(result);
      if (!ok) log(`[${scenario.name}] failed; server logs kept in ${dir}`);
      outcomes.push({ scenario, result, error, passed: ok, ms: Date.now() - started });
    }
  } finally {
    await postgres?.stop();
    process.off("exit", killAll);
  }
  // Logs of a failed run stay for a look; a clean run leaves nothing behind.
  const failed = outcomes.some((o) => !o.passed) || outcomes.length < scenarios.length;
  if (!failed) rmSync(root, { recursive: true, force: true });
  return { outcomes, keptDir: failed ? root : null };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`did not finish within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, bound]).finally(() => clearTimeout(timer));
}
