// Lets the machine settle before a measurement. These machines are shared and have two cores: a
// bench started while the last one's processes, or a production build, still load them measures
// that load as much as the code (Lighthouse's TBT, realtime's p99). Used by scripts/bench.mjs
// between benches and by lighthouse.ts after its build.
import os from "node:os";

/** Quiet enough: the one-minute load average under three quarters of the cores. */
const QUIET_LOAD = os.availableParallelism() * 0.75;
/** A machine someone else keeps busy is measured anyway, after this long, and the log says so. */
const MAX_WAIT_MS = 90_000;
const POLL_MS = 5_000;

/**
 * Waits until the load is under QUIET_LOAD (at most MAX_WAIT_MS), and logs the wait.
 * @param {string} before  the bench about to run, for the log
 */
export async function waitForQuietMachine(before) {
  const started = Date.now();
  const from = os.loadavg()[0];
  while (os.loadavg()[0] >= QUIET_LOAD && Date.now() - started < MAX_WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const to = os.loadavg()[0];
  const waited = Math.round((Date.now() - started) / 1000);
  const verdict = to < QUIET_LOAD ? "" : ` (still over ${QUIET_LOAD.toFixed(1)}: measured anyway)`;
  console.log(
    `[settle] before ${before}: load ${from.toFixed(2)} → ${to.toFixed(2)} in ${waited} s${verdict}`,
  );
}
