import type pg from "pg";
import { BENCH_BASELINE_PATH } from "../../apps/server/src/features/system/bench-baseline.ts";
import { startListingWrites } from "./listing-writes.ts";
import { type LoadOptions, measureHttp } from "./measure.ts";
import type { Line } from "./ratios.ts";
import { watchStalls } from "./stall.ts";

// API lines measured the same way wherever they are (search-load.ts, geo.ts): each one with
// listings changing beside it (listing-writes.ts), the longest stall of the server's event loop
// while it ran, and its rate as a share of the baseline route measured just before and just after
// it, so a machine whose load drifts during the bench moves the yardstick with the figure.

const BASELINE_SEC = 5;
/** Listing changes a second beside every API line (edits, pauses and publishes); BENCH_WRITES=0 for none. */
const WRITES_PER_SECOND = Number(process.env.BENCH_WRITES ?? 20);

export interface AroundBaseline {
  /** The first baseline run, for the table; its name says the range of every run. */
  readonly baselineLine: Line;
  /** Warms the server up on a line's stream, before it is measured. */
  warmUp(paths: readonly string[]): Promise<void>;
  line(name: string, paths: readonly string[]): Promise<Line>;
}

export async function aroundBaseline(options: {
  base: string;
  load: LoadOptions;
  warmup: LoadOptions;
  /** Where the listings are changed (the bench's own connection to the app's database). */
  writesTo: pg.Pool;
}): Promise<AroundBaseline> {
  const { base, load, warmup, writesTo } = options;
  const url = `${base}${BENCH_BASELINE_PATH}`;
  const runs: Line[] = [];
  const measureBaseline = async () => {
    runs.push(await measureHttp("baseline", url, { ...load, durationSec: BASELINE_SEC }));
    const rates = runs.map((run) => run.rps);
    baselineLine.name = `baseline: GET ${BENCH_BASELINE_PATH} (${rates.length} runs of ${BASELINE_SEC} s: ${Math.round(Math.min(...rates))}-${Math.round(Math.max(...rates))} req/s)`;
  };
  await measureHttp("warm-up", url, warmup);
  const first = await measureHttp("baseline", url, { ...load, durationSec: BASELINE_SEC });
  runs.push(first);
  const baselineLine: Line = { ...first, name: `baseline: GET ${BENCH_BASELINE_PATH}` };
  return {
    baselineLine,
    async warmUp(paths) {
      await measureHttp("warm-up", { base, paths: paths.slice(-5000) }, warmup);
    },
    async line(name, paths) {
      const before = runs.at(-1) as Line;
      const writes = await startListingWrites(writesTo, WRITES_PER_SECOND);
      let stalls: ReturnType<typeof watchStalls> | undefined;
      const measured = await measureHttp(name, { base, paths }, load, () => {
        stalls = watchStalls();
      });
      const stall = stalls?.stop() ?? { ms: 0 };
      const { changes, failed } = await writes.stop();
      await measureBaseline();
      const around = (before.rps + (runs.at(-1) as Line).rps) / 2;
      console.log(
        `[bench] ${name.trim()}: ${measured.requests} requests, ${changes} listing changes beside them (baseline around it: ${Math.round(around)} req/s)`,
      );
      return {
        ...measured,
        failures: measured.failures + failed,
        share: measured.rps / around,
        stall,
        writesPerSecond: changes / load.durationSec,
      };
    },
  };
}
