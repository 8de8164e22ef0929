// The single instance the realtime bench measures: the app with its realtime hub, started as
// main.ts starts it (production config, DATABASE_POOL_SIZE's default), in the bench's own process,
// which runs nothing else while messages flow (clients and sender are child processes). Probes
// that only observe say where each message's time goes: the rate-limit check, the message's
// statement, the bus (commit + NOTIFY) and the hub's pass.
import { once } from "node:events";
import type { Server } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { serve } from "@hono/node-server";
import pg from "pg";
import { loadConfig } from "../../apps/server/src/config.ts";
import { connectDatabase } from "../../apps/server/src/db/client.ts";
import { createLogger } from "../../apps/server/src/lib/logger.ts";
import { RATE_LIMIT_TABLE } from "../../apps/server/src/rate-limits/shared-counters.ts";
import type { BusEnvelope } from "../../apps/server/src/realtime/bus.ts";
import { assembleApp } from "../../apps/server/src/wire.ts";
import { freePort } from "./database.ts";
import { epochNow } from "./realtime-stats.ts";

/** The statements timed: the rate limiter's upsert (shared-counters.ts), and the send's (send-statement.ts). */
const TIMED_STATEMENTS = [
  { pattern: new RegExp(`^\\s*insert into "?${RATE_LIMIT_TABLE}\\b`, "i"), into: "rateLimitMs" },
  { pattern: /\binsert into messages\b/i, into: "sendMs" },
] as const;

export interface ServerProbes {
  /** Per message id: when its message_created reached the hub from the bus, and when the hub had written it. */
  hubAt: Map<string, { bus: number; done: number }>;
  /** Each rate-limit statement (a message POST makes one, for its user's and address's counters). */
  rateLimitMs: number[];
  /** Each send statement (a message POST makes one: checks, insert, jobs, commit). */
  sendMs: number[];
  /** Statements sent to PostgreSQL by this process, over every connection (pool, bus, hub). */
  roundTrips: number;
  hubBacklogMax: number;
  poolWaitingMax: number;
  poolWaitingAvg: number;
  loopDelayP99Ms: number;
  cpuMs: number;
}

export interface ProbedServer {
  base: string;
  poolSize: number;
  hubSize(): number;
  /** Starts recording: the probes hold only what happens between record() and its result. */
  record(): () => ServerProbes;
  stop(): Promise<void>;
}

export async function startProbedServer(options: {
  databaseUrl: string;
  dataDir: string;
  authSecret: string;
}): Promise<ProbedServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: base,
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    AUTH_SECRET: options.authSecret,
    LOG_LEVEL: "silent",
    // One trusted hop: each bench user comes from its own forwarded address, as real users do.
    TRUSTED_PROXIES: "1",
    SEED_DEMO_DATA: "false",
    // The capacity steps send each user more than a person may (30 messages a minute): the limits
    // are still checked on every message, at ten times their figures.
    RATE_LIMIT_SCALE: "10",
  });
  const { poolSize, statementTimeoutMs, idleInTransactionTimeoutMs } = config.database;
  const database = connectDatabase(options.databaseUrl, poolSize, {
    statementTimeoutMs,
    idleInTransactionTimeoutMs,
  });

  let probes: ServerProbes | null = null;
  // Every statement counts; the rate-limit counter's and the send's are timed too.
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (!probes) return (query as (...a: unknown[]) => unknown).apply(this, args);
    const recording = probes;
    recording.roundTrips++;
    const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: string })?.text;
    const timed = text ? TIMED_STATEMENTS.find((t) => t.pattern.test(text)) : undefined;
    if (!timed) return (query as (...a: unknown[]) => unknown).apply(this, args);
    const started = epochNow();
    const took = () => recording[timed.into].push(epochNow() - started);
    const callback = args.at(-1);
    if (typeof callback === "function") {
      args[args.length - 1] = (...results: unknown[]) => {
        took();
        return callback(...results);
      };
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    }
    const pending = (query as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    void pending.then(took, took);
    return pending;
  } as typeof query;

  const { app, deps } = assembleApp({
    config,
    database,
    log: createLogger("silent"),
    googleAvailable: false,
  });
  const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }) as Server;
  await once(server, "listening");
  deps.realtime.attach(server, app);
  await deps.realtime.start();

  const hub = deps.realtime.hub;
  const deliver = hub.deliver.bind(hub);
  let backlog = 0;
  let stopped: Promise<void> | null = null;
  hub.deliver = (envelope: BusEnvelope) => {
    const bus = epochNow();
    backlog++;
    if (probes) probes.hubBacklogMax = Math.max(probes.hubBacklogMax, backlog);
    const done = deliver(envelope);
    void done.then(() => {
      backlog--;
      if (probes && envelope.event.kind === "message_created")
        probes.hubAt.set(envelope.event.message_id, { bus, done: epochNow() });
    });
    return done;
  };

  return {
    base,
    poolSize,
    hubSize: () => hub.size,
    record() {
      const current: ServerProbes = {
        hubAt: new Map(),
        rateLimitMs: [],
        sendMs: [],
        roundTrips: 0,
        hubBacklogMax: 0,
        poolWaitingMax: 0,
        poolWaitingAvg: 0,
        loopDelayP99Ms: 0,
        cpuMs: 0,
      };
      probes = current;
      const loop = monitorEventLoopDelay({ resolution: 5 });
      loop.enable();
      const cpu = process.cpuUsage();
      let waitingSum = 0;
      let samples = 0;
      const sampler = setInterval(() => {
        const waiting = database.pool.waitingCount;
        current.poolWaitingMax = Math.max(current.poolWaitingMax, waiting);
        waitingSum += waiting;
        samples++;
      }, 50);
      return () => {
        probes = null;
        clearInterval(sampler);
        loop.disable();
        const used = process.cpuUsage(cpu);
        current.cpuMs = (used.user + used.system) / 1000;
        current.loopDelayP99Ms = loop.percentile(99) / 1e6;
        current.poolWaitingAvg = waitingSum / Math.max(1, samples);
        return current;
      };
    },
    stop() {
      stopped ??= (async () => {
        pg.Client.prototype.query = query;
        server.closeAllConnections();
        await deps.realtime.stop();
        await new Promise((resolve) => server.close(resolve));
        await database.close();
      })();
      return stopped;
    },
  };
}
