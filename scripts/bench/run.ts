import { randomBytes } from "node:crypto";
import path from "node:path";
import { serve } from "@hono/node-server";
import { loadConfig } from "../../apps/server/src/config.ts";
import { connectDatabase } from "../../apps/server/src/db/client.ts";
import { createLogger } from "../../apps/server/src/lib/logger.ts";
import { assembleApp } from "../../apps/server/src/wire.ts";
import { copyMatchingProblems, copyMatchingSummary, measureCopiedAdvertMatching } from "./copied-adverts.ts";
import { freePort, startBenchDatabase } from "./database.ts";
import { insertListings } from "./dataset.ts";
import { measureGeoSearches, placeBenchListings } from "./geo.ts";
import { listingChecksProblems, listingChecksSummary, measureListingChecks } from "./listing-checks.ts";
import { machineLoad, missesOf, printTable } from "./ratios.ts";
import { matchingProblems, matchingSummary, measureSavedSearchMatching } from "./saved-searches.ts";
import { measureSearchOnCluster } from "./search-cluster.ts";
import { measureSearchLoad } from "./search-load.ts";
import { measureSitemaps } from "./sitemap.ts";

/** Other processes on the machine skew every figure: the load is printed with the results. */
const loadAtStart = machineLoad();

// `npm run bench`: the property search and property page under load against 100,000 listings,
// through the API and as bare SQL, each as a share of a fixed baseline route (search-load.ts,
// decision 042), then the sitemaps of the same listings (sitemap.ts), matching a listing going live
// against 100,000 saved searches (saved-searches.ts), checking it for copies of the 100,000
// listings' photos and descriptions (copied-adverts.ts), and the recurring listing checks over
// all of them (listing-checks.ts), with the budgets checked at the end (exit code 1 when one is
// missed).

const LISTINGS = 100_000;
/**
 * BENCH_ONLY=geo,sitemaps (any of search, geo, sitemaps, matching, copies, checks) runs only those
 * sections on the same data, e.g. to measure one change quickly; the full bench runs them all.
 */
const SECTIONS = ["search", "geo", "sitemaps", "matching", "copies", "checks"] as const;
const only = process.env.BENCH_ONLY?.split(",").map((s) => s.trim());
const unknownSection = only?.find((s) => !(SECTIONS as readonly string[]).includes(s));
if (unknownSection)
  throw new Error(`BENCH_ONLY: no section "${unknownSection}"; there are ${SECTIONS.join(", ")}`);
const runs = (section: (typeof SECTIONS)[number]) => !only || only.includes(section);
const LOAD = { connections: 50, durationSec: 10 };
const WARMUP = { connections: 50, durationSec: 2 };

const log = (line: string) => console.log(`[bench] ${line}`);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** What to stop at the end (or on Ctrl-C), first to last: server, app pool, PostgreSQL and its temp dir. */
const cleanup: (() => Promise<unknown>)[] = [];

