import { bookViewings } from "../harness/bookings.ts";
import type { Scenario } from "../harness/context.ts";
import { tallyMail } from "../harness/mail-tally.ts";
import { waitFor } from "../harness/ports.ts";
import { ChaosSmtp } from "../harness/smtp.ts";
import { advanceClock, settleJobs } from "../harness/test-clock.ts";

const BOOKINGS = 5;
const OUTAGE_HOURS = 24;
const RECOVERY_BOUND_MS = 60_000;

/**
 * The mail server refuses every connection for a whole day of the server's test clock, then comes
 * back. Every booking email must arrive, none twice, and no job may die on the way (decision 019).
 * Time to converge counts from the mail server being back.
 */
export const smtpDownADay: Scenario = {
  name: "smtp-down-a-day",
  title: `the mail server refuses every connection for ${OUTAGE_HOURS} h (test clock), then comes back`,
  timeoutMs: 240_000,
  async run(ctx) {
    const smtp = await ChaosSmtp.start();
    try {
      smtp.setDown(true);
      const server = await ctx.startServer({ SMTP_URL: smtp.url, TEST_CLOCK: "true" });
      const expected = await bookViewings(ctx, server, BOOKINGS);
      const [operator] = await ctx.students(server, "clock", 1);
      if (!operator) throw new Error("no client for the clock");
      for (let hour = 1; hour <= OUTAGE_HOURS; hour++)
        await settleJobs(ctx, await advanceClock(operator, 60));
      ctx.log(`a day down: ${smtp.refused} connections refused, ${smtp.received.length} mails through`);
      const problems: string[] = [];
      if (smtp.received.length > 0) problems.push("mail got through while the server was down");
      if (smtp.refused === 0) problems.push("the outage refused no connection: the scenario proved nothing");
      const attempts = await ctx.query<{ max: number }>(
        "select max(attempts)::int as max from jobs where name = 'send-booking-email-to'",
      );

      smtp.setDown(false);
      const back = Date.now();
      const arrived = await waitFor(
        async () => {
          if (expected.every((m) => smtp.copiesById().has(m.messageId))) return true;
          await settleJobs(ctx, await advanceClock(operator, 30));
          return false;
        },
        RECOVERY_BOUND_MS,
        0,
      );
      const result = await tallyMail(ctx, smtp, expected, {
        convergeMs: arrived ? Date.now() - back : null,
        boundMs: RECOVERY_BOUND_MS,
      });
      result.problems.push(...problems);
      result.notes.unshift(
        `${smtp.refused} connections refused over the day; up to ${attempts[0]?.max} attempts per email, none dead`,
      );
      return result;
    } finally {
      await smtp.close();
    }
  },
};
