import { createReadStream, existsSync } from "node:fs";
import path from "node:path";
import { importPostcodes } from "./features/postcodes/postcode-import.ts";
import { runDatabaseCommand } from "./lib/cli-database.ts";

/**
 * `npm run import:postcodes FILE`: loads an ONS Postcode Directory CSV (the ONSPD's multi-CSV
 * "Data/ONSPD_*_UK.csv", or one region's file) as exact postcode centres (decision 036).
 */

const USAGE =
  "Usage: npm run import:postcodes FILE    (an ONS Postcode Directory CSV: pcds, lat, long columns)";

const [file, ...extra] = process.argv.slice(2);
if (!file || extra.length > 0) {
  console.error(USAGE);
  process.exit(2);
}
// npm runs scripts from the package root; a relative FILE means where the user typed it.
const csv = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
if (!existsSync(csv)) {
  console.error(`No such file: ${csv}`);
  process.exit(2);
}

process.exit(
  await runDatabaseCommand(async ({ db, out }) => {
    const started = performance.now();
    let batches = 0;
    const tally = await importPostcodes(db, createReadStream(csv), {
      progress: (t) => {
        if (++batches % 100 === 0) out(`… ${t.imported.toLocaleString("en-GB")} postcodes`);
      },
    });
    out(
      `Imported ${tally.imported.toLocaleString("en-GB")} postcode centres in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `skipped ${tally.withoutCoordinates.toLocaleString("en-GB")} without coordinates and ${tally.invalid.toLocaleString("en-GB")} invalid postcodes.`,
    );
    return 0;
  }),
);
