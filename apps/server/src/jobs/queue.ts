import { and, gt, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { jobs } from "../db/schema.ts";

// The PostgreSQL job queue of decision 003: a row per job in `jobs`, claimed by any instance's
// worker (worker.ts). Enqueue inside the transaction that makes the job necessary, so the job
// exists exactly when that change commits.

export type JobPayload = Record<string, unknown>;

export interface EnqueueOptions {
  /** When the job becomes due, on the app's clock (deps.clock), never the machine's. */
  runAt: Date;
  /** A job that must exist once (one reminder per deal, one run per period): repeats are ignored. */
  uniqueKey?: string;
  maxAttempts?: number;
}

/** Adds a job; false when a job with the same unique key already exists (done or not). */
export async function enqueue(
  tx: Tx,
  name: string,
  payload: JobPayload,
  options: EnqueueOptions,
): Promise<boolean> {
  const inserted = await tx
    .insert(jobs)
    .values({
      name,
      payload,
      runAt: options.runAt,
      uniqueKey: options.uniqueKey ?? null,
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: jobs.uniqueKey })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

/**
 * The test clock's reset (decision 008) takes "now" back by `offsetMs`: every pending job that is
 * not yet due in real time was scheduled on the moved clock, so it moves back by the same amount.
 * A job that was due on the moved clock becomes due now, and one set for "in 30 minutes" stays 30
 * minutes ahead, instead of both waiting for the moved date to come round.
 */
export async function moveQueuedJobsBack(db: Db, offsetMs: number, realNow: Date): Promise<void> {
  if (offsetMs <= 0) return;
  await db
    .update(jobs)
    .set({ runAt: sql`${jobs.runAt} - make_interval(secs => ${offsetMs / 1000})` })
    .where(and(isNull(jobs.doneAt), isNull(jobs.deadAt), gt(jobs.runAt, realNow)));
}
