import type { Tx } from "../db/client.ts";
import { DAILY_DIGEST } from "../features/email-notifications/daily-digest.ts";
import { NOTIFICATION_EMAILS } from "../features/email-notifications/notification-email-job.ts";
import { LANDLORD_RESPONSE_TIMES } from "../features/landlord-trust/response-times-job.ts";
import { VERIFICATION_RETENTION } from "../features/landlord-trust/verification-retention-job.ts";
import { ADVERT_FACTS } from "../features/properties/listings/advert-facts-job.ts";
import { LISTING_AVAILABILITY } from "../features/properties/listings/listing-availability-job.ts";
import { PUSH_NOTIFICATIONS } from "../features/push/notification-push.ts";
import { PRUNE_RATE_LIMITS } from "../rate-limits/prune-rate-limits.ts";
import { EXPIRE_LISTINGS } from "./expire-listings.ts";
import { PRUNE_JOBS } from "./prune-jobs.ts";
import { enqueue } from "./queue.ts";

// Periodic work on the job queue. Each run is a job whose unique key names its period
// ("expire-listings@2026-05-01T10:10:00.000Z"), so however many instances schedule a period,
// it exists and runs once. A finished run enqueues the next period; every worker also makes sure
// the current period exists, which starts the chain on first boot and mends it if a run gave up.

export interface RecurringJob {
  name: string;
  everyMs: number;
}

export const RECURRING_JOBS: readonly RecurringJob[] = [
  { name: EXPIRE_LISTINGS, everyMs: 10 * 60_000 },
  { name: ADVERT_FACTS, everyMs: 60 * 60_000 },
  { name: LISTING_AVAILABILITY, everyMs: 60 * 60_000 },
  { name: LANDLORD_RESPONSE_TIMES, everyMs: 60 * 60_000 },
  { name: VERIFICATION_RETENTION, everyMs: 60 * 60_000 },
  { name: PRUNE_JOBS, everyMs: 24 * 60 * 60_000 },
  { name: PRUNE_RATE_LIMITS, everyMs: 15 * 60_000 },
  { name: NOTIFICATION_EMAILS, everyMs: 60_000 },
  { name: PUSH_NOTIFICATIONS, everyMs: 60_000 },
  // Hourly: the run at 07:00 London time sends the digests (digest-time.ts, DST included).
  { name: DAILY_DIGEST, everyMs: 60 * 60_000 },
];

export function recurringJob(name: string): RecurringJob | undefined {
  return RECURRING_JOBS.find((job) => job.name === name);
}

function periodStart(at: Date, everyMs: number): Date {
  return new Date(Math.floor(at.getTime() / everyMs) * everyMs);
}

/** A run that keeps failing is soon overtaken by the next period's; three tries, then it is dead. */
const RECURRING_MAX_ATTEMPTS = 3;

function enqueuePeriod(tx: Tx, job: RecurringJob, start: Date): Promise<boolean> {
  return enqueue(
    tx,
    job.name,
    {},
    { runAt: start, uniqueKey: `${job.name}@${start.toISOString()}`, maxAttempts: RECURRING_MAX_ATTEMPTS },
  );
}

/** Makes sure the period containing `now` has its job (due at once if it has not run yet). */
export async function scheduleCurrentPeriods(
  tx: Tx,
  now: Date,
  jobs: readonly RecurringJob[] = RECURRING_JOBS,
) {
  for (const job of jobs) await enqueuePeriod(tx, job, periodStart(now, job.everyMs));
}

/**
 * After a run: the period following `now`. Computed from now rather than from the finished run's
 * own period, so after downtime (or a test clock jump) the schedule resumes instead of replaying
 * every missed period.
 */
export async function scheduleNextPeriod(tx: Tx, job: RecurringJob, now: Date): Promise<void> {
  await enqueuePeriod(tx, job, new Date(periodStart(now, job.everyMs).getTime() + job.everyMs));
}

/**
 * The worker's per-tick scheduling, remembering which periods this instance already ensured so a
 * tick costs no query until a new period starts.
 */
export function createRecurringScheduler(jobs: readonly RecurringJob[] = RECURRING_JOBS) {
  const ensured = new Map<string, number>();
  return async (tx: Tx, now: Date) => {
    for (const job of jobs) {
      const start = periodStart(now, job.everyMs).getTime();
      if (ensured.get(job.name) === start) continue;
      await enqueuePeriod(tx, job, new Date(start));
      ensured.set(job.name, start);
    }
  };
}
