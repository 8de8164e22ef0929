import { runJobsCli, USAGE } from "./jobs/jobs-cli.ts";
import { runDatabaseCommand } from "./lib/cli-database.ts";

/** `npm run jobs -- <command>`: operators list and retry dead jobs (decision 019). */

const argv = process.argv.slice(2);
if (argv.length === 0) {
  console.error(USAGE);
  process.exit(2);
}
process.exit(await runDatabaseCommand((io) => runJobsCli(argv, { ...io, now: () => new Date() })));
