// Graceful shutdown and the database-outage answer: a real server process
// (main.ts, the production entry point) on a real PostgreSQL, sent SIGTERM mid-request.
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { connectDatabase } from "./db/client.ts";
import { createLogger } from "./lib/logger.ts";
import { TestSocket } from "./realtime/realtime-test-client.ts";
import { person } from "./test/fixtures.ts";
import { freePort } from "./test/free-port.ts";
import { type ServerProcess, startServerProcess } from "./test/server-process.ts";
import { TEST_ORIGIN, useTestApp } from "./test/test-app.ts";
import { assembleApp } from "./wire.ts";

const SERVICE_UNAVAILABLE = {
  error: {
    code: "service_unavailable",
    message: "Roost is briefly unavailable. Please try again in a moment.",
  },
};

const t = useTestApp();
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "roost-shutdown-"));
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** main.ts on the test app's database; resolves once it is ready (its search index loaded). */
async function startServer(port: number, env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  let output = "";
  return startServerProcess({
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: TEST_ORIGIN,
      DATABASE_URL: t.deps.database.url,
      AUTH_SECRET: t.deps.config.authSecret,
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      SEED_DEMO_DATA: "false",
      WEB_DIST: path.join(dataDir, "no-web-build"),
      // The slow request below waits on a lock this test holds, and so may the server's own session
      // checks, filling the pool: this test is about the drain, not the pool's wait bound nor the
      // statement timeout (both 503), which a busy machine can reach before the lock is released.
      DATABASE_POOL_WAIT_MS: "30000",
      DATABASE_STATEMENT_TIMEOUT_MS: "60000",
      ...env,
    },
    readyUrl: `http://127.0.0.1:${port}/api/health/ready`,
    onOutput: (chunk) => {
      output += String(chunk);
    },
    describe: () => output,
  });
}

