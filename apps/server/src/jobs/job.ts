import type { AppDeps } from "../app-deps.ts";
import type { JobPayload } from "./queue.ts";

// The contract between the worker and the jobs it runs. Jobs import these types from here, never
// from worker.ts, so the registry (handlers.ts) can list the jobs without an import loop.

export type JobDeps = Pick<AppDeps, "database" | "clock" | "log"> & Partial<AppDeps>;

export interface JobContext {
  deps: JobDeps;
  payload: JobPayload;
  job: { id: number; name: string; attempt: number };
  /** The clock's time when the job was claimed. */
  now: Date;
}

/** Must be safe to run twice: a lease can run out mid-job, or an instance can die after the work. */
export type JobHandler = (context: JobContext) => Promise<void>;
