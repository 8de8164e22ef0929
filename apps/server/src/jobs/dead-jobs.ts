import { ukIsoDate } from "@roost/shared/domain/uk-time.ts";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { escapeHtml } from "../mail/booking-email.ts";
import { createMailer, type MailMessage } from "../mail/mailer.ts";
import type { JobContext } from "./job.ts";
import { enqueue } from "./queue.ts";

// Decision 019: a job that used up its retries is not forgotten. It goes "dead": kept (pruning
// spares it), listed by `npm run jobs -- dead`, put back by `npm run jobs -- retry ID`, and the
// operators hear of it by mail (OPERATOR_EMAIL) once a day per kind of job, so a mail outage that
// kills a hundred jobs sends one alert, not a hundred.

/** 'dead-job-alert' {name, day}: tells OPERATOR_EMAIL that jobs named `name` died on `day`. */
export const DEAD_JOB_ALERT = "dead-job-alert";

export interface DeadJob {
  id: number;
  name: string;
  attempts: number;
  deadAt: Date;
  lastError: string | null;
  createdAt: Date;
  payload: Record<string, unknown>;
}

/** Alerts for the jobs that just died, one per kind and day; an alert that dies alerts no one. */
async function alertOperators(tx: Tx, names: readonly string[], now: Date) {
  const day = ukIsoDate(now);
  for (const name of new Set(names)) {
    if (name === DEAD_JOB_ALERT) continue;
    await enqueue(
      tx,
      DEAD_JOB_ALERT,
      { name, day },
      { runAt: now, uniqueKey: `${DEAD_JOB_ALERT}:${name}:${day}` },
    );
  }
}

/** The last attempt failed: the job is dead from `now`, with its error kept. */
export async function buryJob(db: Db, job: { id: number; name: string }, error: string, now: Date) {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update jobs set dead_at = ${now}, last_error = ${error}, locked_until = null where id = ${job.id}`,
    );
    await alertOperators(tx, [job.name], now);
  });
}

/**
 * Jobs whose last attempt never reported back (the instance died mid-job) and whose lease has run
 * out: nothing would ever claim them again, so they are dead too. Returns how many.
 */
export async function buryAbandonedJobs(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ name: string }>(sql`
      update jobs set dead_at = ${now},
        last_error = coalesce(last_error || ' — then ', '') || 'the instance running its last attempt stopped'
      where done_at is null and dead_at is null and attempts >= max_attempts
        and (locked_until is null or locked_until <= ${now})
      returning name`);
    await alertOperators(
      tx,
      result.rows.map((row) => row.name),
      now,
    );
    return result.rows.length;
  });
}

export async function listDeadJobs(db: Db, name?: string): Promise<DeadJob[]> {
  const result = await db.execute<{
    id: string;
    name: string;
    attempts: number;
    dead_at: Date;
    last_error: string | null;
    created_at: Date;
    payload: Record<string, unknown>;
  }>(sql`
    select id, name, attempts, dead_at, last_error, created_at, payload from jobs
    where dead_at is not null ${name ? sql`and name = ${name}` : sql``}
    order by dead_at, id`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    attempts: row.attempts,
    deadAt: new Date(row.dead_at),
    lastError: row.last_error,
    createdAt: new Date(row.created_at),
    payload: row.payload,
  }));
}

/**
 * Puts a dead job back in the queue with a fresh set of attempts, due at once. Its unique key and
 * payload stay, so the retried job is the same job: a booking email still goes out once.
 */
export async function retryDeadJob(db: Db, id: number, now: Date): Promise<{ name: string } | null> {
  const result = await db.execute<{ name: string }>(sql`
    update jobs set dead_at = null, attempts = 0, run_at = ${now}, locked_until = null
    where id = ${id} and dead_at is not null
    returning name`);
  return result.rows[0] ?? null;
}

/** Every string in a payload: whoever a job was for, so deleting that account deletes the alert mail. */
const payloadStrings = (payload: Record<string, unknown>): string[] =>
  Object.values(payload).filter((value): value is string => typeof value === "string");

export function renderDeadJobAlert(
  name: string,
  day: string,
  dead: readonly DeadJob[],
  to: string,
): MailMessage {
  const subject = `Roost: ${dead.length} "${name}" job${dead.length === 1 ? "" : "s"} gave up on ${day}`;
  const shown = dead.slice(-20);
  const lines = shown.map(
    (job) =>
      `#${job.id}  died ${job.deadAt.toISOString()} after ${job.attempts} attempts — ${(job.lastError ?? "no error recorded").slice(0, 200)}`,
  );
  const commands = ["npm run jobs -- dead", "npm run jobs -- retry ID"];
  const text = [
    `These "${name}" jobs used up their retries${dead.length > shown.length ? ` (the last ${shown.length} of ${dead.length})` : ""}:`,
    "",
    ...lines,
    "",
    "Fix the cause (often the mail server or a configuration value), then from the server's command line:",
    ...commands.map((c) => `  ${c}`),
    "",
    "You get at most one of these mails a day per kind of job.",
    "",
  ].join("\n");
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<h1 style="font-size: 20px">${escapeHtml(subject)}</h1>
<pre>${lines.map(escapeHtml).join("\n")}</pre>
<p>Fix the cause (often the mail server or a configuration value), then from the server's command line:</p>
<pre>${commands.map(escapeHtml).join("\n")}</pre>
<p>You get at most one of these mails a day per kind of job.</p>
</body></html>`;
  return {
    to: [to],
    subject,
    text,
    html,
    kind: "dead_job_alert",
    personIds: shown.flatMap((job) => payloadStrings(job.payload)),
  };
}

/** Runs the alert job: the day's dead jobs of one kind, mailed to OPERATOR_EMAIL. */
export async function deadJobAlertJob({ deps, payload }: JobContext): Promise<void> {
  const name = String(payload.name ?? "");
  const day = String(payload.day ?? "");
  const dead = (await listDeadJobs(deps.database.db, name)).filter((job) => ukIsoDate(job.deadAt) === day);
  if (dead.length === 0) return; // retried since
  const to = deps.config?.operatorEmail ?? null;
  if (!to) {
    deps.log.error(
      { name, day, count: dead.length },
      "jobs gave up; OPERATOR_EMAIL is not set, see `npm run jobs -- dead`",
    );
    return;
  }
  await createMailer({ config: deps.config, db: deps.database.db, log: deps.log }).sendMail(
    renderDeadJobAlert(name, day, dead, to),
    `${DEAD_JOB_ALERT}:${name}:${day}`,
  );
}
