// `npm run bench`: every benchmark with its budgets, one after the other, each in its own process
// (TypeScript through tsx, so they can use the server's modules without a build step):
//   1. property search under load, then the sitemaps of the same 100,000 listings, matching one
//      going live against 100,000 saved searches, and the recurring listing checks over all of
//      them (scripts/bench/run.ts)
//   2. realtime delivery to 1,000 and 5,000 sockets held by child processes (scripts/bench/realtime.ts)
//   3. the home page's initial JavaScript size (scripts/bench/bundle-size.ts)
//   4. Lighthouse on the home, an area and a property page (scripts/bench/lighthouse.ts)
//   5. the map chunk: its size, and that no page loads it before a map opens (scripts/bench/map-chunk.ts)
//   6. server-rendered pages under load, as a share of /api/health (scripts/bench/pages.ts)
//   7. search's in-process index while listings change: the longest event-loop stall, its memory
//      and a search's time before and after (scripts/bench/search-writes.ts)
// Exits 1 when any budget is missed. Names after `--` run only those: `npm run bench -- lighthouse`.
// Before each bench after the first, the machine is given time to settle (scripts/bench/settle.mjs).
import { spawnSync } from "node:child_process";
import { waitForQuietMachine } from "./bench/settle.mjs";

const all = [
  "scripts/bench/run.ts",
  "scripts/bench/realtime.ts",
  "scripts/bench/bundle-size.ts",
  "scripts/bench/lighthouse.ts",
  "scripts/bench/map-chunk.ts",
  "scripts/bench/pages.ts",
  "scripts/bench/search-writes.ts",
];
const chosen = process.argv.slice(2);
const benches = chosen.length
  ? all.filter((file) => chosen.some((name) => file.endsWith(`/${name}.ts`)))
  : all;
if (benches.length === 0) {
  console.error(
    `No bench named ${chosen.join(", ")}; there are: ${all.map((f) => f.slice(13, -3)).join(", ")}`,
  );
  process.exit(2);
}
// Every socket is an open file on both ends: the soft limit is raised to the hard one first.
/** @param {string} file */
const run = (file) =>
  spawnSync("sh", ["-c", 'ulimit -n "$(ulimit -Hn)"; exec npx tsx "$0"', file], { stdio: "inherit" });
const missed = [];
for (const [i, file] of benches.entries()) {
  if (i > 0) await waitForQuietMachine(file);
  if (run(file).status !== 0) missed.push(file);
}
console.log(missed.length ? `\nBudgets missed in: ${missed.join(", ")}` : "\nAll benchmark budgets met.");
process.exit(missed.length ? 1 : 0);
