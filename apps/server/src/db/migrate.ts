import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client.ts";

// Beside this module in the source tree, and copied beside the bundle by build.mjs.
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Applies pending migrations; an advisory lock keeps two starting instances from racing. */
export async function runMigrations(database: Database) {
  const client = await database.pool.connect();
  try {
    await client.query("select pg_advisory_lock(72173)");
    await migrate(database.db, { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock(72173)").catch(() => {});
    client.release();
  }
}
