import { advertFactsJob } from "../../apps/server/src/features/properties/listings/advert-facts-job.ts";
import { listingAvailabilityJob } from "../../apps/server/src/features/properties/listings/listing-availability-job.ts";
import type { JobDeps } from "../../apps/server/src/jobs/job.ts";

// The recurring listing checks (decisions 056 and 058) over every listing of the bench: the bench's
// listings lack their key facts and most were published weeks ago, as every listing did the day
// those rules began, so each run asks about tens of thousands of listings at once. Budget: each run
// completes, under the same statement timeout as the app's, with one email job per owner.

const CHECKS = [
  { name: "advert-facts", run: advertFactsJob },
  { name: "listing-availability", run: listingAvailabilityJob },
] as const;

export interface ListingCheckRun {
  name: string;
  ms: number;
  emailJobs: number;
  error?: string;
}

export async function measureListingChecks(deps: JobDeps): Promise<ListingCheckRun[]> {
  const { pool } = deps.database;
  const runs: ListingCheckRun[] = [];
  for (const check of CHECKS) {
    const jobsBefore = await countJobs(pool);
    const started = performance.now();
    let error: string | undefined;
    try {
      await check.run({ deps, payload: {}, job: { id: 0, name: check.name, attempt: 1 }, now: new Date() });
    } catch (err) {
      const cause = (err as { cause?: unknown }).cause;
      error = String(cause instanceof Error ? cause.message : (err as Error).message).slice(0, 200);
    }
    const ms = performance.now() - started;
    runs.push({
      name: check.name,
      ms,
      emailJobs: (await countJobs(pool)) - jobsBefore,
      ...(error && { error }),
    });
  }
  return runs;
}

async function countJobs(pool: JobDeps["database"]["pool"]): Promise<number> {
  const { rows } = await pool.query<{ n: number }>("select count(*)::int as n from jobs");
  return rows[0]?.n ?? 0;
}

export const listingChecksSummary = (runs: readonly ListingCheckRun[]) =>
  runs
    .map(
      (r) =>
        `Listing check ${r.name}: ${r.error ? `FAILED (${r.error})` : "completed"} in ${(r.ms / 1000).toFixed(1)} s, ${r.emailJobs.toLocaleString("en-GB")} email jobs`,
    )
    .join("\n");

export const listingChecksProblems = (runs: readonly ListingCheckRun[]) =>
  runs.filter((r) => r.error).map((r) => `listing check ${r.name} failed: ${r.error}`);
