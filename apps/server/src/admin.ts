import { EXIT, runAdmin, USAGE } from "./features/safety/admin-cli.ts";
import { runDatabaseCommand } from "./lib/cli-database.ts";
import { createStorage } from "./storage/storage.ts";

/** `npm run admin -- <command>`: operators act on reports and listings from the command line (decision 011). */

const argv = process.argv.slice(2);
if (argv.length === 0) {
  console.error(USAGE);
  process.exit(EXIT.usage);
}
process.exit(
  await runDatabaseCommand((io, { config, log }) =>
    runAdmin(argv, {
      ...io,
      now: () => new Date(),
      storage: createStorage(config),
      log,
      publicUrl: config.publicUrl,
    }),
  ),
);
