import { sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client.ts";
import type { Clock } from "../lib/clock.ts";
import type { Logger } from "../lib/logger.ts";
import type { Realtime } from "../realtime/realtime.ts";

// What operators watch, in Prometheus's text format (decision 035): requests by route pattern,
// the database pool, the job queue, WebSockets and the bus lag, plus Node's own process metrics.
// One registry per app instance (tests build many apps in one process), read on each scrape.

/** Seconds; from a cached read to the statement timeout (5 s) and beyond. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface JobQueueSnapshot {
  due: number;
  oldestDueSeconds: number;
  dead: number;
}

export function createMetrics(sources: {
  database: Database;
  realtime: Realtime;
  clock: Clock;
  log: Logger;
}) {
  const { database, realtime, clock, log } = sources;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "roost_http_requests_total",
    help: "HTTP requests answered, by method, route pattern (never the raw path) and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "roost_http_request_duration_seconds",
    help: "Time from the request reaching the app to its answer, by method and route pattern",
    labelNames: ["method", "route"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  const { pool } = database;
  const poolGauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  poolGauge("roost_db_pool_max_connections", "DATABASE_POOL_SIZE: connections the pool may open", () =>
    Number(pool.options.max),
  );
  poolGauge(
    "roost_db_pool_connections",
    "Connections the pool holds open, busy or idle",
    () => pool.totalCount,
  );
  poolGauge("roost_db_pool_idle_connections", "Open connections waiting for work", () => pool.idleCount);
  poolGauge(
    "roost_db_pool_waiting_requests",
    "Queries waiting for a connection: above 0 for long, the pool is the bottleneck",
    () => pool.waitingCount,
  );
  const poolWait = new Histogram({
    name: "roost_db_pool_wait_seconds",
    help: "How long each checkout of a pooled connection waited; past DATABASE_POOL_WAIT_MS it is refused (503)",
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  database.onPoolWait((waitedMs) => poolWait.observe(waitedMs / 1000));

  // The three job figures come from one query per scrape, shared by the gauges that report them.
  let snapshot: Promise<JobQueueSnapshot> | null = null;
  const jobQueue = () => {
    snapshot ??= readJobQueue(database, clock.now())
      .catch((err: unknown) => {
        log.warn({ err }, "metrics: could not read the job queue");
        return { due: Number.NaN, oldestDueSeconds: Number.NaN, dead: Number.NaN };
      })
      .finally(() => {
        snapshot = null;
      });
    return snapshot;
  };
  const jobGauge = (name: string, help: string, read: (s: JobQueueSnapshot) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(read(await jobQueue()));
      },
    });
  jobGauge(
    "roost_jobs_due",
    "Jobs due and not done, running ones included (the queue is shared: every instance reports the same)",
    (s) => s.due,
  );
  jobGauge(
    "roost_jobs_oldest_due_age_seconds",
    "How long the oldest due job has waited; 0 when none is due. Growing: no worker is keeping up",
    (s) => s.oldestDueSeconds,
  );
  jobGauge("roost_jobs_dead", "Jobs that used up their attempts (npm run jobs -- dead)", (s) => s.dead);

  new Gauge({
    name: "roost_websocket_connections",
    help: "Open WebSockets on this instance",
    registers: [registry],
    collect() {
      this.set(realtime.hub.size);
    },
  });
  const busLag = new Histogram({
    name: "roost_realtime_bus_lag_seconds",
    help: "From an event's NOTIFY (just before its commit) to its delivery to this instance's sockets",
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  realtime.onDelivered((lagMs) => busLag.observe(lagMs / 1000));

  /** Counts and times every request under the route pattern that answered it. */
  const recordRequests: MiddlewareHandler = async (c, next) => {
    const stopTimer = latency.startTimer();
    try {
      await next();
    } finally {
      // After next(), the route that answered (a refusing middleware's own pattern, e.g. /api/*).
      const labels = { method: c.req.method, route: routePath(c) || "unmatched" };
      stopTimer(labels);
      requests.inc({ ...labels, status: String(c.res.status) });
    }
  };

  return {
    recordRequests,
    contentType: registry.contentType,
    /** The text a scrape receives. */
    render: () => registry.metrics(),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

async function readJobQueue(database: Database, now: Date): Promise<JobQueueSnapshot> {
  // Both due figures read the jobs_due_idx partial index; dead ones the jobs_dead_idx.
  const result = await database.db.execute<{ due: number; oldest: number | null; dead: number }>(sql`
    select
      (select count(*)::int from jobs where done_at is null and dead_at is null and run_at <= ${now}) as due,
      (select extract(epoch from ${now}::timestamptz - min(run_at))::float8
         from jobs where done_at is null and dead_at is null and run_at <= ${now}) as oldest,
      (select count(*)::int from jobs where dead_at is not null) as dead`);
  const row = result.rows[0];
  return { due: row?.due ?? 0, oldestDueSeconds: row?.oldest ?? 0, dead: row?.dead ?? 0 };
}
