import { toSingleLine } from "@roost/shared/domain/text-safety.ts";
import type { OperatorContext } from "../lib/cli-database.ts";
import { listDeadJobs, retryDeadJob } from "./dead-jobs.ts";

export const USAGE = `Usage: npm run jobs -- <command> [id]

Commands:
  dead        List the jobs that used up their retries (decision 019), oldest first:
              id, kind, when it died, attempts, last error
  retry ID    Put a dead job back in the queue with a fresh set of attempts, due now.
              It is the same job: a mail it sends still goes out at most once.

It uses the server's own configuration: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR
(the running server's, when one is up).

Exit codes: 0 done, 1 failed (unknown id, configuration, database), 2 wrong usage.`;

/** Parses and runs one command; returns the process exit code. */
export async function runJobsCli(argv: readonly string[], ctx: OperatorContext): Promise<number> {
  const [command, id, ...rest] = argv;
  if (command === "help" || command === "--help" || command === "-h") {
    ctx.out(USAGE);
    return 0;
  }
  if (command === "dead" && id === undefined) {
    const dead = await listDeadJobs(ctx.db);
    if (dead.length === 0) ctx.out("No dead jobs.");
    for (const job of dead)
      ctx.out(
        `#${job.id}  ${job.name}  died ${job.deadAt.toISOString()} after ${job.attempts} attempts` +
          `  (queued ${job.createdAt.toISOString()})\n    ${toSingleLine(job.lastError ?? "no error recorded")}`,
      );
    if (dead.length > 0)
      ctx.out(
        `${dead.length} dead job${dead.length === 1 ? "" : "s"}. Retry one with: npm run jobs -- retry ID`,
      );
    return 0;
  }
  if (command === "retry" && id !== undefined && rest.length === 0) {
    if (!/^\d{1,15}$/.test(id)) {
      ctx.err(`"${toSingleLine(id)}" is not a job id (a whole number, as listed by npm run jobs -- dead).`);
      return 2;
    }
    const retried = await retryDeadJob(ctx.db, Number(id), ctx.now());
    if (!retried) {
      ctx.err(`No dead job #${id}. List them with: npm run jobs -- dead`);
      return 1;
    }
    ctx.out(`Job #${id} (${retried.name}) is queued again and runs within seconds on a running server.`);
    return 0;
  }
  ctx.err(command ? `Unknown command or wrong arguments: "${toSingleLine(argv.join(" "))}".\n` : "");
  ctx.err(USAGE);
  return 2;
}
