// The quick part of `npm run chaos` inside `npm test`: the two message scenarios that need no
// server restart, and the mail crash points (about a minute in all on two cores). The full suite:
// `npm run chaos`. (A day-long SMTP outage is also in npm test, in-process: mail/mailer.test.ts.)
import { beforeAll, describe, expect, it } from "vitest";
import { runScenarios, type ScenarioOutcome } from "./harness/runner.ts";
import { formatTable } from "./harness/table.ts";
import { concurrentSends } from "./scenarios/concurrent-sends.ts";
import { mailCrashPoints } from "./scenarios/mail-crash-points.ts";
import { terminateListen } from "./scenarios/terminate-listen.ts";

describe("fault injection, quick part", () => {
  let outcomes: ScenarioOutcome[] = [];
  beforeAll(async () => {
    ({ outcomes } = await runScenarios([terminateListen, concurrentSends, mailCrashPoints]));
    console.log(formatTable(outcomes));
  }, 300_000);

  const expectClean = (name: string) => {
    const outcome = outcomes.find((o) => o.scenario.name === name);
    expect(outcome?.error ?? null).toBeNull();
    expect(outcome?.result?.problems).toEqual([]);
    expect(outcome?.result).toMatchObject({ lost: 0, duplicated: 0 });
    expect(outcome?.result?.acknowledged).toBe(outcome?.result?.sent);
    expect(outcome?.result?.delivered).toBe(outcome?.result?.sent);
    expect(outcome?.result?.convergeMs).not.toBeNull();
  };

  it("a terminated LISTEN connection: every client converges within seconds and live events flow again", () => {
    expectClean(terminateListen.name);
  });

  it("100 concurrent sends from 10 users: every client shows the same 100 messages in seq order", () => {
    expectClean(concurrentSends.name);
  });

  it("kill -9 while sending booking emails: none lost, a second copy only after the 250, with its Message-ID", () => {
    expectClean(mailCrashPoints.name);
  });
});
