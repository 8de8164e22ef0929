import { runDatabaseCommand } from "../../lib/cli-database.ts";
import { createStorage } from "../../storage/storage.ts";
import { seedIfEmpty } from "./seed.ts";

/**
 * `npm run seed`: seeds the demo data into the database the server uses (DATABASE_URL, or the
 * embedded PostgreSQL in DATA_DIR, the running server's when it is up) if it is not there yet.
 */
process.exit(
  await runDatabaseCommand(async ({ db, out }, { config, log }) => {
    const seeded = await seedIfEmpty({ db, storage: createStorage(config), log, config });
    out(seeded ? "Demo data seeded" : "Demo data already present; nothing to do");
    return 0;
  }),
);
