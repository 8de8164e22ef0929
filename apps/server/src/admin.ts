import { EXIT, runAdmin, USAGE } from "./features/safety/admin-cli.ts";
import { runDatabaseCommand } from "./lib/cli-database.ts";

/** `npm run admin -- <command>`: operators act on reports from the command line (decision 011). */

const argv = process.argv.slice(2);
if (argv.length === 0) {
  console.error(USAGE);
  process.exit(EXIT.usage);
}
process.exit(await runDatabaseCommand((io) => runAdmin(argv, { ...io, now: () => new Date() })));