/** Returns once some statement waits for the lock `locker` holds on `table`, polling every 50 ms. */
async function untilWaitingOn(locker: pg.Client, table: string, never: string, polls = 100) {
  const waiting = async () =>
    (
      await locker.query(
        `select count(*)::int as n from pg_locks where not granted and relation = '${table}'::regclass`,
      )
    ).rows[0].n > 0;
  for (let i = 0; !(await waiting()); i++) {
    if (i > polls) throw new Error(never);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Raw HTTP/1.1 on one connection, so a request can be begun before a signal and finished after it. */
function rawConnection(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (d) => {
    received += String(d);
  });
  const ended = new Promise<string>((resolve) => socket.once("close", () => resolve(received)));
  const connected = new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  return { socket, connected, ended };
}

describe("graceful shutdown of a real server process", () => {
  it("finishes the in-flight request, refuses new connections, reports not ready, closes sockets with 1012 and exits 0", async () => {
    const port = await freePort();
    const server = await startServer(port);
    const base = `http://127.0.0.1:${port}`;

    // Ready before the signal. Its database check has a short timeout, which a machine busy with
    // other test files can miss once: it is asked again rather than trusted on one answer.
    await expect
      .poll(() => fetch(`${base}/api/health/ready`).then((r) => r.status), { timeout: 10_000 })
      .toBe(200);

    const { cookie } = await person(t, "shutdown");
    const socket = await TestSocket.open(`ws://127.0.0.1:${port}/api/realtime`, {
      cookie,
      origin: TEST_ORIGIN,
    });

    // A slow request: a signed-in property search whose session lookup waits on a lock this test
    // holds; once released, the search still has its own queries to run on the pool.
    const locker = new pg.Client({ connectionString: t.deps.database.url });
    // A failed run drops the database under this connection: that must not be an unhandled error.
    locker.on("error", () => {});
    await locker.connect();
    await locker.query("begin");
    await locker.query('lock table "session" in access exclusive mode');
    const slow = fetch(`${base}/api/properties`, { headers: { cookie } });
    await untilWaitingOn(locker, '"session"', "the slow request never reached the lock");

    // A load balancer's readiness probe, begun before the signal and finished during the drain.
    const probe = rawConnection(port);
    await probe.connected;
    probe.socket.write("GET /api/health/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n");

    server.child.kill("SIGTERM");

    await socket.until(() => socket.closed, 5000, "socket closed on shutdown");
    expect(socket.closeCode).toBe(1012);

    // New connections are refused while the in-flight request is still running.
    for (let i = 0; ; i++) {
      const refused = await fetch(`${base}/api/health`).then(
        () => false,
        (error: { cause?: { code?: string } }) => error.cause?.code === "ECONNREFUSED",
      );
      if (refused) break;
      if (i > 50) throw new Error("the server still accepts new connections while draining");
      await new Promise((r) => setTimeout(r, 50));
    }

    probe.socket.write("Connection: close\r\n\r\n");
    const probeAnswer = await probe.ended;
    expect(probeAnswer.split("\r\n")[0]).toBe("HTTP/1.1 503 Service Unavailable");
    expect(probeAnswer).toContain('{"ready":false}');

    await locker.query("commit");
    await locker.end();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(Array.isArray(((await answer.json()) as { items?: unknown[] }).items)).toBe(true);

    expect(await server.exited).toBe(0);
  }, 90_000);
});

describe("starting while the database is slow", () => {
  it("keeps running when a write it makes at start-up times out", async () => {
    // The job table locked: the start-up's own enqueue (the photo variants backfill) waits past
    // the statement timeout and fails, as it can behind a busy pool or a long migration elsewhere.
    const locker = new pg.Client({ connectionString: t.deps.database.url });
    locker.on("error", () => {});
    await locker.connect();
    await locker.query("begin");
    await locker.query("lock table jobs in access exclusive mode");
    const port = await freePort();
    let server: ServerProcess | undefined;
    try {
      const starting = startServer(port, { DATABASE_STATEMENT_TIMEOUT_MS: "1000" });
      starting.catch(() => {});
      await untilWaitingOn(locker, "jobs", "the server never reached the job table", 400);
      // Past the statement timeout of whatever waits on the lock.
      await new Promise((r) => setTimeout(r, 2500));
      await locker.query("commit");
      server = await starting;
      expect(server.child.exitCode).toBeNull();
      const base = `http://127.0.0.1:${port}`;
      await expect
        .poll(() => fetch(`${base}/api/health/ready`).then((r) => r.status), { timeout: 10_000 })
        .toBe(200);
    } finally {
      await locker.end();
      if (server && server.child.exitCode === null) {
        server.child.kill("SIGTERM");
        await server.exited;
      }
    }
  }, 90_000);
});

describe("while the database is unreachable", () => {
  it("answers API requests 503 with Retry-After and the error contract; readiness is 503, liveness stays up", async () => {
    const closedPort = await freePort();
    const url = `postgres://roost:roost@127.0.0.1:${closedPort}/roost`;
    const config = loadConfig({
      NODE_ENV: "test",
      PUBLIC_URL: TEST_ORIGIN,
      DATA_DIR: dataDir,
      AUTH_SECRET: t.deps.config.authSecret,
      DATABASE_URL: url,
      LOG_LEVEL: "silent",
    });
    const database = connectDatabase(url, 2);
    const { app } = assembleApp({ config, database, log: createLogger("silent"), googleAvailable: false });
    try {
      const search = await app.request("/api/properties");
      expect(search.status).toBe(503);
      expect(Number(search.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await search.json()).toEqual(SERVICE_UNAVAILABLE);

      const ready = await app.request("/api/health/ready");
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ ready: false });

      // Liveness: the process is fine; restarting it would not bring the database back.
      const live = await app.request("/api/health");
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: "degraded", database: "down" });
    } finally {
      await database.close();
    }
  });

  it("answers 503 when PostgreSQL ends the connection mid-request (admin shutdown)", async () => {
    const cookie = await t.signIn("shutdown-terminated@example.com");
    const locker = new pg.Client({ connectionString: t.deps.database.url });
    await locker.connect();
    try {
      await locker.query("begin");
      await locker.query("lock table properties in access exclusive mode");
      const pending = t.request("/api/properties", { cookie });
      for (let i = 0; ; i++) {
        const { rows } = await locker.query(
          "select pg_terminate_backend(pid) as done from pg_locks where not granted and relation = 'properties'::regclass",
        );
        if (rows.length > 0) break;
        if (i > 100) throw new Error("the request never reached the lock");
        await new Promise((r) => setTimeout(r, 50));
      }
      const res = await pending;
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBeTruthy();
      expect(res.body).toEqual(SERVICE_UNAVAILABLE);
    } finally {
      await locker.query("rollback");
      await locker.end();
    }
  });
});
