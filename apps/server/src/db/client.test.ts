// The pool under a database restart (found by `npm run chaos`, scenario restart-postgres): a
// connection that PostgreSQL cuts while a transaction holds it between two statements.
import { sql } from "drizzle-orm";
import pg from "pg";
import { expect, inject, it } from "vitest";
import { isDatabaseUnavailable } from "../lib/database-unavailable.ts";
import { useTestApp } from "../test/test-app.ts";

const t = useTestApp();

it("a connection cut mid-transaction fails that transaction as unavailable instead of crashing the process", async () => {
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);
  process.on("uncaughtException", record);
  const admin = new pg.Client({ connectionString: inject("pgAdminUrl") });
  await admin.connect();
  try {
    const transaction = t.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      // What a fast shutdown does to every backend: FATAL 57P01, then the socket closes. It
      // arrives while no statement of this transaction is running.
      await admin.query("select pg_terminate_backend($1)", [rows[0]?.pid]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`select 1`);
    });
    const failure = await transaction.then(
      () => null,
      (error: unknown) => error,
    );
    expect(uncaught).toEqual([]);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // The pool dropped the dead connection: the next query gets a working one.
    const { rows } = await t.db.execute<{ ok: number }>(sql`select 1 as ok`);
    expect(rows).toEqual([{ ok: 1 }]);
  } finally {
    process.off("uncaughtException", record);
    await admin.end();
  }
});
