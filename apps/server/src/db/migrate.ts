import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client.ts";

// Beside this module in the source tree, and copied beside the bundle by build.mjs.
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Applies pending migrations; an advisory lock keeps two starting instances from racing. Both run
 * on one connection with its statement timeout lifted: waiting for another instance's migration,
 * or building an index on a large table, may take longer than any request should (decision 035).
 */
export async function runMigrations(database: Database) {
  const client = await database.pool.connect();
  let healthy = false;
  try {
    await client.query("set statement_timeout = 0");
    await client.query("select pg_advisory_lock(72173)");
    await migrate(drizzle(client), { migrationsFolder });
    await client.query("select pg_advisory_unlock(72173)");
    // Back to the pool's limits before the connection serves requests.
    await client.query("reset statement_timeout");
    healthy = true;
  } finally {
    // A connection left without its limits (or holding the lock) is closed, not reused.
    client.release(!healthy);
  }
}
