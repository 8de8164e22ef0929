import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { connectDatabase, type Database } from "../../apps/server/src/db/client.ts";
import { startEmbeddedPostgres } from "../../apps/server/src/db/embedded.ts";
import { runMigrations } from "../../apps/server/src/db/migrate.ts";

/** A free TCP port on loopback, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface BenchDatabase {
  url: string;
  database: Database;
  dataDir: string;
  stop(): Promise<void>;
}

/** A throwaway embedded PostgreSQL in a temp directory, migrated like production. */
export async function startBenchDatabase(): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "roost-bench-"));
  const pg = await startEmbeddedPostgres({ dataDir, port: await freePort() });
  const database = connectDatabase(pg.url, 20);
  try {
    await runMigrations(database);
  } catch (error) {
    await database.close();
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: pg.url,
    database,
    dataDir,
    async stop() {
      await database.close().catch(() => {});
      await pg.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `statements` in order in one transaction, seeded with `seed` (setseed) so the data repeats. */
export async function insertSeeded(database: Database, seed: number, statements: readonly string[]) {
  const client = await database.pool.connect();
  try {
    await client.query("begin");
    await client.query(`select setseed(${seed})`);
    for (const statement of statements) await client.query(statement);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
}