async function stopEverything() {
  while (cleanup.length) {
    const step = cleanup.shift() as () => Promise<unknown>;
    await step().catch((error) => console.error("[bench] cleanup failed:", error));
  }
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping`);
    void stopEverything().then(() => process.exit(130));
  });
}

async function main(): Promise<number> {
  const started = performance.now();
  log(`machine at start: ${machineLoad()}`);
  log("starting an embedded PostgreSQL in a temp directory");
  const bench = await startBenchDatabase();
  cleanup.unshift(() => bench.stop());
  try {
    const t0 = performance.now();
    await insertListings(bench.database.pool, LISTINGS);
    await placeBenchListings(bench.database.pool);
    const { rows } = await bench.database.pool.query(
      "select count(*) filter (where status in ('published', 'available', 'let_agreed'))::int as live, count(*)::int as all from properties",
    );
    log(
      `inserted ${rows[0].all.toLocaleString("en-GB")} listings (${rows[0].live.toLocaleString("en-GB")} live) and analysed in ${seconds(t0)}`,
    );

    const port = await freePort();
    const config = loadConfig({
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: bench.url,
      DATA_DIR: path.join(bench.dataDir, "app"),
      AUTH_SECRET: randomBytes(32).toString("base64url"),
      LOG_LEVEL: "warn",
      SEED_DEMO_DATA: "false",
      // The pool as production sizes it: DATABASE_POOL_SIZE when set, else by the cores (config.ts).
      DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
    });
    const { poolSize, ...limits } = config.database;
    const database = connectDatabase(bench.url, poolSize, limits);
    cleanup.unshift(() => database.close());
    const { app, deps } = assembleApp({
      config,
      database,
      log: createLogger(config.logLevel),
      googleAvailable: false,
      benchBaseline: true,
    });
    const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
    cleanup.unshift(() => new Promise((resolve) => server.close(resolve)));
    await new Promise<void>((resolve) =>
      server.listening ? resolve() : server.once("listening", () => resolve()),
    );
    const base = `http://127.0.0.1:${port}`;
    log(`API listening on ${base} (PostgreSQL pool: ${poolSize} connections)`);

    const { lines, streams } = runs("search")
      ? await measureSearchLoad({
          base,
          search: deps.search,
          benchPool: bench.database.pool,
          url: bench.url,
          poolSize,
          load: LOAD,
          warmup: WARMUP,
        })
      : { lines: [], streams: [] };
    if (lines.length) {
      printTable(
        `Search and property page, ${LISTINGS.toLocaleString("en-GB")} listings, ${LOAD.connections} connections, ${LOAD.durationSec} s each (at start: ${loadAtStart}; now: ${machineLoad()})`,
        lines,
      );
    }
    // The same searches on three instances behind HAProxy, beside the figures above (no budget).
    const cluster =
      streams.length && process.env.BENCH_CLUSTER !== "0"
        ? await measureSearchOnCluster({
            databaseUrl: bench.url,
            dataDir: bench.dataDir,
            authSecret: randomBytes(32).toString("base64url"),
            load: LOAD,
            warmup: WARMUP,
            mixes: streams,
            log,
          })
        : [];
    if (cluster.length)
      printTable(`Search on 3 instances behind HAProxy, no budget (now: ${machineLoad()})`, cluster);
    // A real server loads the search index at start-up (main.ts): with BENCH_ONLY=geo no search line did.
    if (runs("geo")) await deps.search.index?.current();
    const geo = runs("geo")
      ? await measureGeoSearches(base, LOAD, WARMUP, { url: bench.url, poolSize }, bench.database.pool)
      : [];
    if (geo.length) printTable(`Map and campus searches (now: ${machineLoad()})`, geo);
    const sitemaps = runs("sitemaps") ? await measureSitemaps(base) : [];
    console.log("");
    for (const s of sitemaps)
      console.log(`${s.name}: median ${s.medianMs.toFixed(0)} ms (budget ${s.budgetMs} ms)`);
    const matching = runs("matching") ? await measureSavedSearchMatching(bench.database) : null;
    if (matching) console.log(matchingSummary(matching));
    const copies = runs("copies") ? await measureCopiedAdvertMatching(bench.database) : null;
    if (copies) console.log(copyMatchingSummary(copies));
    // Last: the checks mark the listings they ask about.
    const checks = runs("checks") ? await measureListingChecks(deps) : [];
    if (checks.length) console.log(listingChecksSummary(checks));
    const problems = [
      ...lines.flatMap(missesOf),
      ...cluster.flatMap(missesOf),
      ...geo.flatMap(missesOf),
      ...sitemaps
        .filter((s) => !(s.medianMs <= s.budgetMs))
        .map((s) => `${s.name}: median ${s.medianMs.toFixed(0)} ms is over the ${s.budgetMs} ms budget`),
      ...(matching ? matchingProblems(matching) : []),
      ...(copies ? copyMatchingProblems(copies) : []),
      ...listingChecksProblems(checks),
    ];
    console.log("");
    console.log(
      `Goals: search >= 60% of the baseline with p99 < 50 ms, property page >= 60%, cache hits <= 50%`,
    );
    if (problems.length) {
      for (const problem of problems) console.log(`  MISSED  ${problem}`);
    } else {
      console.log("  all budgets met");
    }
    log(`finished in ${seconds(started)}`);
    return problems.length ? 1 : 0;
  } finally {
    await stopEverything();
  }
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`[bench] failed: ${error instanceof Error ? error.message : String(error)}`);
}
process.exit(exitCode);
