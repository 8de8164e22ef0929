import pg from "pg";
import { bookViewings, type ExpectedMail } from "../harness/bookings.ts";
import type { ChaosClient } from "../harness/client.ts";
import type { Scenario, ScenarioContext } from "../harness/context.ts";
import { tallyMail } from "../harness/mail-tally.ts";
import { waitFor } from "../harness/ports.ts";
import type { ChaosServer } from "../harness/server.ts";
import { ChaosSmtp } from "../harness/smtp.ts";
import { advancePastLeases } from "../harness/test-clock.ts";

const DELIVERY_BOUND_MS = 45_000;

type CrashPoint = "before sending" | "after the 250" | "after the commit";
const POINTS: readonly CrashPoint[] = ["before sending", "after the 250", "after the commit"];

/**
 * kill -9 of the server at three points of sending a booking email: connected to the mail server
 * but nothing sent; right after the mail server's 250 (before the app can record it); right after
 * the app's 'sent' record commits. After each, a restart and the lease running out. Nothing may be
 * lost; a second copy is allowed only for the post-250 crash, with the same Message-ID, and is
 * reported apart. Time to converge: the slowest point, from the restarted server being ready.
 */
export const mailCrashPoints: Scenario = {
  name: "mail-crash-points",
  title: "kill -9 while sending a booking email: before sending, after the 250, after the commit",
  timeoutMs: 300_000,
  async run(ctx) {
    const smtp = await ChaosSmtp.start();
    try {
      const server = await ctx.startServer({ SMTP_URL: smtp.url, TEST_CLOCK: "true" });
      const expected: ExpectedMail[] = [];
      const windowDuplicates = new Set<string>();
      const problems: string[] = [];
      let slowest: number | null = 0;
      for (const point of POINTS) {
        const killed = armCrash(ctx, smtp, server, point, (messageId) => {
          if (point === "after the 250") windowDuplicates.add(messageId);
        });
        const booked = await bookViewings(ctx, server, 1);
        expected.push(...booked);
        if (!(await killed)) {
          problems.push(`${point}: the crash never fired`);
          continue;
        }
        await server.start();
        const ready = Date.now();
        const [clock] = await ctx.students(server, "clock", 1);
        const tookMs = await deliverAll(ctx, smtp, booked, clock as ChaosClient, ready);
        ctx.log(
          `${point}: ${tookMs === null ? "not delivered" : `delivered ${tookMs} ms after the restart`}`,
        );
        slowest = tookMs === null || slowest === null ? null : Math.max(slowest, tookMs);
      }
      const result = await tallyMail(ctx, smtp, expected, {
        convergeMs: slowest,
        boundMs: DELIVERY_BOUND_MS,
        windowDuplicates,
      });
      result.problems.push(...problems);
      return result;
    } finally {
      await smtp.close();
    }
  },
};

/**
 * Kills the server at `point` of the next booking email; resolves true once it is dead (false if
 * the point was never reached). `onMail` gets the Message-ID the crash hit, when the mail server saw it.
 */
async function armCrash(
  ctx: ScenarioContext,
  smtp: ChaosSmtp,
  server: ChaosServer,
  point: CrashPoint,
  onMail: (messageId: string) => void,
): Promise<boolean> {
  if (point === "after the commit") return crashAfterCommit(ctx, server);
  smtp.armFault(point === "before sending" ? "connect" : "accepted", () => {
    void server.kill9();
    const last = smtp.received.at(-1);
    if (point === "after the 250" && last) onMail(last.messageId);
  });
  return waitFor(() => !server.running, 30_000, 10);
}

/**
 * The crash after the app's 'sent' record commits but before its job is marked done (no hook inside
 * the server): once the worker has claimed the booking's mail jobs, a transaction of ours locks
 * their rows, so the job's closing UPDATE waits while its mail goes out and its record commits;
 * the moment that record exists, kill -9. The rerun must find the record and send nothing.
 */
async function crashAfterCommit(ctx: ScenarioContext, server: ChaosServer): Promise<boolean> {
  const holder = new pg.Client({ connectionString: await ctx.databaseUrl() });
  holder.on("error", () => {});
  await holder.connect();
  try {
    const sentSoFar = await sentCount(ctx);
    let locked = false;
    const claimed = await waitFor(
      async () => {
        await holder.query("begin");
        const rows = await holder.query(
          `select id from jobs where name = 'send-booking-email-to' and done_at is null
             and locked_until is not null for update`,
        );
        locked = rows.rowCount !== null && rows.rowCount > 0;
        if (!locked) await holder.query("rollback");
        return locked;
      },
      30_000,
      0,
    );
    if (!claimed) return false;
    const seen = await waitFor(async () => (await sentCount(ctx)) > sentSoFar, 30_000, 5);
    if (seen) void server.kill9();
    return seen && (await waitFor(() => !server.running, 5_000, 10));
  } finally {
    await holder.end().catch(() => {});
  }
}

async function sentCount(ctx: ScenarioContext): Promise<number> {
  const [row] = await ctx.query<{ n: number }>(
    "select count(*)::int as n from mail_deliveries where state = 'sent'",
  );
  return row?.n ?? 0;
}

/** Moves the clock past the dead server's leases (again every few seconds) until every mail arrived. */
async function deliverAll(
  ctx: ScenarioContext,
  smtp: ChaosSmtp,
  mails: readonly ExpectedMail[],
  clock: ChaosClient,
  since: number,
): Promise<number | null> {
  let nextNudge = 0;
  const arrived = await waitFor(
    async () => {
      if (mails.every((m) => smtp.copiesById().has(m.messageId))) return true;
      if (Date.now() >= nextNudge) {
        await advancePastLeases(ctx, clock);
        nextNudge = Date.now() + 5_000;
      }
      return false;
    },
    DELIVERY_BOUND_MS,
    50,
  );
  return arrived ? Date.now() - since : null;
}
