// The server's test clock (TEST_CLOCK=true, decision 008) as the mail scenarios drive it: jobs
// fall due on that clock, so a day of retries passes in seconds. It lives in the server's memory
// and starts again from the real time when the server restarts.
import type { ChaosClient } from "./client.ts";
import type { ScenarioContext } from "./context.ts";
import { waitFor } from "./ports.ts";

/** Moves the clock forward; returns the server's new "now". */
export async function advanceClock(client: ChaosClient, minutes: number): Promise<Date> {
  const { now } = await client.must<{ now: string }>("POST", "/api/dev/clock/advance", { minutes });
  return new Date(now);
}

/**
 * Waits (up to 15 s) until the worker has claimed every job due at `now`: then each has run or is
 * running, and moving the clock again cannot skip an attempt.
 */
export async function settleJobs(ctx: ScenarioContext, now: Date): Promise<void> {
  await waitFor(async () => {
    const [row] = await ctx.query<{ n: number }>(
      `select count(*)::int as n from jobs
       where done_at is null and dead_at is null and attempts < max_attempts and run_at <= $1
         and (locked_until is null or locked_until <= $1)`,
      [now],
    );
    return row?.n === 0;
  }, 15_000);
}

/** Moves the clock past every lease a killed server left on its jobs, so they are claimed again. */
export async function advancePastLeases(ctx: ScenarioContext, client: ChaosClient): Promise<void> {
  const [lease] = await ctx.query<{ until: Date | null }>(
    "select max(locked_until) as until from jobs where done_at is null and dead_at is null",
  );
  const { now } = await client.must<{ now: string }>("GET", "/api/dev/clock");
  const ms = (lease?.until?.getTime() ?? 0) - new Date(now).getTime();
  if (ms >= 0) await advanceClock(client, Math.ceil(ms / 60_000) + 1);
}
