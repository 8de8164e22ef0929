// Every scenario of `npm run chaos`, in the order they run. A scenario is one module exporting a
// Scenario (harness/context.ts); add new ones here.
import type { Scenario } from "../harness/context.ts";
import { concurrentSends } from "./concurrent-sends.ts";
import { killServer } from "./kill-server.ts";
import { mailCrashPoints } from "./mail-crash-points.ts";
import { restartPostgres } from "./restart-postgres.ts";
import { smtpDownADay } from "./smtp-down-a-day.ts";
import { terminateListen } from "./terminate-listen.ts";

export const SCENARIOS: readonly Scenario[] = [
  killServer,
  restartPostgres,
  terminateListen,
  concurrentSends,
  smtpDownADay,
  mailCrashPoints,
];
