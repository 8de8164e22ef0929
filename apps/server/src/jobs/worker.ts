import { type SQL, sql } from "drizzle-orm";
import { buryAbandonedJobs, buryJob } from "./dead-jobs.ts";
import { JOB_HANDLERS, SLOW_JOBS } from "./handlers.ts";
import type { JobDeps, JobHandler } from "./job.ts";
import type { JobPayload } from "./queue.ts";
import { createRecurringScheduler, recurringJob, scheduleNextPeriod } from "./recurring.ts";

// Runs due jobs from the `jobs` table (decision 003). Any number of instances may run a worker:
// a job is claimed with FOR UPDATE SKIP LOCKED and leased for LEASE_MS, so each due job runs on
// one instance at a time, and a job whose instance died is picked up again once its lease ends.
// All times come from deps.clock, so tests (and the end-to-end test clock) control due-ness.

export const LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 10;
/** Bounds one runDueJobs call, so a job that keeps enqueueing due work cannot hold the loop. */
const MAX_BATCHES_PER_RUN = 20;
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 2 * 60 * 60_000;
const ERROR_MAX_LENGTH = 2000;

/**
 * Which jobs a worker loop claims. The worker runs two loops: "slow" for jobs that take seconds
 * each (encoding images, SLOW_JOBS) and "quick" for the rest, so a backlog of slow work, such as
 * the start-up backfill of photo variants, never holds an email or an expiry back behind it.
 * Tests run "all".
 */
export type JobLane = "all" | "quick" | "slow";

interface LaneOptions {
  handlers?: Readonly<Record<string, JobHandler>>;
  lane?: JobLane;
  /** The names the slow lane takes; tests choose their own. */
  slowJobs?: readonly string[];
}

function laneCondition(lane: JobLane, slowJobs: readonly string[]) {
  if (lane === "all" || slowJobs.length === 0) return lane === "slow" ? sql`false` : sql`true`;
  // drizzle binds an array as a parenthesised list of parameters.
  return lane === "slow" ? sql`name in ${slowJobs}` : sql`name not in ${slowJobs}`;
}

interface ClaimedJob {
  id: number;
  name: string;
  payload: JobPayload;
  attempts: number;
  max_attempts: number;
}

/**
 * 30 s, 1 min, 2 min, ... capped at two hours: quick recovery from blips, no hammering during
 * outages. With the default 24 attempts (schema) a job keeps trying for about 32 hours, so a mail
 * server that is down for a whole day loses nothing (decision 019).
 */
export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(attempt - 1, 0), RETRY_MAX_MS);
}

async function claimDueJobs(deps: JobDeps, now: Date, limit: number, inLane: SQL): Promise<ClaimedJob[]> {
  // The attempt is counted at claim time, so a job that crashes its instance still runs out of tries.
  const result = await deps.database.db.execute(sql`
    update jobs set attempts = jobs.attempts + 1, locked_until = ${new Date(now.getTime() + LEASE_MS)}
    from (
      select id from jobs
      where done_at is null
        and run_at <= ${now}
        and dead_at is null
        and attempts < max_attempts
        and (locked_until is null or locked_until <= ${now})
        and ${inLane}
      order by run_at, id
      limit ${limit}
      for update skip locked
    ) as due
    where jobs.id = due.id
    returning jobs.id, jobs.name, jobs.payload, jobs.attempts, jobs.max_attempts`);
  return (result.rows as unknown as ClaimedJob[]).map((row) => ({ ...row, id: Number(row.id) }));
}

async function runOne(deps: JobDeps, job: ClaimedJob, handlers: Readonly<Record<string, JobHandler>>) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const log = deps.log.child({ job: job.name, jobId: job.id, attempt: job.attempts });
  try {
    const handler = handlers[job.name];
    // Unknown names fail and retry: a newer instance in a rolling deploy may know them.
    if (!handler) throw new Error(`No handler for job "${job.name}"`);
    await handler({
      deps,
      payload: job.payload,
      job: { id: job.id, name: job.name, attempt: job.attempts },
      now,
    });
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`update jobs set done_at = ${deps.clock.now()}, locked_until = null where id = ${job.id}`,
      );
      const recurring = recurringJob(job.name);
      if (recurring) await scheduleNextPeriod(tx, recurring, deps.clock.now());
    });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH);
    if (job.attempts >= job.max_attempts) {
      await buryJob(db, job, message, deps.clock.now());
      log.error({ err: error }, "job failed for the last time; it is dead until `npm run jobs -- retry`");
      return;
    }
    const retryAt = new Date(deps.clock.now().getTime() + retryDelayMs(job.attempts));
    await db.execute(
      sql`update jobs set last_error = ${message}, locked_until = null, run_at = ${retryAt} where id = ${job.id}`,
    );
    log.warn({ err: error, retryAt }, "job failed; will retry");
  }
}

/**
 * Runs every job that is due now, batch by batch; returns how many were run. The worker loop
 * calls it each tick; tests call it directly after moving the test clock.
 */
export async function runDueJobs(
  deps: JobDeps,
  { handlers = JOB_HANDLERS, lane = "all", slowJobs = SLOW_JOBS }: LaneOptions = {},
): Promise<number> {
  const inLane = laneCondition(lane, slowJobs);
  const buried = await buryAbandonedJobs(deps.database.db, deps.clock.now());
  if (buried > 0) deps.log.error({ count: buried }, "jobs abandoned on their last attempt are dead");
  let ran = 0;
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
    const claimed = await claimDueJobs(deps, deps.clock.now(), BATCH_SIZE, inLane);
    for (const job of claimed) await runOne(deps, job, handlers);
    ran += claimed.length;
    if (claimed.length < BATCH_SIZE) break;
  }
  return ran;
}

/**
 * Polls for due jobs every `intervalMs` until stopped, in two loops (the quick and the slow lane,
 * see JobLane). stop() waits for the jobs in progress, so a shutdown never abandons work halfway
 * (an abandoned lease would delay it by LEASE_MS).
 */
export function startJobWorker(
  deps: JobDeps,
  { intervalMs = 1000, ...options }: { intervalMs?: number } & Omit<LaneOptions, "lane"> = {},
): { stop(): Promise<void> } {
  const scheduleRecurring = createRecurringScheduler();
  const loops = [
    pollLane(deps, intervalMs, async () => {
      await scheduleRecurring(deps.database.db, deps.clock.now());
      await runDueJobs(deps, { ...options, lane: "quick" });
    }),
    pollLane(deps, intervalMs, () => runDueJobs(deps, { ...options, lane: "slow" })),
  ];
  return {
    async stop() {
      await Promise.all(loops.map((loop) => loop.stop()));
    },
  };
}

function pollLane(deps: JobDeps, intervalMs: number, work: () => Promise<unknown>) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | null = null;

  const tick = async () => {
    try {
      await work();
    } catch (error) {
      // A database blip must not kill the loop; the next tick tries again.
      deps.log.error({ err: error }, "job worker tick failed");
    }
  };
  const loop = () => {
    if (stopped) return;
    current = tick().finally(() => {
      current = null;
      if (!stopped) {
        timer = setTimeout(loop, intervalMs);
        timer.unref();
      }
    });
  };
  loop();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
