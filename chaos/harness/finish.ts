// The common end of a message scenario: wait for convergence after the fault, check that live
// delivery works again, let pending sends settle, then count.
import type { ChaosClient } from "./client.ts";
import type { ScenarioContext } from "./context.ts";
import { type ScenarioResult, tally, uncleanFailures, waitForConvergence } from "./tally.ts";

/** How long the views get to take in the live probe before counting. */
const PROBE_SETTLE_MS = 10_000;

export async function finishMessageScenario(
  ctx: ScenarioContext,
  options: {
    clients: readonly ChaosClient[];
    conversationId: string;
    /** When the fault ended (the clock of "time to converge"). */
    faultEnd: number;
    boundMs: number;
    /** HTTP statuses a failed send may have had during this fault (always with the error contract). */
    allowedRefusals: readonly number[];
    /** Sends may get no answer at all (only when the fault takes the server down). */
    allowNoAnswer?: boolean;
    /** Send one more message after convergence and require it to arrive live everywhere. */
    probe: boolean;
    notes?: string[];
  },
): Promise<ScenarioResult> {
  const { clients, conversationId, faultEnd, boundMs } = options;
  const history = () => ctx.history(conversationId);
  const convergeMs = await waitForConvergence({ clients, history, since: faultEnd, boundMs });
  ctx.log(convergeMs === null ? "did not converge" : `converged after ${convergeMs} ms`);
  const problems: string[] = [];
  const [sender, ...others] = clients;
  if (options.probe && convergeMs !== null && sender) {
    const failed = await ctx.probeLive(sender, others);
    if (failed) problems.push(failed);
    await waitForConvergence({ clients, history, since: Date.now(), boundMs: PROBE_SETTLE_MS });
  }
  const unanswered = clients.reduce((n, c) => n + c.networkErrors, 0);
  if (unanswered > 0 && !options.allowNoAnswer)
    problems.push(`${unanswered} send attempt(s) got no answer while the server was up`);
  for (const c of clients) c.stopRetrying();
  await Promise.all(clients.flatMap((c) => c.sends.map((s) => s.settled)));
  const stored = (await history()) ?? [];
  const counts = tally(clients, stored);
  return {
    ...counts,
    convergeMs,
    boundMs,
    problems: [...counts.problems, ...problems, ...uncleanFailures(clients, options.allowedRefusals)],
    notes: options.notes ?? [],
  };
}
