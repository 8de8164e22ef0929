// `npm run chaos [-- NAME…]`: runs the fault-injection scenarios (all, or those named) against
// real server processes, a real PostgreSQL and real sockets, prints the table and exits 1 on any
// loss, duplicate, unclean failure or a scenario that did not converge within its bound.
import { runScenarios } from "./harness/runner.ts";
import { formatTable } from "./harness/table.ts";
import { SCENARIOS } from "./scenarios/index.ts";

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !SCENARIOS.some((s) => s.name === name));
if (unknown.length > 0) {
  console.error(`Unknown scenario: ${unknown.join(", ")}. Known: ${SCENARIOS.map((s) => s.name).join(", ")}`);
  process.exit(2);
}
const scenarios = wanted.length > 0 ? SCENARIOS.filter((s) => wanted.includes(s.name)) : SCENARIOS;

// Ctrl-C: the runner's exit hook stops the servers and PostgreSQL it started.
process.once("SIGINT", () => process.exit(130));
process.once("SIGTERM", () => process.exit(143));

const started = Date.now();
const { outcomes, keptDir } = await runScenarios(scenarios, (line) => console.log(line));
console.log(`\n${formatTable(outcomes)}\n`);
const failed = outcomes.filter((o) => !o.passed);
console.log(
  `${outcomes.length - failed.length} of ${outcomes.length} scenarios passed in ${((Date.now() - started) / 1000).toFixed(0)} s` +
    (keptDir ? `; logs kept in ${keptDir}` : ""),
);
process.exit(failed.length > 0 ? 1 : 0);
