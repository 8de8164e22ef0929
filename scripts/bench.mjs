// `npm run bench`: every benchmark with its budgets, one after the other, each in its own process
// (TypeScript through tsx, so they can use the server's modules without a build step):
//   1. property search under load, then the sitemaps of the same 100,000 listings and matching one
//      going live against 100,000 saved searches (scripts/bench/run.ts)
//   2. realtime delivery to 1,000 and 5,000 sockets held by child processes (scripts/bench/realtime.ts)
//   3. the home page's initial JavaScript size (scripts/bench/bundle-size.ts)
// Exits 1 when any budget is missed.
import { spawnSync } from "node:child_process";

const benches = ["scripts/bench/run.ts", "scripts/bench/realtime.ts", "scripts/bench/bundle-size.ts"];
// Every socket is an open file on both ends: the soft limit is raised to the hard one first.
const run = (file) =>
  spawnSync("sh", ["-c", 'ulimit -n "$(ulimit -Hn)"; exec npx tsx "$0"', file], { stdio: "inherit" });
const missed = benches.filter((file) => run(file).status !== 0);
console.log(missed.length ? `\nBudgets missed in: ${missed.join(", ")}` : "\nAll benchmark budgets met.");
process.exit(missed.length ? 1 : 0);
