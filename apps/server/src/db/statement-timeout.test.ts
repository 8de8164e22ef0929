// The pool's per-connection limits (decision 035): a slow statement or a transaction left open is
// cut short by PostgreSQL, answers 503 like an unreachable database, and the pool carries on.
import { sql } from "drizzle-orm";
import pg from "pg";
import { expect, inject, it } from "vitest";
import { databaseUnavailableReason } from "../lib/database-unavailable.ts";
import { person } from "../test/fixtures.ts";
import { withDatabase } from "../test/global-setup.ts";
import { type ApiErrorBody, useTestApp } from "../test/test-app.ts";
import { runMigrations } from "./migrate.ts";

const STATEMENT_TIMEOUT_MS = 1_000;
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 1_500;
/** Far beyond either limit: without them each of these tests would wait this long. */
const SLOW_S = 6;

const t = useTestApp({
  DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: String(IDLE_IN_TRANSACTION_TIMEOUT_MS),
});

/** How long a promise took to settle, and its error if it rejected. */
async function timed(work: Promise<unknown>): Promise<{ ms: number; error: unknown }> {
  const started = performance.now();
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  return { ms: performance.now() - started, error };
}

it("a statement beyond the timeout fails fast as unavailable, with the reason to log", async () => {
  const { ms, error } = await timed(t.db.execute(sql`select pg_sleep(${SLOW_S})`));
  expect(ms).toBeLessThan(SLOW_S * 1000 - 2_000);
  expect(databaseUnavailableReason(error)).toMatch(/ran longer than DATABASE_STATEMENT_TIMEOUT_MS/);
  const { rows } = await t.db.execute<{ ok: number }>(sql`select 1 as ok`);
  expect(rows).toEqual([{ ok: 1 }]);
});

it("slow statements on every pooled connection do not hold the pool", async () => {
  const { pool } = t.deps.database;
  // As many slow statements as the pool has connections (10 in tests), and one quick query after them.
  const slow = Array.from({ length: pool.options.max }, () => t.db.execute(sql`select pg_sleep(${SLOW_S})`));
  const quick = timed(t.db.execute(sql`select 1`));
  const settled = await Promise.allSettled(slow);
  expect(settled.every((s) => s.status === "rejected")).toBe(true);
  const { ms, error } = await quick;
  expect(error).toBeNull();
  expect(ms).toBeLessThan(SLOW_S * 1000 - 2_000);
});

it("a transaction left idle is ended, and the pool replaces its connection", async () => {
  const { ms, error } = await timed(
    t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // The app awaiting something slow while it holds a transaction open.
      await new Promise((resolve) => setTimeout(resolve, IDLE_IN_TRANSACTION_TIMEOUT_MS + 1_000));
      await tx.execute(sql`select 1`);
    }),
  );
  expect(ms).toBeLessThan(SLOW_S * 1000);
  expect(databaseUnavailableReason(error)).not.toBeNull();
  const { rows } = await t.db.execute<{ ok: number }>(sql`select 1 as ok`);
  expect(rows).toEqual([{ ok: 1 }]);
});

it("an API request stuck behind a lock answers 503 with Retry-After, then works once the lock is gone", async () => {
  const someone = await person(t, "locked");
  // Another session holds this user's profile row, as a long transaction elsewhere would.
  const holder = new pg.Client({ connectionString: withDatabase(inject("pgAdminUrl"), t.databaseName) });
  await holder.connect();
  try {
    await holder.query("begin");
    await holder.query("select 1 from profiles where user_id = $1 for update", [someone.id]);
    const started = performance.now();
    const stuck = await t.request<ApiErrorBody>("/api/me/profile", {
      method: "PATCH",
      cookie: someone.cookie,
      body: { bio: "Waiting for a lock" },
    });
    expect(performance.now() - started).toBeLessThan(SLOW_S * 1000 - 2_000);
    expect(stuck.status).toBe(503);
    expect(stuck.body.error.code).toBe("service_unavailable");
    expect(stuck.headers.get("retry-after")).not.toBeNull();
    await holder.query("rollback");
  } finally {
    await holder.end();
  }
  const saved = await t.request("/api/me/profile", {
    method: "PATCH",
    cookie: someone.cookie,
    body: { bio: "No lock now" },
  });
  expect(saved.status).toBe(200);
});

it("migrations wait for another instance's migration beyond the timeout, then give the connection its limit back", async () => {
  const other = new pg.Client({ connectionString: withDatabase(inject("pgAdminUrl"), t.databaseName) });
  await other.connect();
  try {
    // Another instance migrating: it holds the migration lock longer than a statement may run.
    await other.query("select pg_advisory_lock(72173)");
    const migrating = runMigrations(t.deps.database);
    await new Promise((resolve) => setTimeout(resolve, STATEMENT_TIMEOUT_MS + 1_000));
    await other.query("select pg_advisory_unlock(72173)");
    await migrating;
  } finally {
    await other.end();
  }
  // Every pooled connection, the migration's among them, has the request limit again.
  const { pool } = t.deps.database;
  const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
  try {
    const shown = await Promise.all(clients.map((c) => c.query("show statement_timeout")));
    expect(new Set(shown.map((r) => r.rows[0].statement_timeout))).toEqual(new Set(["1s"]));
  } finally {
    for (const c of clients) c.release();
  }
});
