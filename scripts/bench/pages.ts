// The public pages as people and crawlers get them (decision 050), on the built app with its demo
// data as `npm start` runs it: the home, an area and a property page
// - loaded on a phone in a real browser, as ratios of what the link allows (page-load.ts);
// - fetched as a crawler does (anonymous, no cache in front, Brotli or gzip accepted), each at 20
//   connections for 10 s, as a share of `/api/health` measured before and after them in the same
//   run. A shared cache would answer most of a crawler's repeats; these are the renders it could
//   not, so each must stay a fair share of the baseline.
// Run alone: `npm run bench -- pages`.
import { aDemoListing, runBench, startBuiltApp } from "./built-app.ts";
import { type LoadOptions, measureHttp } from "./measure.ts";
import { measurePageLoads, pageLoadMisses, printPageLoads, READY_BUDGET_RATIO } from "./page-load.ts";
import { type Line, machineLoad, missesOf, printTable } from "./ratios.ts";
import { waitForQuietMachine } from "./settle.mjs";

const AREA = "fallowfield";
const LOAD: LoadOptions = {
  connections: 20,
  durationSec: 10,
  headers: { "accept-encoding": "br, gzip", accept: "text/html" },
};
const WARMUP: LoadOptions = { ...LOAD, durationSec: 2 };
/** Each page's least share of `/api/health`'s rate, and its greatest p99. */
const GOAL = { minShare: 0.1, maxP99Ms: 250 };

const log = (line: string) => console.log(`[pages] ${line}`);

async function measure(name: string, url: string): Promise<Line> {
  await measureHttp(name, url, WARMUP);
  return measureHttp(name, url, LOAD);
}

async function main(): Promise<string[]> {
  log(`machine at start: ${machineLoad()}`);
  const base = await startBuiltApp(log);
  const listing = await aDemoListing(base);
  await waitForQuietMachine("the page loads, after the build and the server's start");
  const paths = {
    "/": "/",
    [`/properties-to-rent/${AREA}`]: `/properties-to-rent/${AREA}`,
    "/property/{id}": `/property/${listing}`,
  };
  const loads = await measurePageLoads(base, paths);
  printPageLoads(loads);
  const before = await measure("/api/health (before)", `${base}/api/health`);
  const pages: Line[] = [];
  for (const [name, pathName] of Object.entries(paths)) pages.push(await measure(name, `${base}${pathName}`));
  const after = await measure("/api/health (after)", `${base}/api/health`);
  const baseline = (before.rps + after.rps) / 2;
  const lines: Line[] = [
    before,
    ...pages.map((page) => ({ ...page, share: page.rps / baseline, goal: GOAL })),
    after,
  ];
  printTable(
    `Server-rendered pages, uncached, ${LOAD.connections} connections, ${LOAD.durationSec} s each (now: ${machineLoad()})`,
    lines,
  );
  const problems = [...pageLoadMisses(loads), ...lines.flatMap(missesOf)];
  console.log(
    `\nGoals: the app ready within ${READY_BUDGET_RATIO}× what the link allows; each page >= ${GOAL.minShare * 100}% of /api/health with p99 < ${GOAL.maxP99Ms} ms`,
  );
  return problems;
}

await runBench("pages", main);
